/**
 * The vocabulary of list filters, shared by the server (query builder), the forms and the URL:
 * pure constants, safe to import anywhere.
 */

export const FIELD_TYPES = ["text", "number", "money", "date", "datetime", "enum", "uuid", "boolean", "tags"] as const;
export type FieldType = (typeof FIELD_TYPES)[number];

export const OPERANDS = [
  "eq",
  "neq",
  "in",
  "contains",
  "startsWith",
  "gt",
  "gte",
  "lt",
  "lte",
  "between",
  "isEmpty",
  "isNotEmpty",
  "hasAny",
] as const;
export type Operand = (typeof OPERANDS)[number];

const ordered = ["eq", "neq", "in", "gt", "gte", "lt", "lte", "between", "isEmpty", "isNotEmpty"] as const satisfies readonly Operand[];

/** What each field type can be filtered with; a field may narrow this list, never widen it. */
export const OPERANDS_BY_TYPE: Record<FieldType, readonly Operand[]> = {
  text: ["eq", "neq", "in", "contains", "startsWith", "isEmpty", "isNotEmpty"],
  number: ordered,
  money: ordered,
  date: ["eq", "neq", "gt", "gte", "lt", "lte", "between", "isEmpty", "isNotEmpty"],
  datetime: ["gt", "gte", "lt", "lte", "between", "isEmpty", "isNotEmpty"],
  enum: ["eq", "neq", "in", "isEmpty", "isNotEmpty"],
  uuid: ["eq", "neq", "in", "isEmpty", "isNotEmpty"],
  boolean: ["eq", "neq", "isEmpty", "isNotEmpty"],
  tags: ["hasAny", "isEmpty", "isNotEmpty"],
};

/** Operands that take no value, a list of values, or exactly two values (inclusive range). */
export const VALUELESS_OPERANDS: readonly Operand[] = ["isEmpty", "isNotEmpty"];
export const LIST_OPERANDS: readonly Operand[] = ["in", "hasAny"];
export const RANGE_OPERANDS: readonly Operand[] = ["between"];

/** Types whose values have an order (and can be sorted on). */
export const SORTABLE_TYPES: readonly FieldType[] = ["text", "number", "money", "date", "datetime", "enum", "uuid", "boolean"];

/** Field and list keys: safe inside URL parameter names (`f.<field>.<operand>`) and cursors. */
export const FIELD_KEY_RE = /^[A-Za-z][A-Za-z0-9_]{0,47}$/;
export const LIST_KEY_RE = /^[a-z][a-zA-Z0-9_-]{0,39}$/;

export const MAX_FILTERS = 20;
export const MAX_LIST_VALUES = 100;
export const MAX_TEXT_VALUE = 200;
export const MAX_SEARCH = 100;
export const MAX_PAGE = 100;
export const DEFAULT_PAGE = 50;
/** Counts are exact up to this many rows, then shown as "10.000+". */
export const COUNT_CAP = 10_000;

export type SortDir = "asc" | "desc";

export const isOperand = (value: unknown): value is Operand => typeof value === "string" && (OPERANDS as readonly string[]).includes(value);
