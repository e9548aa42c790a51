import { and, sql, type SQL } from "drizzle-orm";
import type { PgSelect, SelectedFields } from "drizzle-orm/pg-core";
import type { DbOrTx } from "~/server/db/client";
import { badInput } from "~/server/errors";
import { checkListInput, type CheckedListInput } from "../filter-values";
import type { AnyListSpec, ListRow } from "../list-spec";
import { listQueryInput, type ListQueryArgs } from "../list.schemas";
import { COUNT_CAP, DEFAULT_PAGE, MAX_PAGE } from "../operands";
import { afterCursorSql, decodeCursor, encodeCursor, orderBySql, sortValueText } from "./keyset";
import { buildWhere } from "./where";

export interface ListPage<Row> {
  items: Row[];
  /** Pass back as `cursor` for the next page; null on the last page. */
  nextCursor: string | null;
}

export interface ListCount {
  /** Exact up to COUNT_CAP; COUNT_CAP when there are more. */
  count: number;
  /** More than COUNT_CAP rows: show "10.000+". */
  capped: boolean;
}

const SORT_KEY = "__listSortValue";
const ID_KEY = "__listId";

/**
 * The list input schema refined with one list's fields: unknown fields, operands the field does
 * not take, values of the wrong type and unsortable sorts fail validation with their path
 * ("filters.0.value", "sort.field"), as BAD_REQUEST.
 */
export function listInputFor(spec: AnyListSpec) {
  return listQueryInput.superRefine((input, ctx) => {
    for (const issue of checkListInput(spec.meta, input).issues) ctx.addIssue({ code: "custom", path: issue.path, message: issue.message });
  });
}

/** The same checks for services called directly: the first problem as BAD_REQUEST naming its field. */
export function checkedInput(spec: AnyListSpec, input: ListQueryArgs): CheckedListInput {
  const checked = checkListInput(spec.meta, input);
  const first = checked.issues[0];
  if (first) throw badInput(first.path.join("."), first.message);
  return checked;
}

function pageLimit(limit: number | undefined): number {
  const n = limit ?? DEFAULT_PAGE;
  if (!Number.isInteger(n) || n < 1 || n > MAX_PAGE) throw badInput("limit", `No máximo ${MAX_PAGE} por página.`);
  return n;
}

function withJoins<Q extends PgSelect>(spec: AnyListSpec, query: Q, forCount = false): Q {
  let q = query;
  for (const join of spec.joins) {
    if (forCount && join.columnsOnly) continue;
    q = (join.type === "inner" ? q.innerJoin(join.table, join.on) : q.leftJoin(join.table, join.on)) as unknown as Q;
  }
  return q;
}

function pgCode(err: unknown): string | null {
  let cur: unknown = err;
  for (let depth = 0; cur && depth < 5; depth++) {
    const code = (cur as { code?: unknown }).code;
    if (typeof code === "string" && /^[0-9A-Z]{5}$/.test(code)) return code;
    cur = (cur as { cause?: unknown }).cause;
  }
  return null;
}

/**
 * Last line of defence: a value the checks let through but PostgreSQL refuses for the column
 * (class 22, "data exception": e.g. 1.5 for an integer expression) is the caller's mistake.
 */
async function guarded<T>(run: Promise<T>): Promise<T> {
  try {
    return await run;
  } catch (err) {
    if (pgCode(err)?.startsWith("22")) throw badInput("filters", "Um dos filtros tem um valor que não serve para este campo.");
    throw err;
  }
}

/**
 * One page of a list: filters, search, the caller's row scope (e.g. the policy's "own or team"),
 * sorted by (sort field, id), limit+1 rows fetched to know whether there is a next page.
 */
export async function runListQuery<S extends AnyListSpec>(
  db: DbOrTx,
  spec: S,
  input: ListQueryArgs,
  opts: { scope?: SQL } = {},
): Promise<ListPage<ListRow<S>>> {
  const limit = pageLimit(input.limit);
  const { filters, sort, search } = checkedInput(spec, input);
  const cursor = input.cursor ? decodeCursor(spec, sort, input.cursor) : null;
  const field = spec.fields[sort.field]!;
  const selection = {
    ...spec.select,
    [SORT_KEY]: sortValueText(field.type, field.column),
    [ID_KEY]: sql<string>`(${spec.id})::text`,
  } as SelectedFields;
  const where = and(opts.scope, buildWhere(spec, filters, search), cursor ? afterCursorSql(spec, sort, cursor) : undefined);
  const query = withJoins(spec, db.select(selection).from(spec.from).$dynamic())
    .where(where)
    .orderBy(...orderBySql(spec, sort))
    .limit(limit + 1);
  const rows = (await guarded(query)) as Record<string, unknown>[];
  const page = rows.slice(0, limit);
  const last = page[page.length - 1];
  const nextCursor =
    rows.length > limit && last
      ? encodeCursor({ k: spec.key, s: `${sort.field}:${sort.dir}`, v: (last[SORT_KEY] as string | null) ?? null, i: String(last[ID_KEY]) })
      : null;
  const items = page.map((row) => {
    const { [SORT_KEY]: _sort, [ID_KEY]: _id, ...item } = row;
    return item as ListRow<S>;
  });
  return { items, nextCursor };
}

/**
 * How many rows match (filters, search, scope; cursor and sort ignored): exact up to
 * COUNT_CAP, then { count: COUNT_CAP, capped: true }. Counts over a LIMIT COUNT_CAP+1
 * subquery, so a huge list costs at most COUNT_CAP+1 rows.
 */
export async function countCapped(db: DbOrTx, spec: AnyListSpec, input: ListQueryArgs, scope?: SQL): Promise<ListCount> {
  const { filters, search } = checkedInput(spec, { filters: input.filters, search: input.search });
  const inner = withJoins(spec, db.select({ one: sql<number>`1`.as("one") }).from(spec.from).$dynamic(), true)
    .where(and(scope, buildWhere(spec, filters, search)))
    .limit(COUNT_CAP + 1)
    .as("capped");
  const [row] = await guarded(db.select({ n: sql<number>`count(*)::int` }).from(inner));
  const n = row?.n ?? 0;
  return { count: Math.min(n, COUNT_CAP), capped: n > COUNT_CAP };
}
