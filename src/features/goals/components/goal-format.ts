import { formatBRL } from "~/lib/format";
import { MONEY_METRICS, type GoalMetric } from "~/lib/catalog/goal-metrics";
import type { Locale } from "~/lib/roles";

/** A goal's figure as its metric reads: a count of sales, or money (centavos). */
export function formatGoalValue(metric: GoalMetric, value: bigint, locale: Locale): string {
  return MONEY_METRICS.has(metric) ? formatBRL(value, locale) : new Intl.NumberFormat(locale).format(value);
}

/** 93.3 → "93,3%" (pt-BR) / "93.3%" (en-US). */
export function formatPct(pct: number, locale: Locale): string {
  return new Intl.NumberFormat(locale, { style: "percent", maximumFractionDigits: 1 }).format(pct / 100);
}

/** How wide a progress bar is drawn: 0–100 (beyond the target it is full; below zero, empty). */
export function barWidth(pct: number): number {
  return Math.max(0, Math.min(100, pct));
}
