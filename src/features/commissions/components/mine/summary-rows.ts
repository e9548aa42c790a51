import type { Bucket } from "../../commissions.schemas";

export type BucketTotals = Record<Bucket, bigint>;

/** One line of `commissions.summary`: a competence month and category with its six numbers. */
export interface SummaryLine extends BucketTotals {
  month: string;
  category: string | null;
}

export interface MonthRow {
  month: string;
  totals: BucketTotals;
  /** The month's categories, in the order the API sent them (by code). */
  categories: SummaryLine[];
}

/** The cards' and the table's order: the commission's lifecycle, then the clawbacks. */
export const BUCKET_ORDER: readonly Bucket[] = ["previsto", "aReceber", "recebido", "aRepassar", "pago", "estornos"];

export const zeroTotals = (): BucketTotals => ({ previsto: 0n, aReceber: 0n, recebido: 0n, aRepassar: 0n, pago: 0n, estornos: 0n });

/** The summary lines folded into one row per month (oldest first), each with its total and its categories. */
export function monthRows(lines: readonly SummaryLine[]): MonthRow[] {
  const byMonth = new Map<string, MonthRow>();
  for (const line of lines) {
    let row = byMonth.get(line.month);
    if (!row) {
      row = { month: line.month, totals: zeroTotals(), categories: [] };
      byMonth.set(line.month, row);
    }
    for (const bucket of BUCKET_ORDER) row.totals[bucket] += line[bucket];
    row.categories.push(line);
  }
  return [...byMonth.values()].sort((a, b) => (a.month < b.month ? -1 : a.month > b.month ? 1 : 0));
}

