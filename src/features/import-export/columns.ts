import { IMPORT_MESSAGES_PT_BR, type ImportMessages } from "./messages";

/**
 * The typed import column model: each list declares the columns it accepts once, and gets header
 * auto-mapping, per-cell parsing and validation, and the type of the parsed values from it.
 */
export const IMPORT_COLUMN_TYPES = [
  "document",
  "cpf",
  "cnpj",
  "text",
  "email",
  "phone",
  "cep",
  "date",
  "money",
  "integer",
  "enum",
  "tags",
  "boolean",
] as const;
export type ImportColumnType = (typeof IMPORT_COLUMN_TYPES)[number];

/** An allowed enum value, bare ("PF") or with the label users write ({ value: "pf", label: "Pessoa física" }). */
export type EnumOption = string | { readonly value: string; readonly label: string };

export interface ImportColumn {
  readonly key: string;
  readonly label: string;
  readonly type: ImportColumnType;
  readonly required?: boolean;
  /** For "enum": the allowed values (matched ignoring case and accents). */
  readonly enumValues?: readonly EnumOption[];
  /** Maximum characters ("text", "email"; each tag for "tags"). */
  readonly maxLength?: number;
  /** Extra header names that map to this column. */
  readonly aliases?: readonly string[];
  /** Rejects a value repeated inside the file. Default: true for document, cpf, cnpj and email, else false. */
  readonly unique?: boolean;
}

interface ValueByType {
  document: string;
  cpf: string;
  cnpj: string;
  text: string;
  email: string;
  phone: string;
  cep: string;
  date: Date;
  money: bigint;
  integer: number;
  enum: string;
  tags: string[];
  boolean: boolean;
}

type EnumValueOf<C> = C extends { enumValues: readonly (infer O)[] } ? (O extends string ? O : O extends { value: infer V } ? V : never) : string;

/** The parsed value of one column: a Date for "date", centavos (bigint) for "money", the enum's values for "enum"… */
export type ImportColumnValue<C extends ImportColumn> = C["type"] extends "enum" ? EnumValueOf<C> : ValueByType[C["type"]];

/** The values of a valid row, keyed by column key; optional columns may be null (empty or unmapped), tags are [] then. */
export type ImportValues<Cs extends readonly ImportColumn[]> = {
  [C in Cs[number] as C["key"]]: C["required"] extends true
    ? ImportColumnValue<C>
    : C["type"] extends "tags"
      ? ImportColumnValue<C>
      : ImportColumnValue<C> | null;
};

export type ImportColumnKey<Cs extends readonly ImportColumn[]> = Cs[number]["key"];

/** Which header index (0-based) feeds each column; a column left out is not imported. */
export type ImportMapping<Cs extends readonly ImportColumn[] = readonly ImportColumn[]> = Partial<Record<ImportColumnKey<Cs>, number | null>>;

export function isUniqueColumn(column: ImportColumn): boolean {
  return column.unique ?? (column.type === "document" || column.type === "cpf" || column.type === "cnpj" || column.type === "email");
}

export function enumOptions(column: ImportColumn): { value: string; label: string }[] {
  return (column.enumValues ?? []).map((option) => (typeof option === "string" ? { value: option, label: option } : option));
}

/**
 * Declares a list's import columns, keeping their literal types (keys, types, enum values) for ImportValues.
 * Throws on a programming mistake: a repeated key, an enum without values, a non-positive maxLength.
 */
export function defineImportColumns<const Cs extends readonly ImportColumn[]>(columns: Cs): Cs {
  const keys = new Set<string>();
  for (const column of columns) {
    if (keys.has(column.key)) throw new Error(`Import column key repeated: ${column.key}`);
    keys.add(column.key);
    if (!IMPORT_COLUMN_TYPES.includes(column.type)) throw new Error(`Unknown import column type: ${String(column.type)}`);
    if (column.type === "enum" && enumOptions(column).length === 0) throw new Error(`Enum column without enumValues: ${column.key}`);
    if (column.maxLength !== undefined && !(Number.isInteger(column.maxLength) && column.maxLength > 0)) {
      throw new Error(`maxLength must be a positive integer: ${column.key}`);
    }
  }
  return columns;
}

/** "Data de Nascimento", "data_de_nascimento" and "DATA-DE-NASCIMENTO" all compare as "datadenascimento". */
export function normalizeHeader(text: string): string {
  return text
    .normalize("NFD")
    .replace(/\p{M}+/gu, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "");
}

