import { sql } from "drizzle-orm";
import { leads } from "~/server/db/schema";
import type { ListFilter } from "~/features/lists/list.schemas";
import { WON_LEAD_STATUS } from "~/features/leads/lead-status";
import { LEAD_STATUSES } from "~/lib/catalog/lead-statuses";
import type { ReportSection } from "../../report-contract";
import { baseFilters, countCell, dayRangeFilters, daysCell, leadWhere, rowsOf, statusLabel, textCell, type LeadReportCtx } from "./lead-report-base";

/**
 * Time in status (DOMAIN.md §5): the sum of the intervals each lead spent in each status, from its status-change
 * events — creation to the first change in the first change's "from", each change to the next in its "to", the
 * last change to now in the current status. Shown as the average per lead that passed through the status
 * (the count drills into the list by "passou pelo status", the expression the funnel's stages use).
 * The won status is final, so it has no time to measure.
 */
export async function timeInStatusSection(ctx: LeadReportCtx, passedBy: ReadonlyMap<string, { n: number }>): Promise<ReportSection> {
  const cohort = [...baseFilters(ctx.filters), ...dayRangeFilters("createdAt", ctx.range)];
  const where = leadWhere(ctx, cohort);
  const days = await rowsOf<{ status: string; days: number }>(
    ctx.db,
    sql`with c as (select ${leads.id} as id, ${leads.createdAt} as created_at, ${leads.status} as status from ${leads} where ${where}),
        ev as (
          select a.lead_id, a.at, a.data->'status'->>'from' as f from lead_activities a join c on c.id = a.lead_id
          where a.kind in ('status', 'converted') and a.data->'status' is not null
        ),
        seg as (
          select ev.f as s, extract(epoch from (ev.at - coalesce(lag(ev.at) over (partition by ev.lead_id order by ev.at), c.created_at))) as secs
          from ev join c on c.id = ev.lead_id
          union all
          select c.status, extract(epoch from (now() - coalesce((select max(ev.at) from ev where ev.lead_id = c.id), c.created_at))) from c
        )
        select s as status, (sum(greatest(secs, 0)) / 86400)::float8 as days from seg where s is not null group by 1`,
  );
  const daysBy = new Map(days.map((r) => [r.status, Number(r.days)]));
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
