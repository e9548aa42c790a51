import { sql, type SQL } from "drizzle-orm";
import { leads } from "~/server/db/schema";
import type { ListFilter } from "~/features/lists/list.schemas";
import { leadStatusesEnteredSql } from "~/features/leads/server/leads.list";
import { LOST_LEAD_STATUSES, OPEN_LEAD_STATUSES, WON_LEAD_STATUS } from "~/features/leads/lead-status";
import { LEAD_STATUSES } from "~/lib/catalog/lead-statuses";
import type { ReportResult, ReportRow, ReportSection } from "../../report-contract";
import type { ReportRunner } from "../report-runner";
import { DIMENSIONS, dimensionColumnLabel, dimensionFilter, dimensionKeySql, dimensionLabels, dimensionTitle, shownKey, sortByLabel, type Dimension } from "./lead-dimensions";
import { baseFilters, countCell, dayRangeFilters, leadReportCtx, leadWhere, rateCell, rowsOf, statusLabel, textCell, type LeadReportCtx } from "./lead-report-base";

/**
 * Funil. Which leads: those created in the period (a cohort, DOMAIN.md §5), each in the status it holds now —
 * for a period ending today, its status at the period's end. Stage conversion follows §5: of the leads that
 * entered a status, the share that reached "Converter em lead".
 */

const WON = WON_LEAD_STATUS;
const statusIn = (statuses: readonly string[]): ListFilter => ({ field: "status", operand: "in", value: [...statuses] });

async function byStatus(ctx: LeadReportCtx, cohort: ListFilter[]): Promise<ReportSection> {
  const counts = await rowsOf<{ status: string; n: number }>(
    ctx.db,
    sql`select ${leads.status} as status, count(*)::int as n from ${leads} where ${leadWhere(ctx, cohort)} group by 1`,
  );
  const n = new Map(counts.map((r) => [r.status, Number(r.n)]));
  const total = [...n.values()].reduce((a, b) => a + b, 0);
  const rows: ReportRow[] = LEAD_STATUSES.map((s) => ({
    key: s,
    cells: { status: textCell(statusLabel(ctx, s)), leads: countCell(ctx, n.get(s) ?? 0, [...cohort, { field: "status", operand: "eq", value: s }]) },
  }));
  return {
    key: "status",
    title: ctx.t("Leads por status"),
    note: ctx.t("Leads criados no período, pelo status que têm hoje (coorte do período)."),
    columns: [
      { key: "status", label: ctx.t("Status"), kind: "text" },
      { key: "leads", label: ctx.t("Leads"), kind: "count" },
    ],
    rows,
    totals: { key: "total", cells: { status: textCell(ctx.t("Total")), leads: countCell(ctx, total, cohort) } },
    chart: { type: "funnel", x: "status", series: ["leads"] },
  };
}

async function stages(ctx: LeadReportCtx, cohort: ListFilter[]): Promise<ReportSection> {
  const counts = await rowsOf<{ status: string; n: number; won: number }>(
    ctx.db,
    sql`select e.s as status, count(*)::int as n, (count(*) filter (where ${leads.status} = ${WON}))::int as won
        from ${leads} cross join lateral unnest(${leadStatusesEnteredSql}) as e(s) where ${leadWhere(ctx, cohort)} group by 1`,
  );
  const by = new Map(counts.map((r) => [r.status, { n: Number(r.n), won: Number(r.won) }]));
  const rows: ReportRow[] = LEAD_STATUSES.filter((s) => s !== WON).map((s) => {
    const c = by.get(s) ?? { n: 0, won: 0 };
    const entered: ListFilter[] = [...cohort, { field: "statusesEntered", operand: "hasAny", value: [s] }];
    return {
      key: s,
      cells: {
        status: textCell(statusLabel(ctx, s)),
        entered: countCell(ctx, c.n, entered),
        won: countCell(ctx, c.won, [...entered, { field: "status", operand: "eq", value: WON }]),
        rate: rateCell(c.won, c.n),
      },
    };
  });
  return {
    key: "stages",
    title: ctx.t("Conversão entre etapas"),
    note: ctx.t("Conversão por etapa: dos leads criados no período que passaram pelo status, a parte que chegou a Converter em lead."),
    columns: [
      { key: "status", label: ctx.t("Status"), kind: "text" },
      { key: "entered", label: ctx.t("Passaram pelo status"), kind: "count" },
      { key: "won", label: ctx.t("Convertidos"), kind: "count" },
      { key: "rate", label: ctx.t("Conversão"), kind: "rate" },
    ],
    rows,
    chart: { type: "bar", x: "status", series: ["entered", "won"] },
  };
}

