import { formatBRL, formatDate } from "~/lib/format";
import type { Locale } from "~/lib/roles";
import type { ReportCell } from "./report-contract";

/**
 * How a report cell reads on screen and on paper, in the user's locale (pt-BR "1.234", "12,5 %"; en-US "1,234",
 * "12.5%"), and the plain number a chart plots. One place, so the table, the chart's tooltip and the print agree.
 */

const numberFormats = new Map<string, Intl.NumberFormat>();
function fmt(locale: Locale, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let f = numberFormats.get(key);
  if (!f) numberFormats.set(key, (f = new Intl.NumberFormat(locale, options)));
  return f;
}

/** "2026-03" → "mar. de 2026" / "Mar 2026". */
export function formatMonth(month: string, locale: Locale): string {
  const [y, m] = month.split("-").map(Number) as [number, number];
  return new Intl.DateTimeFormat(locale, { month: "short", year: "numeric", timeZone: "UTC" }).format(new Date(Date.UTC(y, m - 1, 15)));
}

export function formatCell(cell: ReportCell | undefined, locale: Locale, empty = "—"): string {
  if (!cell) return empty;
  switch (cell.kind) {
    case "text":
      return cell.value;
    case "count":
      return fmt(locale, { maximumFractionDigits: 0 }).format(cell.value);
    case "money":
      return formatBRL(cell.value, locale);
    case "rate":
      return cell.value === null ? empty : fmt(locale, { style: "percent", maximumFractionDigits: 1 }).format(cell.value / 10_000);
    case "days":
      return cell.value === null ? empty : fmt(locale, { maximumFractionDigits: 1 }).format(cell.value);
    case "month":
      return formatMonth(cell.value, locale);
    case "day":
      return formatDate(new Date(`${cell.value}T12:00:00-03:00`), locale);
  }
}

/** The value a chart plots: counts and days as they are, rates in percent, money in reais. */
export function chartValue(cell: ReportCell | undefined): number | null {
  if (!cell) return null;
  switch (cell.kind) {
    case "count":
      return cell.value;
    case "rate":
      return cell.value === null ? null : cell.value / 100;
    case "days":
      return cell.value;
    case "money":
      return Number(cell.value) / 100;
    default:
      return null;
  }
}

/** Numbers align right in a table. */
export const isNumericKind = (kind: ReportCell["kind"]) => kind === "count" || kind === "money" || kind === "rate" || kind === "days";
