import type { ListFilter } from "~/features/lists/list.schemas";
import { WON_LEAD_STATUS } from "~/features/leads/lead-status";
import { LEAD_STATUSES } from "~/lib/catalog/lead-statuses";
import type { ReportSection } from "../../report-contract";
import { sumBy, total as sumOf, type CohortGroup } from "./lead-rollup";
import { baseFilters, countCell, dayRangeFilters, daysCell, statusLabel, textCell, type LeadReportCtx } from "./lead-report-base";

/**
 * Time in status (DOMAIN.md §5): the sum of the intervals each lead spent in each status, from its status-change
 * events — creation to the first change in the first change's "from", each change to the next in its "to", the
 * last change to now in the current status. Shown as the average per lead that passed through the status
 * (the count drills into the list by "passou pelo status", the expression the funnel's stages use).
 * The won status is final, so it has no time to measure.
 */
export function timeInStatusSection(ctx: LeadReportCtx, passedBy: ReadonlyMap<string, { n: number; secs: number }>, cohortCube: readonly CohortGroup[], now: Date): ReportSection {
  const cohort = [...baseFilters(ctx.filters), ...dayRangeFilters("createdAt", ctx.range)];
  // Each lead's current interval (last change, or creation, to now) is creation-to-now over the cohort —
  // n·now − Σ creation instants per status now, from the cohort rollup (`cohortCube`, the cohort by status under
  // the same filters and scope) — plus, for the leads with a change, creation minus last change; that and the
  // closed intervals are the status-path rollup's seconds (`passedBy`). The same sum as walking every lead's
  // timeline (the tests do), without reading the cohort's leads or their changes.
  const daysBy = new Map([...passedBy].map(([status, p]) => [status, p.secs / 86_400]));
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
