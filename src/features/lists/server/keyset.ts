import { sql, type SQL, type SQLWrapper } from "drizzle-orm";
import { z } from "zod";
import { badInput } from "~/server/errors";
import { isBigintString, isCalendarDay, isIsoInstant, isUuid } from "../filter-values";
import type { AnyListSpec, FieldMeta } from "../list-spec";
import type { FieldType, SortDir } from "../operands";

/**
 * Keyset (cursor) paging. The order is always (sort value, id), both in the same direction, with
 * nulls ranked above every value (PostgreSQL's own rule: last ascending, first descending) so that
 * one btree index on (column, id) serves both directions.
 *
 * The cursor carries the last row's sort value as PostgreSQL's own text (timestamps in UTC with
 * microseconds, bigints as digits), never as a JS Date or number, so nothing is rounded.
 */

export interface CursorPayload {
  /** list key */
  k: string;
  /** "field:dir" the cursor was made for */
  s: string;
  /** sort value as text, null when the row has none */
  v: string | null;
  /** id as text */
  i: string;
}

export interface ListSortSpec {
  field: string;
  dir: SortDir;
}

export const BAD_CURSOR_MESSAGE = "A paginação expirou ou é inválida. Recarregue a lista.";
const MAX_VALUE_LENGTH = 2000;

/** The sort value as canonical text: what the cursor stores and the comparison reads back. */
export function sortValueText(type: FieldType, e: SQLWrapper): SQL<string | null> {
  if (type === "datetime") return sql<string | null>`to_char((${e}) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;
  if (type === "date") return sql<string | null>`to_char(${e}, 'YYYY-MM-DD')`;
  return sql<string | null>`(${e})::text`;
}

export function orderBySql(spec: AnyListSpec, sort: ListSortSpec): SQL[] {
  const e = fieldOf(spec, sort.field).column;
  const dir = sort.dir === "asc" ? sql`asc nulls last` : sql`desc nulls first`;
  return [sql`${e} ${dir}`, sql`${spec.id} ${sort.dir === "asc" ? sql`asc` : sql`desc`}`];
}

/** Rows strictly after the cursor in the (value, id) order. */
export function afterCursorSql(spec: AnyListSpec, sort: ListSortSpec, cursor: Pick<CursorPayload, "v" | "i">): SQL {
  const e = fieldOf(spec, sort.field).column;
  const id = spec.id;
  const { v, i } = cursor;
  const gt = sort.dir === "asc" ? sql`>` : sql`<`;
  if (!spec.nullable[sort.field] && v === null) throw badInput("cursor", BAD_CURSOR_MESSAGE);
  const row = sql`(${e}, ${id}) ${gt} (${v}, ${i})`;
  if (!spec.nullable[sort.field]) return row;
  // A null compares as unknown in the row comparison, so the nulls are added back where the order puts them.
  if (sort.dir === "asc") return v === null ? sql`(${e} is null and ${id} > ${i})` : sql`(${row} or ${e} is null)`;
  // Descending, the nulls came first: after a value, only values remain.
  return v === null ? sql`((${e} is null and ${id} < ${i}) or ${e} is not null)` : row;
}

export function encodeCursor(payload: CursorPayload): string {
  return Buffer.from(JSON.stringify(payload), "utf8").toString("base64url");
}

const payloadSchema = z
  .object({
    k: z.string().max(40),
    s: z.string().max(60),
    v: z.string().max(MAX_VALUE_LENGTH).nullable(),
    i: z.string().min(1).max(200),
  })
  .strict();

const NUMBER_TEXT = /^(-?(\d+(\.\d*)?|\.\d+)(e[+-]?\d+)?|NaN|-?Infinity)$/i;
const CANONICAL_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;

/** Whether a cursor's sort value could have come from sortValueText for this type. */
export function isSortValueText(field: Pick<FieldMeta, "type" | "integer">, v: string): boolean {
  switch (field.type) {
    case "number":
      return field.integer ? isBigintString(v) : NUMBER_TEXT.test(v);
    case "money":
      return isBigintString(v);
    case "date":
      return isCalendarDay(v);
    case "datetime":
      return CANONICAL_INSTANT.test(v) && isIsoInstant(v);
    case "uuid":
      return isUuid(v);
    case "boolean":
      return v === "true" || v === "false";
    case "text":
    case "enum":
      return true;
    case "tags":
      return false;
  }
}

/**
 * Reads a cursor back for this list and sort. Anything that was not made by encodeCursor for the
 * same list and sort (garbage, edits, a cursor from another sort) is BAD_REQUEST, never a 500.
 */
export function decodeCursor(spec: AnyListSpec, sort: ListSortSpec, cursor: string): CursorPayload {
  const bad = () => badInput("cursor", BAD_CURSOR_MESSAGE);
  if (!/^[A-Za-z0-9_-]{1,4096}$/.test(cursor)) throw bad();
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(cursor, "base64url").toString("utf8"));
  } catch {
    throw bad();
  }
  const result = payloadSchema.safeParse(parsed);
  if (!result.success) throw bad();
  const payload = result.data;
  if (payload.k !== spec.key || payload.s !== `${sort.field}:${sort.dir}`) throw bad();
  const field = spec.meta.fields[sort.field];
  if (!field || (payload.v !== null && !isSortValueText(field, payload.v))) throw bad();
  if (payload.v === null && !spec.nullable[sort.field]) throw bad();
  const idOk = spec.idKind === "uuid" ? isUuid(payload.i) : spec.idKind === "integer" ? isBigintString(payload.i) : true;
  if (!idOk) throw bad();
  return payload;
}

function fieldOf(spec: AnyListSpec, field: string) {
  const def = spec.fields[field];
  if (!def) throw badInput("sort.field", "Não é possível ordenar por este campo.");
  return def;
}
