import { isCalendarDay } from "~/lib/field-bounds";
import type { FieldMeta, ListMeta } from "./list-spec";
import type { ListQueryArgs } from "./list.schemas";
import { LIST_OPERANDS, MAX_LIST_VALUES, MAX_SEARCH, MAX_TEXT_VALUE, RANGE_OPERANDS, VALUELESS_OPERANDS, type Operand, type SortDir } from "./operands";

/**
 * Checks filters, sort and search against one list's fields (pure: no database, usable in
 * the browser). Every value comes out as a string, which PostgreSQL reads as the type of
 * the column it is compared with.
 */

export interface NormalizedFilter {
  field: string;
  operand: Operand;
  /** [] for isEmpty/isNotEmpty, two for between, one or more for in/hasAny, else one. */
  values: string[];
}

export interface ListIssue {
  path: (string | number)[];
  message: string;
}

export interface CheckedListInput {
  filters: NormalizedFilter[];
  sort: { field: string; dir: SortDir };
  search: string | null;
  issues: ListIssue[];
}

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const DECIMAL_RE = /^-?\d{1,30}(\.\d{1,30})?$/;
const INTEGER_RE = /^-?\d{1,19}$/;
const DATETIME_RE = /^(\d{4}-\d{2}-\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,6})?)?(?:Z|[+-](\d{2}):?(\d{2}))$/;
const BIGINT_MAX = 9223372036854775807n;

export const isUuid = (v: string): boolean => UUID_RE.test(v);

/** A real calendar day in ISO form within the accepted years (lib/fields.ts): "2024-02-30" and "0000-01-01" are refused. */
export { isCalendarDay };

/** ISO 8601 instant with an offset, up to microseconds (what PostgreSQL keeps). */
export function isIsoInstant(v: string): boolean {
  const m = DATETIME_RE.exec(v);
  if (!m || !isCalendarDay(m[1]!)) return false;
  const [h, min, s, oh, om] = [m[2], m[3], m[4] ?? "0", m[5] ?? "0", m[6] ?? "0"].map(Number) as number[];
  return h! < 24 && min! < 60 && s! < 60 && oh! < 24 && om! < 60;
}

export function isBigintString(v: string): boolean {
  if (!INTEGER_RE.test(v)) return false;
  const n = BigInt(v);
  return n <= BIGINT_MAX && n >= -BIGINT_MAX - 1n;
}

/** One value for one field, as a string, or the reason it is refused (pt-BR). */
export function normalizeScalar(meta: FieldMeta, value: unknown): { ok: string } | { error: string } {
  const str = typeof value === "string" ? value.trim() : null;
  switch (meta.type) {
    case "text":
    case "tags":
      if (str === null || str === "") return { error: "Informe um texto." };
      return str.length > MAX_TEXT_VALUE ? { error: `No máximo ${MAX_TEXT_VALUE} caracteres.` } : { ok: str };
    case "number": {
      const text = typeof value === "number" && Number.isFinite(value) ? String(value) : str;
      if (text === null || !(meta.integer ? INTEGER_RE : DECIMAL_RE).test(text) || (meta.integer && !isBigintString(text))) {
        return { error: meta.integer ? "Informe um número inteiro." : "Informe um número." };
      }
      return { ok: text };
    }
    case "money": {
      const text = typeof value === "number" && Number.isSafeInteger(value) ? String(value) : str;
      return text !== null && isBigintString(text) ? { ok: text } : { error: "Informe um valor em centavos (número inteiro)." };
    }
    case "date":
      return str !== null && isCalendarDay(str) ? { ok: str } : { error: "Data inválida (use aaaa-mm-dd)." };
    case "datetime":
      return str !== null && isIsoInstant(str) ? { ok: str } : { error: "Data e hora inválidas (use o formato ISO 8601 com fuso)." };
    case "enum":
      return str !== null && meta.values?.includes(str) ? { ok: str } : { error: "Escolha um valor da lista." };
    case "uuid":
      return str !== null && isUuid(str) ? { ok: str.toLowerCase() } : { error: "Identificador inválido." };
    case "boolean":
      if (value === true || str === "true") return { ok: "true" };
      if (value === false || str === "false") return { ok: "false" };
      return { error: "Informe sim ou não." };
  }
}

/** The values an operand takes, normalized; or the reason they are refused. */
export function normalizeValues(meta: FieldMeta, operand: Operand, value: unknown): { ok: string[] } | { error: string } {
  if (VALUELESS_OPERANDS.includes(operand)) return { ok: [] };
  const many = LIST_OPERANDS.includes(operand);
  const range = RANGE_OPERANDS.includes(operand);
  let raw: unknown[];
  if (Array.isArray(value)) {
    if (!many && !range) return { error: "Informe um único valor." };
    raw = value;
  } else {
    if (range) return { error: "Informe o início e o fim do intervalo." };
    if (value === undefined || value === null) return { error: "Informe um valor." };
    raw = [value];
  }
  if (range && raw.length !== 2) return { error: "Informe o início e o fim do intervalo." };
  if (many && raw.length === 0) return { error: "Escolha pelo menos um valor." };
  if (raw.length > MAX_LIST_VALUES) return { error: `No máximo ${MAX_LIST_VALUES} valores.` };
  const out: string[] = [];
  for (const item of raw) {
    const one = normalizeScalar(meta, item);
    if ("error" in one) return one;
    out.push(one.ok);
  }
  return { ok: many ? [...new Set(out)] : out };
}

/** Filters, sort and search against a list's fields; every problem named by its input path. */
export function checkListInput(meta: ListMeta, input: Pick<ListQueryArgs, "filters" | "sort" | "search">): CheckedListInput {
  const issues: ListIssue[] = [];
  const filters: NormalizedFilter[] = [];
  (input.filters ?? []).forEach((filter, i) => {
    const field = Object.hasOwn(meta.fields, filter.field) ? meta.fields[filter.field] : undefined;
    if (!field) return issues.push({ path: ["filters", i, "field"], message: "Campo desconhecido nesta lista." });
    if (!field.operands.includes(filter.operand)) {
      return issues.push({ path: ["filters", i, "operand"], message: "Este filtro não se aplica a este campo." });
    }
    const values = normalizeValues(field, filter.operand, filter.value);
    if ("error" in values) return issues.push({ path: ["filters", i, "value"], message: values.error });
    filters.push({ field: filter.field, operand: filter.operand, values: values.ok });
  });
  let sort = meta.defaultSort;
  if (input.sort) {
    const field = Object.hasOwn(meta.fields, input.sort.field) ? meta.fields[input.sort.field] : undefined;
    if (field?.sortable) sort = { field: input.sort.field, dir: input.sort.dir };
    else issues.push({ path: ["sort", "field"], message: "Não é possível ordenar por este campo." });
  }
  const search = input.search?.trim() || null;
  if (search && !meta.searchable) issues.push({ path: ["search"], message: "Esta lista não tem busca." });
  if (search && search.length > MAX_SEARCH) issues.push({ path: ["search"], message: `A busca pode ter no máximo ${MAX_SEARCH} caracteres.` });
  return { filters, sort, search, issues };
}
