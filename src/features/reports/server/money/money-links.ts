import { listStateToQuery } from "~/features/lists/url-state";
import type { ListFilter } from "~/features/lists/list.schemas";
import { addMonths } from "~/features/commissions/engine/months";
import type { DayRange, ReportFilters } from "../../report-contract";

/** The /vendas link of a figure: the sales list filtered to exactly the sales it counts. */
export function salesHref(filters: readonly ListFilter[]): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(listStateToQuery({ filters: [...filters] }))) {
    for (const v of [value].flat()) params.append(key, v);
  }
  return `/vendas?${params.toString()}`;
}

/** The report's own filters as sales-list filters (the seller's team through the list's seller join). */
export function salesFilterOf(filters: ReportFilters): ListFilter[] {
  const out: ListFilter[] = [];
  if (filters.category) out.push({ field: "category", operand: "eq", value: filters.category });
  if (filters.partnerId) out.push({ field: "partnerId", operand: "eq", value: filters.partnerId });
  if (filters.sellerId) out.push({ field: "sellerId", operand: "eq", value: filters.sellerId });
  if (filters.teamId) out.push({ field: "teamId", operand: "eq", value: filters.teamId });
  return out;
}

export const between = (field: string, from: string, to: string): ListFilter => ({ field, operand: "between", value: [from, to] });

/** The last day of a "yyyy-MM" month. */
export function monthEnd(month: string): string {
  return new Date(Date.parse(`${addMonths(month, 1)}-01T12:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
}

/** The part of a month inside the period (its first and last days clipped to the range). */
export function monthWithin(month: string, range: DayRange): DayRange {
  const from = `${month}-01`;
  const to = monthEnd(month);
  return { from: from < range.from ? range.from : from, to: to > range.to ? range.to : to };
}

/** Every "yyyy-MM" month a period touches, in order. */
export function monthsOf(range: DayRange): string[] {
  const months: string[] = [];
  for (let m = range.from.slice(0, 7); m <= range.to.slice(0, 7); m = addMonths(m, 1)) months.push(m);
  return months;
}
