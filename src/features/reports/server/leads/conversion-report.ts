import { sql, type SQL } from "drizzle-orm";
import { leads } from "~/server/db/schema";
import { readTogether } from "~/server/db/read-together";
import type { ListFilter } from "~/features/lists/list.schemas";
import { firstContactSlaHours } from "~/features/leads/server/lead-access";
import { WON_LEAD_STATUS } from "~/features/leads/lead-status";
import type { ReportResult, ReportRow, ReportSection } from "../../report-contract";
import type { ReportRunner } from "../report-runner";
import { dimensionColumnLabel, dimensionFilter, dimensionKeyOf, dimensionKeySql, dimensionTitle, labelledKeys, type Dimension } from "./lead-dimensions";
import { baseFilters, countCell, dayRangeFilters, daysCell, leadReportCtx, leadWhere, listWhere, rateCell, rowsOf, textCell, type LeadReportCtx } from "./lead-report-base";
import { timeInStatusSection } from "./time-in-status";
import { enteredCounts } from "./funnel-report";
import { cohortGroups, FIRST_CONTACT_HOURS_CAP, firstContactCounts, sumBy, total as sumOf, type CohortGroup } from "./lead-rollup";

/**
 * Conversão e ciclo (DOMAIN.md §5). Two definitions side by side, each column saying which: the cohort rate
 * (of the leads created in the period, the share converted by now) and period conversions (leads converted
 * in the period, whatever their creation date). Cycle: days from first contact to conversion.
 */

const WON = WON_LEAD_STATUS;
const wonFilter: ListFilter = { field: "status", operand: "eq", value: WON };

async function byDimension(ctx: LeadReportCtx, dim: Dimension, cube: CohortGroup[]): Promise<ReportSection> {
  const key: SQL = dimensionKeySql(dim);
  const base = baseFilters(ctx.filters);
  const cohort = [...base, ...dayRangeFilters("createdAt", ctx.range)];
  const converted = [...base, ...dayRangeFilters("convertedAt", ctx.range)];
  const cohortRows = [...sumBy(cube, (g) => dimensionKeyOf(dim, g))].map(([k, gs]) => ({
    k,
    n: sumOf(gs),
    won: sumOf(gs.filter((g) => g.status === WON)),
    cycleN: sumOf(gs, (g) => g.cycleN),
    cycleSecs: sumOf(gs, (g) => g.cycleSecs),
  }));
  // Conversions in the period, whatever the creation date: a range of leads_converted_at_idx.
  const periodRows = await rowsOf<{ k: string | null; n: number }>(ctx.db, sql`select ${key} as k, count(*)::int as n from ${leads} where ${leadWhere(ctx, converted)} group by 1`);
  const cohortBy = new Map(cohortRows.map((r) => [r.k, r]));
  const periodBy = new Map(periodRows.map((r) => [r.k, Number(r.n)]));
  const rows = (await labelledKeys(ctx, dim, [...cohortBy.keys(), ...periodBy.keys()])).map(({ key: k, label }): ReportRow => {
    const c = cohortBy.get(k);
    const n = Number(c?.n ?? 0);
    const won = Number(c?.won ?? 0);
    const of = dimensionFilter(dim, k);
    return {
      key: k ?? "none",
      cells: {
        group: textCell(label),
        created: countCell(ctx, n, [...cohort, of]),
        won: countCell(ctx, won, [...cohort, of, wonFilter]),
        rate: rateCell(won, n),
        cycle: daysCell(c && c.cycleN > 0 ? c.cycleSecs / c.cycleN / 86_400 : null),
        periodConversions: countCell(ctx, periodBy.get(k) ?? 0, [...converted, of]),
      },
    };
  });
  return {
    key: dim,
    title: dimensionTitle(ctx, dim),
    note: ctx.t(
      "Taxa de conversão (coorte): dos leads criados no período, a parte convertida até hoje. Conversões do período: leads convertidos no período, qualquer que seja a data de criação. Ciclo: dias do primeiro contato à conversão.",
    ),
    columns: [
      { key: "group", label: dimensionColumnLabel(ctx, dim), kind: "text" },
      { key: "created", label: ctx.t("Criados no período"), kind: "count" },
      { key: "won", label: ctx.t("Convertidos até hoje"), kind: "count" },
      { key: "rate", label: ctx.t("Taxa de conversão (coorte)"), kind: "rate" },
      { key: "cycle", label: ctx.t("Ciclo médio (dias)"), kind: "days" },
      { key: "periodConversions", label: ctx.t("Conversões do período"), kind: "count" },
    ],
    rows,
    chart: { type: "bar", x: "group", series: ["created", "won"] },
  };
}

/** A bucket's list filters and, for those of a first contact, its [from, to) of hours for the rollup's read. */
type Bucket = { filters: ListFilter[]; hours?: readonly [number | null, number | null] };

