import { sql, type SQL } from "drizzle-orm";
import { leads } from "~/server/db/schema";
import { readTogether } from "~/server/db/read-together";
import type { ListFilter } from "~/features/lists/list.schemas";
import { LOST_LEAD_STATUSES } from "~/features/leads/lead-status";
import type { ReportCell, ReportResult, ReportRow, ReportSection } from "../../report-contract";
import type { ReportRunner } from "../report-runner";
import { dimensionColumnLabel, dimensionFilter, dimensionKeySql, dimensionLabels, dimensionTitle, shownKey, sortByLabel, type Dimension } from "./lead-dimensions";
import { baseFilters, countCell, dayRangeFilters, leadReportCtx, leadWhere, lostReasonLabel, rateCell, rowsOf, textCell, type LeadReportCtx } from "./lead-report-base";

/**
 * Perdas: the leads lost in the period — in a lost status (Não responde, Não qualificado, Sem interesse) that they
 * entered during the period — by motivo de perda, then by category and by source against the motivo.
 */

const reasonFilter = (reason: string | null): ListFilter =>
  reason === null ? { field: "lostReason", operand: "isEmpty" } : { field: "lostReason", operand: "eq", value: reason };

async function byReason(ctx: LeadReportCtx, lost: ListFilter[]): Promise<{ section: ReportSection; reasons: (string | null)[] }> {
  const counts = await rowsOf<{ reason: string | null; n: number }>(
    ctx.db,
    sql`select nullif(${leads.lostReason}, '') as reason, count(*)::int as n from ${leads} where ${leadWhere(ctx, lost)} group by 1 order by 2 desc, 1`,
  );
  const total = counts.reduce((a, r) => a + Number(r.n), 0);
  const rows: ReportRow[] = counts.map((r) => ({
    key: r.reason ?? "none",
    cells: {
      reason: textCell(r.reason === null ? ctx.t("Sem motivo") : lostReasonLabel(ctx, r.reason)),
      leads: countCell(ctx, Number(r.n), [...lost, reasonFilter(r.reason)]),
      share: rateCell(Number(r.n), total),
    },
  }));
  return {
    reasons: counts.map((r) => r.reason),
    section: {
      key: "reason",
      title: ctx.t("Por motivo de perda"),
      note: ctx.t("Leads perdidos no período: em um status de perda (Não responde, Não qualificado, Sem interesse) em que entraram no período."),
      columns: [
        { key: "reason", label: ctx.t("Motivo de perda"), kind: "text" },
        { key: "leads", label: ctx.t("Leads"), kind: "count" },
        { key: "share", label: ctx.t("Parte"), kind: "rate" },
      ],
      rows,
      totals: { key: "total", cells: { reason: textCell(ctx.t("Total")), leads: countCell(ctx, total, lost), share: rateCell(total, total) } },
      chart: { type: "bar", x: "reason", series: ["leads"] },
    },
  };
}

/** One row per value of the dimension, one column per motivo (in the first section's order). */
async function matrix(ctx: LeadReportCtx, dim: Dimension, lost: ListFilter[], reasons: (string | null)[]): Promise<ReportSection> {
  const key: SQL = dimensionKeySql(dim);
  const counts = await rowsOf<{ k: string | null; reason: string | null; n: number }>(
    ctx.db,
    sql`select ${key} as k, nullif(${leads.lostReason}, '') as reason, count(*)::int as n from ${leads} where ${leadWhere(ctx, lost)} group by 1, 2`,
  );
  const cells = new Map<string | null, Map<string | null, number>>();
  for (const r of counts) {
    if (!shownKey(ctx, dim, r.k)) continue;
    const g = cells.get(r.k) ?? new Map<string | null, number>();
    g.set(r.reason, Number(r.n));
    cells.set(r.k, g);
  }
  const labels = await dimensionLabels(ctx, dim, [...cells.keys()]);
  const reasonKey = (i: number) => `r${i}`;
  const rows = sortByLabel(
    [...cells.keys()].map((k) => ({ key: k, label: labels.get(k) ?? "" })),
    ctx.locale,
  ).map(({ key: k, label }): ReportRow => {
    const of = [...lost, dimensionFilter(dim, k)];
    const g = cells.get(k)!;
    const row: Record<string, ReportCell> = { group: textCell(label) };
    reasons.forEach((reason, i) => (row[reasonKey(i)] = countCell(ctx, g.get(reason) ?? 0, [...of, reasonFilter(reason)])));
    row.total = countCell(ctx, [...g.values()].reduce((a, b) => a + b, 0), of);
    return { key: k ?? "none", cells: row };
  });
  return {
    key: dim,
    title: dimensionTitle(ctx, dim),
    note: dim === "category" ? ctx.t("Um lead de várias categorias conta em cada uma delas.") : null,
    columns: [
      { key: "group", label: dimensionColumnLabel(ctx, dim), kind: "text" },
      ...reasons.map((reason, i) => ({ key: reasonKey(i), label: reason === null ? ctx.t("Sem motivo") : lostReasonLabel(ctx, reason), kind: "count" as const })),
      { key: "total", label: ctx.t("Total"), kind: "count" },
    ],
    rows,
    chart: { type: "stacked-bar", x: "group", series: reasons.map((_, i) => reasonKey(i)) },
  };
}

export const lossesReport: ReportRunner = async (db, actor, filters, range): Promise<ReportResult> => {
  const ctx = await leadReportCtx(db, actor, filters, range);
  const lost: ListFilter[] = [
    ...baseFilters(filters),
    { field: "status", operand: "in", value: [...LOST_LEAD_STATUSES] },
    ...dayRangeFilters("statusChangedAt", range),
  ];
  const { section, reasons } = await byReason(ctx, lost);
  const matrices = await readTogether(
    db,
    () => matrix(ctx, "category", lost, reasons),
    () => matrix(ctx, "source", lost, reasons),
  );
  return { key: "perdas", range, sections: [section, ...matrices] };
};
