import { readTogether } from "~/server/db/read-together";
import type { ListFilter } from "~/features/lists/list.schemas";
import { LOST_LEAD_STATUSES, OPEN_LEAD_STATUSES, WON_LEAD_STATUS } from "~/features/leads/lead-status";
import { LEAD_STATUSES } from "~/lib/catalog/lead-statuses";
import type { ReportResult, ReportRow, ReportSection } from "../../report-contract";
import type { ReportRunner } from "../report-runner";
import { cohortGroups, statusPathSums, sumBy, total as sumOf, type CohortGroup } from "./lead-rollup";
import { DIMENSIONS, dimensionColumnLabel, dimensionFilter, dimensionKeyOf, dimensionTitle, labelledKeys, type Dimension } from "./lead-dimensions";
import { baseFilters, countCell, dayRangeFilters, leadReportCtx, rateCell, statusLabel, textCell, type LeadReportCtx } from "./lead-report-base";

/**
 * Funil. Which leads: those created in the period (a cohort, DOMAIN.md §5), each in the status it holds now —
 * for a period ending today, its status at the period's end. Stage conversion follows §5: of the leads that
 * entered a status, the share that reached "Converter em lead".
 */

const WON = WON_LEAD_STATUS;
const statusIn = (statuses: readonly string[]): ListFilter => ({ field: "status", operand: "in", value: [...statuses] });

function byStatus(ctx: LeadReportCtx, cohort: ListFilter[], groups: CohortGroup[]): ReportSection {
  const n = new Map([...sumBy(groups, (g) => g.status)].map(([s, gs]) => [s, sumOf(gs)]));
  const total = sumOf(groups);
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

/**
 * Leads that entered each status: those in it now (from the cohort rollup) plus those in another status now whose
 * changes name it (from the status-path rollup) — two disjoint parts. Equal to the list's "passou pelo status"
 * (statusesEntered), which walks the activities themselves. `secs`: the status-path seconds time in status adds.
 */
export async function enteredCounts(ctx: LeadReportCtx, groups: CohortGroup[]): Promise<Map<string, { n: number; won: number; secs: number }>> {
  const out = new Map<string, { n: number; won: number; secs: number }>();
  for (const [status, gs] of sumBy(groups, (g) => g.status)) out.set(status, { n: sumOf(gs), won: status === WON ? sumOf(gs) : 0, secs: 0 });
  for (const r of await statusPathSums(ctx, ctx.range)) {
    const prev = out.get(r.status) ?? { n: 0, won: 0, secs: 0 };
    out.set(r.status, { n: prev.n + r.n, won: prev.won + r.won, secs: prev.secs + r.secs });
  }
  return out;
}

async function stages(ctx: LeadReportCtx, cohort: ListFilter[], groups: CohortGroup[]): Promise<ReportSection> {
  const by = await enteredCounts(ctx, groups);
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
export async function dimensionSection(ctx: LeadReportCtx, dim: Dimension, cohort: ListFilter[], cube: CohortGroup[]): Promise<ReportSection> {
  const groups = new Map<string | null, Map<string, number>>();
  for (const r of cube) {
    const k = dimensionKeyOf(dim, r);
    const g = groups.get(k) ?? new Map<string, number>();
    g.set(r.status, (g.get(r.status) ?? 0) + r.n);
    groups.set(k, g);
  }
  const sum = (g: Map<string, number>, statuses: readonly string[]) => statuses.reduce((a, s) => a + (g.get(s) ?? 0), 0);
  const rows = (await labelledKeys(ctx, dim, groups.keys())).map(({ key: k, label }): ReportRow => {
    const g = groups.get(k)!;
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
  const [[bySource, byTeam, byOwner], [byCategory]] = await readTogether(
    db,
    () => cohortGroups(ctx, range, [["source"], ["teamId"], ["ownerId"]]),
    () => cohortGroups(ctx, range, [["category"]], true),
  );
  const cubes = { source: bySource!, team: byTeam!, seller: byOwner!, category: byCategory! };
  // Any one-dimension read sums to the cohort by status.
  const sections = [
    byStatus(ctx, cohort, bySource!),
    ...(await readTogether(db, () => stages(ctx, cohort, bySource!), ...DIMENSIONS.map((dim) => () => dimensionSection(ctx, dim, cohort, cubes[dim])))),
  ];
  return { key: "funil", range, sections };
};
