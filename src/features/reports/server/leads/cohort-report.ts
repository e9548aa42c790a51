import type { ListFilter } from "~/features/lists/list.schemas";
import { WON_LEAD_STATUS } from "~/features/leads/lead-status";
import type { ReportCell, ReportColumn, ReportResult, ReportRow } from "../../report-contract";
import type { ReportRunner } from "../report-runner";
import { baseFilters, countCell, dayRangeFilters, leadReportCtx, rateCell } from "./lead-report-base";
import { cohortGroups, sumBy, total as sumOf } from "./lead-rollup";

/**
 * Cohort (DOMAIN.md §5, conversion rate of a cohort): the leads created in each São Paulo month of the period
 * (the first and last months cut to the period), and the share that reached "Converter em lead" within 30, 60
 * and 90 days of their creation, and by now.
 */

const WINDOWS = [30, 60, 90] as const;

/** The months a range of days touches, each as the days of it inside the range. */
export function monthsOf(range: { from: string; to: string }): { month: string; from: string; to: string }[] {
  const out: { month: string; from: string; to: string }[] = [];
  let month = range.from.slice(0, 7);
  while (month <= range.to.slice(0, 7)) {
    const [y, m] = month.split("-").map(Number) as [number, number];
    const last = new Date(Date.UTC(y, m, 0)).toISOString().slice(0, 10);
    out.push({ month, from: `${month}-01` < range.from ? range.from : `${month}-01`, to: last > range.to ? range.to : last });
    month = new Date(Date.UTC(y, m, 1)).toISOString().slice(0, 7);
  }
  return out;
}

export const cohortReport: ReportRunner = async (db, actor, filters, range): Promise<ReportResult> => {
  const ctx = await leadReportCtx(db, actor, filters, range);
  const base = baseFilters(filters);
  const byMonth = sumBy((await cohortGroups(ctx, range, [["month", "convDays"]]))[0]!, (g) => g.month);
  const rows: ReportRow[] = monthsOf(range).map(({ month, from, to }) => {
    const gs = byMonth.get(month) ?? [];
    const n = sumOf(gs);
    const cohort: ListFilter[] = [...base, ...dayRangeFilters("createdAt", { from, to })];
    const cells: Record<string, ReportCell> = { month: { kind: "month", value: month }, created: countCell(ctx, n, cohort) };
    WINDOWS.forEach((d) => {
      const won = sumOf(gs.filter((g) => g.convDays !== null && g.convDays <= d));
      cells[`d${d}`] = countCell(ctx, won, [...cohort, { field: "daysToConversion", operand: "lte", value: d }]);
      cells[`rate${d}`] = rateCell(won, n);
    });
    const won = sumOf(gs.filter((g) => g.status === WON_LEAD_STATUS));
    cells.won = countCell(ctx, won, [...cohort, { field: "status", operand: "eq", value: WON_LEAD_STATUS }]);
    cells.rate = rateCell(won, n);
    return { key: month, cells };
  });
  const columns: ReportColumn[] = [
    { key: "month", label: ctx.t("Mês de criação"), kind: "month" },
    { key: "created", label: ctx.t("Criados"), kind: "count" },
    ...WINDOWS.flatMap((d): ReportColumn[] => [
      { key: `d${d}`, label: ctx.t(`Convertidos em ${d} dias`), kind: "count" },
      { key: `rate${d}`, label: ctx.t(`Taxa em ${d} dias`), kind: "rate" },
    ]),
    { key: "won", label: ctx.t("Convertidos até hoje"), kind: "count" },
    { key: "rate", label: ctx.t("Taxa até hoje"), kind: "rate" },
  ];
  return {
    key: "cohort",
    range,
    sections: [
      {
        key: "cohort",
        title: ctx.t("Coortes mensais"),
        note: ctx.t("Taxa de conversão (coorte): dos leads criados em cada mês, a parte que chegou a Converter em lead até 30, 60 e 90 dias depois da criação, e até hoje. Meses recentes ainda estão amadurecendo."),
        columns,
        rows,
        chart: { type: "line", x: "month", series: ["rate30", "rate60", "rate90", "rate"] },
      },
    ],
  };
};