/** Leads created, open, lost and converted per value of a dimension. */
export async function dimensionSection(ctx: LeadReportCtx, dim: Dimension, cohort: ListFilter[]): Promise<ReportSection> {
  const key: SQL = dimensionKeySql(dim);
  const counts = await rowsOf<{ k: string | null; status: string; n: number }>(
    ctx.db,
    sql`select ${key} as k, ${leads.status} as status, count(*)::int as n from ${leads} where ${leadWhere(ctx, cohort)} group by 1, 2`,
  );
  const groups = new Map<string | null, Map<string, number>>();
  for (const r of counts) {
    if (!shownKey(ctx, dim, r.k)) continue;
    const g = groups.get(r.k) ?? new Map<string, number>();
    g.set(r.status, Number(r.n));
    groups.set(r.k, g);
  }
  const labels = await dimensionLabels(ctx, dim, [...groups.keys()]);
  const sum = (g: Map<string, number>, statuses: readonly string[]) => statuses.reduce((a, s) => a + (g.get(s) ?? 0), 0);
  const rows = sortByLabel(
    [...groups.entries()].map(([k, g]) => ({ key: k, label: labels.get(k) ?? "", g })),
    ctx.locale,
  ).map(({ key: k, label, g }): ReportRow => {
    const of = [...cohort, dimensionFilter(dim, k)];
    const created = sum(g, LEAD_STATUSES);
    const won = g.get(WON) ?? 0;
    return {
      key: k ?? "none",
      cells: {
        group: textCell(label),
        created: countCell(ctx, created, of),
        open: countCell(ctx, sum(g, OPEN_LEAD_STATUSES), [...of, statusIn(OPEN_LEAD_STATUSES)]),
        lost: countCell(ctx, sum(g, LOST_LEAD_STATUSES), [...of, statusIn(LOST_LEAD_STATUSES)]),
        won: countCell(ctx, won, [...of, { field: "status", operand: "eq", value: WON }]),
        rate: rateCell(won, created),
      },
    };
  });
  return {
    key: dim,
    title: dimensionTitle(ctx, dim),
    note: dim === "category" ? ctx.t("Um lead de várias categorias conta em cada uma delas.") : null,
    columns: [
      { key: "group", label: dimensionColumnLabel(ctx, dim), kind: "text" },
      { key: "created", label: ctx.t("Criados"), kind: "count" },
      { key: "open", label: ctx.t("Em aberto"), kind: "count" },
      { key: "lost", label: ctx.t("Perdidos"), kind: "count" },
      { key: "won", label: ctx.t("Convertidos"), kind: "count" },
      { key: "rate", label: ctx.t("Conversão"), kind: "rate" },
    ],
    rows,
    chart: { type: "stacked-bar", x: "group", series: ["open", "lost", "won"] },
  };
}

export const funnelReport: ReportRunner = async (db, actor, filters, range): Promise<ReportResult> => {
  const ctx = await leadReportCtx(db, actor, filters, range);
  const cohort = [...baseFilters(filters), ...dayRangeFilters("createdAt", range)];
  const sections = [await byStatus(ctx, cohort), await stages(ctx, cohort)];
  for (const dim of DIMENSIONS) sections.push(await dimensionSection(ctx, dim, cohort));
  return { key: "funil", range, sections };
};
