import type { ListFilter } from "~/features/lists/list.schemas";
import { saoPauloDay } from "~/lib/format";
import { ONE_DAY_MS } from "~/lib/time";
import { saoPauloWeek, staleCutoff, type DueBucket } from "../lead-status";

/**
 * The leads list's relative filters ("Atrasados", "Hoje", "Esta semana", "Parados") as plain list
 * filters on São Paulo days and instants, so the list, the URL, saved views and exports all read them.
 * A saved view stores the dates of the day it was saved: reanchorRelativeFilters moves them to today.
 */

/** A filter as a list takes it or as a saved view stores it (plain data). */
type LooseFilter = { field: string; operand: string; value?: unknown };

export const DUE_BUCKETS: readonly DueBucket[] = ["overdue", "today", "thisWeek"];
const DUE_FIELD = "nextContactOn";
const STALE_FIELD = "lastActivityAt";
const CREATED_FIELD = "createdAt";

/** The next-contact filter of a bucket: before today, today, or from today to this Sunday. */
export function dueFilter(bucket: DueBucket, now: Date): ListFilter {
  const { today, sunday } = saoPauloWeek(now);
  if (bucket === "overdue") return { field: DUE_FIELD, operand: "lt", value: today };
  if (bucket === "today") return { field: DUE_FIELD, operand: "eq", value: today };
  return { field: DUE_FIELD, operand: "between", value: [today, sunday] };
}

/** Which bucket the filters hold (the shape decides: lt, eq or between on the next-contact day). */
export function dueBucketOf(filters: readonly LooseFilter[]): DueBucket | null {
  const f = filters.find((x) => x.field === DUE_FIELD);
  if (!f) return null;
  return f.operand === "lt" ? "overdue" : f.operand === "eq" ? "today" : f.operand === "between" ? "thisWeek" : null;
}

/** "Parados": no timeline entry for 15 days. */
export function staleFilter(now: Date): ListFilter {
  // To the minute: a shorter URL, and the same value for every request of that minute.
  const cutoff = staleCutoff(now);
  cutoff.setUTCSeconds(0, 0);
  return { field: STALE_FIELD, operand: "lt", value: cutoff.toISOString() };
}

export const isStaleFiltered = (filters: readonly ListFilter[]) => filters.some((f) => f.field === STALE_FIELD && f.operand === "lt");

/** Filters with the relative ones re-computed for `now` (a view saved last week means "overdue today"). */
export function reanchorRelativeFilters<F extends LooseFilter>(filters: readonly F[], now: Date): (F | ListFilter)[] {
  const bucket = dueBucketOf(filters);
  return filters.map((f) => {
    if (f.field === DUE_FIELD && bucket) return dueFilter(bucket, now);
    if (f.field === STALE_FIELD && f.operand === "lt") return staleFilter(now);
    return f;
  });
}

/** The São Paulo instant a calendar day starts ("2026-03-01" → 2026-03-01T03:00:00.000Z); Brazil has no DST since 2019. */
export function saoPauloDayStart(day: string): string {
  return new Date(`${day}T00:00:00-03:00`).toISOString();
}

/** "Criados entre": from the first day's start (gte) to the start of the day after the last (lt). */
export function createdRangeFilters(from: string | null, to: string | null): ListFilter[] {
  const out: ListFilter[] = [];
  if (from) out.push({ field: CREATED_FIELD, operand: "gte", value: saoPauloDayStart(from) });
  if (to) out.push({ field: CREATED_FIELD, operand: "lt", value: new Date(new Date(saoPauloDayStart(to)).getTime() + ONE_DAY_MS).toISOString() });
  return out;
}

/** The São Paulo days of a created range read back from the filters. */
export function createdRangeOf(filters: readonly ListFilter[]): { from: string | null; to: string | null } {
  const instant = (operand: string) => {
    const f = filters.find((x) => x.field === CREATED_FIELD && x.operand === operand);
    const d = typeof f?.value === "string" ? new Date(f.value) : null;
    return d && !Number.isNaN(d.getTime()) ? d : null;
  };
  const from = instant("gte");
  const to = instant("lt");
  return { from: from ? saoPauloDay(from) : null, to: to ? saoPauloDay(new Date(to.getTime() - ONE_DAY_MS)) : null };
}

/** The filters without `field`, plus `next` (a select that sets one filter of its own). */
export function replaceFilter(filters: readonly ListFilter[], field: string, next: readonly ListFilter[]): ListFilter[] {
  return [...filters.filter((f) => f.field !== field), ...next];
}

const isRelative = (f: LooseFilter) => f.field === DUE_FIELD || (f.field === STALE_FIELD && f.operand === "lt");

/**
 * The current filters with each relative one swapped for the saved view's of the same shape, so a view
 * re-anchored to today (same bucket, other dates) is not reported as "alterada".
 */
export function alignRelativeFilters<F extends LooseFilter>(current: readonly F[], saved: readonly LooseFilter[]): (F | LooseFilter)[] {
  return current.map((f) => (isRelative(f) ? (saved.find((s) => s.field === f.field && s.operand === f.operand) ?? f) : f));
}
