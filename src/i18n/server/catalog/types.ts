/** An en-US rendering: a text with the key's `{name}` placeholders, or a function of the captured values. */
export type ServerTranslation = string | ((params: Readonly<Record<string, string>>) => string);

/** pt-BR text or template (the key) → its en-US translation. */
export type ServerCatalog = Record<string, ServerTranslation>;
