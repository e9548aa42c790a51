import type { Tranche } from "../commission-terms.schemas";
import { addMonths } from "./months";
import { applyRate, divRoundHalfEven, BP_PER_UNIT } from "./rounding";

/** What the schedule needs to know about a sale. */
export interface ScheduleSale {
  baseAmount: bigint;
  /** The sale's number of installments (premium installments, consórcio parcels), if any. */
  installments: number | null;
  /** How many months the sale lasts (its vigência), if known. */
  vigenciaMonths: number | null;
  /** First month of the schedule, "yyyy-MM". */
  startMonth: string;
}

export interface Installment {
  /** 1 = the first month. */
  number: number;
  dueMonth: string;
  amount: bigint;
}

/** Months a "while the sale lasts" tranche runs: installments, else vigência, else the horizon. */
export function openEndedMonths(sale: ScheduleSale, horizonMonths: number): number {
  return sale.installments ?? sale.vigenciaMonths ?? horizonMonths;
}

function trancheMonthAmount(t: Tranche, sale: ScheduleSale): bigint {
  if (t.kind === "fixed") return BigInt(t.fixedCents ?? 0);
  const bp = t.rateBp ?? 0;
  if (t.base === "installment") {
    // One premium installment's commission: base × rate / installments, rounded once (half-even).
    const parts = BigInt(Math.max(1, sale.installments ?? 1));
    return divRoundHalfEven(sale.baseAmount * BigInt(bp), BP_PER_UNIT * parts);
  }
  return applyRate(sale.baseAmount, bp);
}

/**
 * The receivable schedule: one installment per month that any tranche covers, amounts of overlapping
 * tranches added. Months with a zero amount are left out.
 */
export function expandSchedule(tranches: readonly Tranche[], sale: ScheduleSale, horizonMonths: number): Installment[] {
  const byMonth = new Map<number, bigint>();
  for (const t of tranches) {
    const months = t.months ?? Math.max(0, openEndedMonths(sale, horizonMonths) - t.fromMonth + 1);
    const amount = trancheMonthAmount(t, sale);
    for (let m = t.fromMonth; m < t.fromMonth + months; m++) byMonth.set(m, (byMonth.get(m) ?? 0n) + amount);
  }
  return [...byMonth.entries()]
    .filter(([, amount]) => amount !== 0n)
    .sort(([a], [b]) => a - b)
    .map(([number, amount]) => ({ number, dueMonth: addMonths(sale.startMonth, number - 1), amount }));
}