/** First contact against the SLA, for the leads created in the period; "now" to the minute (the links repeat it). */
async function firstContactSection(ctx: LeadReportCtx, now: Date): Promise<ReportSection> {
  const sla = await firstContactSlaHours(ctx.db);
  const cohort = [...baseFilters(ctx.filters), ...dayRangeFilters("createdAt", ctx.range)];
  const cutoff = new Date(Math.floor((now.getTime() - sla * 3_600_000) / 60_000) * 60_000).toISOString();
  const fast = Math.min(1, sla);
  const buckets: (Bucket & { key: string; label: string })[] = [
    { key: "fast", label: ctx.t("Em até 1 hora"), filters: [{ field: "firstContactHours", operand: "lt", value: fast }], hours: [null, fast] },
    ...(sla > fast
      ? [
          {
            key: "withinSla",
            label: ctx.t("Dentro do SLA"),
            filters: [
              { field: "firstContactHours", operand: "gte", value: fast },
              { field: "firstContactHours", operand: "lt", value: sla },
            ] satisfies ListFilter[],
            hours: [fast, sla] as const,
          },
        ]
      : []),
    { key: "late", label: ctx.t("Após o SLA"), filters: [{ field: "firstContactHours", operand: "gte", value: sla }], hours: [sla, null] },
    {
      key: "breached",
      label: ctx.t("Sem contato, SLA vencido"),
      filters: [
        { field: "firstContactHours", operand: "isEmpty" },
        { field: "createdAt", operand: "lt", value: cutoff },
      ],
    },
    {
      key: "waiting",
      label: ctx.t("Sem contato, no prazo"),
      filters: [
        { field: "firstContactHours", operand: "isEmpty" },
        { field: "createdAt", operand: "gte", value: cutoff },
      ],
    },
  ];
  const counts = Number.isInteger(sla) && sla <= FIRST_CONTACT_HOURS_CAP ? await rollupBuckets(ctx, buckets, cohort) : await scannedBuckets(ctx, buckets, cohort);
  const total = counts.reduce((a, b) => a + b, 0);
  return {
    key: "firstContact",
    title: ctx.t("Tempo até o primeiro contato"),
    note: ctx.t(`Leads criados no período, pelo tempo da criação à primeira tentativa ou contato, contra o SLA de ${sla} horas.`),
    columns: [
      { key: "bucket", label: ctx.t("Primeiro contato"), kind: "text" },
      { key: "leads", label: ctx.t("Leads"), kind: "count" },
      { key: "share", label: ctx.t("Parte"), kind: "rate" },
    ],
    rows: buckets.map((b, i) => ({
      key: b.key,
      cells: { bucket: textCell(b.label), leads: countCell(ctx, counts[i]!, [...cohort, ...b.filters]), share: rateCell(counts[i]!, total) },
    })),
    totals: { key: "total", cells: { bucket: textCell(ctx.t("Total")), leads: countCell(ctx, total, cohort), share: rateCell(total, total) } },
    chart: { type: "bar", x: "bucket", series: ["leads"] },
  };
}

/**
 * The buckets from lead_first_contact_counts (whole SLA hours within its cap: exact), but for the leads still
 * waiting within the SLA — those created in its last hours, a short range of leads_created_idx read from leads;
 * the breached ones are the rollup's uncontacted less those. The last two buckets are breached, waiting.
 */
async function rollupBuckets(ctx: LeadReportCtx, buckets: readonly Bucket[], cohort: ListFilter[]): Promise<number[]> {
  const contacted = buckets.slice(0, -2);
  const waitingFilters = buckets.at(-1)!.filters;
  const [counts, [waiting]] = await readTogether(
    ctx.db,
    () => firstContactCounts(ctx, ctx.range, contacted.map((b) => b.hours!)),
    () => rowsOf<{ n: number }>(ctx.db, sql`select count(*)::int as n from ${leads} where ${leadWhere(ctx, [...cohort, ...waitingFilters])}`),
  );
  const none = counts.at(-1)!;
  const w = Number(waiting?.n ?? 0);
  return [...counts.slice(0, -1), none - w, w];
}

/** Every bucket in one pass over the period's leads: each count is the list's WHERE of cohort and bucket (any SLA). */
async function scannedBuckets(ctx: LeadReportCtx, buckets: readonly Bucket[], cohort: ListFilter[]): Promise<number[]> {
  const [row] = await rowsOf<Record<string, number>>(
    ctx.db,
    sql`select ${sql.join(
      buckets.map((b, i) => sql`(count(*) filter (where ${listWhere(b.filters) ?? sql`true`}))::int as ${sql.raw(`b${i}`)}`),
      sql`, `,
    )} from ${leads} where ${leadWhere(ctx, cohort)}`,
  );
  return buckets.map((_, i) => Number(row?.[`b${i}`] ?? 0));
}

export const conversionReport: ReportRunner = async (db, actor, filters, range): Promise<ReportResult> => {
  const ctx = await leadReportCtx(db, actor, filters, range);
  const [[bySource, byOwner], [byCategory]] = await readTogether(
    db,
    () => cohortGroups(ctx, range, [["source"], ["ownerId"]]),
    () => cohortGroups(ctx, range, [["category"]], true),
  );
  const now = new Date();
  const sections: ReportSection[] = await readTogether(
    db,
    () => byDimension(ctx, "source", bySource!),
    () => byDimension(ctx, "category", byCategory!),
    () => byDimension(ctx, "seller", byOwner!),
    () => firstContactSection(ctx, now),
    async () => timeInStatusSection(ctx, await enteredCounts(ctx, bySource!), bySource!, now),
  );
  return { key: "conversao", range, sections };
};
