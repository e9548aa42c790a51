import { sql } from "drizzle-orm";
import { leads } from "~/server/db/schema";
import type { ListFilter } from "~/features/lists/list.schemas";
import { WON_LEAD_STATUS } from "~/features/leads/lead-status";
import { LEAD_STATUSES } from "~/lib/catalog/lead-statuses";
import type { ReportSection } from "../../report-contract";
import { sumBy, total as sumOf, type CohortGroup } from "./lead-rollup";
import { baseFilters, countCell, dayRangeFilters, daysCell, leadWhere, rowsOf, statusLabel, textCell, type LeadReportCtx } from "./lead-report-base";

/**
 * Time in status (DOMAIN.md §5): the sum of the intervals each lead spent in each status, from its status-change
 * events — creation to the first change in the first change's "from", each change to the next in its "to", the
 * last change to now in the current status. Shown as the average per lead that passed through the status
 * (the count drills into the list by "passou pelo status", the expression the funnel's stages use).
 * The won status is final, so it has no time to measure.
 */
export async function timeInStatusSection(ctx: LeadReportCtx, passedBy: ReadonlyMap<string, { n: number }>, cohortCube: readonly CohortGroup[], now: Date): Promise<ReportSection> {
  const cohort = [...baseFilters(ctx.filters), ...dayRangeFilters("createdAt", ctx.range)];
  const where = leadWhere(ctx, cohort);
  const at = sql`${now.toISOString()}::timestamptz`;
  // Each lead's current interval (last change, or creation, to now) is summed as creation-to-now over the
  // cohort — n·now − Σ creation instants per current status, from the rollup (`cohortCube`, the cohort by
  // status under the same filters and scope) — plus, for the few leads with a change, last-change-to-now minus
  // creation-to-now; the closed intervals come from the changes alone. The same sum as walking every lead's
  // timeline, without reading the cohort's leads.
  const days = await rowsOf<{ status: string; days: number }>(
    ctx.db,
    sql`with ev as (
          select a.at, a.data->'status'->>'from' as f, ${leads.createdAt} as created_at, ${leads.status} as status,
            lag(a.at) over (partition by a.lead_id order by a.at) as prev, lead(a.at) over (partition by a.lead_id order by a.at) as next
          from lead_activities a join ${leads} on ${leads.id} = a.lead_id
          where a.kind in ('status', 'converted') and a.data->'status' is not null and ${where}
        ),
        seg as (
          select f as s, greatest(extract(epoch from (at - coalesce(prev, created_at))), 0) as secs from ev
          union all
          select status, greatest(extract(epoch from (${at} - at)), 0) - extract(epoch from (${at} - created_at)) from ev where next is null
        )
        select s as status, (sum(secs) / 86400)::float8 as days from seg where s is not null group by 1`,
  );
  const daysBy = new Map(days.map((r) => [r.status, Number(r.days)]));
  const nowSecs = now.getTime() / 1000;
  for (const [status, gs] of sumBy(cohortCube, (g) => g.status)) {
    daysBy.set(status, (daysBy.get(status) ?? 0) + (sumOf(gs) * nowSecs - sumOf(gs, (g) => g.createdSecs)) / 86_400);
  }
  return {
    key: "timeInStatus",
    title: ctx.t("Tempo em cada status"),
    note: ctx.t("Leads criados no período: soma dos intervalos em cada status, pelos registros de mudança de status, em média por lead que passou pelo status."),
    columns: [
      { key: "status", label: ctx.t("Status"), kind: "text" },
      { key: "passed", label: ctx.t("Passaram pelo status"), kind: "count" },
      { key: "avgDays", label: ctx.t("Dias em média"), kind: "days" },
    ],
    rows: LEAD_STATUSES.filter((s) => s !== WON_LEAD_STATUS).map((s) => {
      const n = passedBy.get(s)?.n ?? 0;
      const entered: ListFilter = { field: "statusesEntered", operand: "hasAny", value: [s] };
      return { key: s, cells: { status: textCell(statusLabel(ctx, s)), passed: countCell(ctx, n, [...cohort, entered]), avgDays: daysCell(n ? (daysBy.get(s) ?? 0) / n : null) } };
    }),
    chart: { type: "bar", x: "status", series: ["avgDays"] },
  };
}
