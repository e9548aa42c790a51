import { addMonths, monthsInclusive } from "../../engine/months";

/**
 * The month range of "Minhas comissões", kept in the URL (?de=2026-06&ate=2027-05) so a reload or a shared
 * link shows the same numbers. Months are "yyyy-MM" strings in São Paulo time, as the API takes them.
 */
export interface MonthRange {
  from: string;
  to: string;
}

/** Months back (the current one included) and ahead shown by default: enough history, and what is still previsto. */
export const MONTHS_BACK = 6;
export const MONTHS_AHEAD = 6;
/** The widest range the page asks for: the table stays readable and the query bounded. */
export const MAX_RANGE_MONTHS = 60;

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

export const isMonth = (value: unknown): value is string => typeof value === "string" && MONTH.test(value);

/** The last 6 months up to the current one, plus the next 6. */
export function defaultRange(current: string): MonthRange {
  return { from: addMonths(current, 1 - MONTHS_BACK), to: addMonths(current, MONTHS_AHEAD) };
}

const single = (value: unknown): unknown => (Array.isArray(value) ? value[0] : value);

/**
 * The range a URL asks for: a missing or malformed end falls back to the default one, ends given in the
 * wrong order are swapped, and a range wider than MAX_RANGE_MONTHS is cut from its start.
 */
export function rangeFromQuery(query: Record<string, unknown>, current: string): MonthRange {
  const fallback = defaultRange(current);
  const de = single(query.de);
  const ate = single(query.ate);
  let from = isMonth(de) ? de : fallback.from;
  let to = isMonth(ate) ? ate : fallback.to;
  if (from > to) [from, to] = [to, from];
  if (monthsInclusive(from, to) > MAX_RANGE_MONTHS) to = addMonths(from, MAX_RANGE_MONTHS - 1);
  return { from, to };
}

/** The `pessoa` in the URL: someone else's id, or null for the signed-in user. */
export function personFromQuery(query: Record<string, unknown>): string | null {
  const pessoa = single(query.pessoa);
  return typeof pessoa === "string" && pessoa.length > 0 && pessoa.length <= 64 ? pessoa : null;
}

/** The URL query for a range and a person; the defaults are left out so the plain /comissoes stays clean. */
export function queryOf(range: MonthRange, person: string | null, current: string): Record<string, string> {
  const fallback = defaultRange(current);
  const query: Record<string, string> = {};
  if (range.from !== fallback.from || range.to !== fallback.to) {
    query.de = range.from;
    query.ate = range.to;
  }
  if (person) query.pessoa = person;
  return query;
}

/**
 * The months offered by the range selects: from 3 years back to 2 years ahead of the current month, plus
 * the range's own ends when a link points outside that window. Newest last.
 */
export function monthOptions(current: string, range: MonthRange): string[] {
  const months = new Set<string>();
  for (let i = -36; i <= 24; i++) months.add(addMonths(current, i));
  months.add(range.from);
  months.add(range.to);
  return [...months].sort();
}

/** A new range after one end changed, keeping from ≤ to by moving the other end along. */
export function withEnd(range: MonthRange, end: "from" | "to", month: string): MonthRange {
  if (end === "from") return { from: month, to: month > range.to ? month : range.to };
  return { from: month < range.from ? month : range.from, to: month };
}
