/** The app's languages, apart from their catalogs: importing this loads no messages (the browser's bundles). */
export const DEFAULT_LOCALE = "pt-BR";
export type AppLocale = "pt-BR" | "en-US";

export function resolveLocale(value: unknown): AppLocale {
  return value === "en-US" ? "en-US" : DEFAULT_LOCALE;
}