/** Header names users write for each column type (used when only one column of that type exists). */
const TYPE_ALIASES: Partial<Record<ImportColumnType, readonly string[]>> = {
  document: ["cpf/cnpj", "cnpj/cpf", "cpf ou cnpj", "cpf", "cnpj", "documento", "doc", "nº do documento", "numero do documento"],
  cpf: ["cpf", "documento", "nº do cpf", "numero do cpf"],
  cnpj: ["cnpj", "documento", "nº do cnpj", "numero do cnpj"],
  email: ["e-mail", "email", "correio eletrônico", "endereço de e-mail"],
  phone: ["telefone", "celular", "fone", "tel", "whatsapp", "telefone celular", "número de telefone"],
  cep: ["cep", "código postal", "codigo postal"],
  money: ["valor", "valor (r$)", "montante", "preço"],
  tags: ["tags", "etiquetas", "marcadores"],
};

/** Header names users write for common column keys. */
const KEY_ALIASES: Record<string, readonly string[]> = {
  name: ["nome", "nome completo", "razão social", "nome / razão social", "cliente"],
  birthDate: ["data de nascimento", "nascimento", "dt nascimento", "dt. nasc.", "data nasc"],
  foundedOn: ["data de fundação", "fundação", "data de abertura"],
  amount: ["valor", "valor total", "montante"],
  state: ["uf", "estado"],
  uf: ["uf", "estado"],
  city: ["cidade", "município", "municipio"],
  notes: ["observações", "observacoes", "obs", "notas"],
  owner: ["responsável", "vendedor", "dono"],
  status: ["situação", "status"],
};

/** Suggests a header for each column: exact names first (key, label, the column's aliases), then common aliases, then prefixes. */
export function suggestMapping<Cs extends readonly ImportColumn[]>(headers: readonly string[], columns: Cs): ImportMapping<Cs> {
  const normalized = headers.map(normalizeHeader);
  const typeCount = new Map<ImportColumnType, number>();
  for (const c of columns) typeCount.set(c.type, (typeCount.get(c.type) ?? 0) + 1);
  const candidates = columns.map((column) => {
    const own = [column.key, column.label, ...(column.aliases ?? [])].map(normalizeHeader);
    const typical = [...(KEY_ALIASES[column.key] ?? []), ...(typeCount.get(column.type) === 1 ? (TYPE_ALIASES[column.type] ?? []) : [])].map(normalizeHeader);
    return { column, own: own.filter(Boolean), typical: typical.filter(Boolean) };
  });
  const mapping: Partial<Record<string, number>> = {};
  const used = new Set<number>();
  const passes: ((c: (typeof candidates)[number], header: string) => boolean)[] = [
    (c, h) => c.own.includes(h),
    (c, h) => c.typical.includes(h),
    (c, h) => [...c.own, ...c.typical].some((name) => name.length >= 3 && h.startsWith(name)),
  ];
  for (const matches of passes) {
    for (const candidate of candidates) {
      if (mapping[candidate.column.key] !== undefined) continue;
      const index = normalized.findIndex((h, i) => !used.has(i) && h !== "" && matches(candidate, h));
      if (index === -1) continue;
      mapping[candidate.column.key] = index;
      used.add(index);
    }
  }
  return mapping as ImportMapping<Cs>;
}

export interface MappingProblem {
  readonly columnKey: string;
  readonly message: string;
}

/** Checks a mapping before validating rows: required columns mapped, indexes in range, no header used twice. */
export function checkMapping(
  mapping: ImportMapping,
  columns: readonly ImportColumn[],
  headers: readonly string[],
  messages: ImportMessages = IMPORT_MESSAGES_PT_BR,
): MappingProblem[] {
  const problems: MappingProblem[] = [];
  const owner = new Map<number, string>();
  const byKey = mapping as Partial<Record<string, number | null>>;
  for (const column of columns) {
    const index = byKey[column.key];
    if (index === undefined || index === null) {
      if (column.required) problems.push({ columnKey: column.key, message: messages.mappingRequired(column.label) });
      continue;
    }
    if (!Number.isInteger(index) || index < 0 || index >= headers.length) {
      problems.push({ columnKey: column.key, message: messages.mappingOutOfRange(column.label) });
      continue;
    }
    const previous = owner.get(index);
    if (previous !== undefined) {
      problems.push({ columnKey: column.key, message: messages.mappingReused(headers[index] ?? "", previous, column.label) });
      continue;
    }
    owner.set(index, column.label);
  }
  return problems;
}
