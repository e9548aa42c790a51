import { and, eq, ne, sql, type SQL } from "drizzle-orm";
import type { Actor } from "~/server/actor";
import type { Db, DbOrTx } from "~/server/db/client";
import { saoPauloDay } from "~/lib/format";
import { leadCohortCounts as c } from "~/server/db/schema";
import { leadScope } from "~/features/leads/server/leads.policy";
import type { DayRange } from "../../report-contract";
import { rowsOf, type LeadReportCtx } from "./lead-report-base";

/**
 * Reads of lead_cohort_counts (the rollup kept by triggers on leads, migration lead_report_rollup): the leads
 * created in a range of São Paulo days, grouped, under the same scope and report filters as the leads list's
 * query would apply — leads.created_at in the days' instants is created_day in the days. The integration tests
 * hold every figure read here equal to the leads list's count under its drill-down filters.
 */

export interface CohortGroup {
  status: string;
  source: string;
  teamId: string | null;
  ownerId: string | null;
  /** '' (no category) or a category code, for the per-category read; '*' otherwise. */
  category: string;
  convDays: number | null;
  month: string;
  n: number;
  cycleN: number;
  cycleSecs: number;
}

/** Past this many delta rows over one row per bucket, the range is folded (each status change appends a few rows). */
const FOLD_ABOVE = 2_000;

/** Folds the range when its buckets hold many deltas. */
async function foldIfFragmented(db: DbOrTx, range: DayRange): Promise<void> {
  const [row] = await rowsOf<{ extra: number }>(
    db,
    sql`select (count(*) - count(distinct (${c.createdDay}, ${c.teamId}, ${c.ownerId}, ${c.source}, ${c.category}, ${c.status}, ${c.convDays})))::int as extra
        from ${c} where ${c.createdDay} between ${range.from}::date and ${range.to}::date and ${c.category} = '*'`,
  );
  // Every change appends its '*' row and its category rows alike: the '*' rows tell how fragmented the range is.
  if (Number(row?.extra ?? 0) > FOLD_ABOVE) await foldCohortCounts(db, range);
}

function rollupWhere(ctx: LeadReportCtx, range: DayRange, perCategory: boolean): SQL | undefined {
  const f = ctx.filters;
  const scope = ctx.actor.role === "finance" ? undefined : leadScope(ctx.db, ctx.actor, { ownerId: c.ownerId, teamId: c.teamId });
  return and(
    sql`${c.createdDay} between ${range.from}::date and ${range.to}::date`,
    f.category ? eq(c.category, f.category) : perCategory ? ne(c.category, "*") : eq(c.category, "*"),
    scope,
    f.teamId ? eq(c.teamId, f.teamId) : undefined,
    f.sellerId ? eq(c.ownerId, f.sellerId) : undefined,
    f.source ? eq(c.source, f.source) : undefined,
  );
}

/** The cohort of `range`, grouped by every dimension the reports break it down by (a few hundred groups a month). */
export async function cohortGroups(ctx: LeadReportCtx, range: DayRange, perCategory = false): Promise<CohortGroup[]> {
  const rows = await rowsOf<{ status: string; source: string; team_id: string | null; owner_id: string | null; category: string; conv_days: number | null; month: string; n: string; cycle_n: string; cycle_secs: number }>(
    ctx.db,
    sql`select ${c.status} as status, ${c.source} as source, ${c.teamId} as team_id, ${c.ownerId} as owner_id, ${c.category} as category,
          ${c.convDays} as conv_days, to_char(${c.createdDay}, 'YYYY-MM') as month,
          sum(${c.n}) as n, sum(${c.cycleN}) as cycle_n, sum(${c.cycleSecs})::float8 as cycle_secs
        from ${c} where ${rollupWhere(ctx, range, perCategory)}
        group by 1, 2, 3, 4, 5, 6, 7 having sum(${c.n}) <> 0`,
  );
  await foldIfFragmented(ctx.db, range);
  return rows.map((r) => ({
    status: r.status,
    source: r.source,
    teamId: r.team_id,
    ownerId: r.owner_id,
    category: r.category,
    convDays: r.conv_days === null ? null : Number(r.conv_days),
    month: r.month,
    n: Number(r.n),
    cycleN: Number(r.cycle_n),
    cycleSecs: Number(r.cycle_secs),
  }));
}

/**
 * The live leads created from a São Paulo day to today that the actor sees, by their status now (Início's
 * funnel of the month): the rollup's '*' rows under the leads policy's scope. A month is ~100 000 leads at
 * 1M, an index-only scan of 60–100 ms; its folded rollup rows, a few thousand.
 */
export async function cohortCountsByStatus(db: Db, actor: Actor, fromDay: string): Promise<Map<string, number>> {
  const scope = leadScope(db, actor, { ownerId: c.ownerId, teamId: c.teamId });
  const rows = await rowsOf<{ status: string; n: string }>(
    db,
    sql`select ${c.status} as status, sum(${c.n}) as n from ${c} where ${and(sql`${c.createdDay} >= ${fromDay}::date`, eq(c.category, "*"), scope)} group by 1`,
  );
  await foldIfFragmented(db, { from: fromDay, to: saoPauloDay(new Date()) });
  return new Map(rows.map((r) => [r.status, Number(r.n)]));
}

/** Folds every day of the rollup, a month at a time (the nightly job: imports and edits append deltas). */
export async function foldAllCohortCounts(db: Db): Promise<number> {
  const months = await rowsOf<{ m: string }>(db, sql`select distinct to_char(${c.createdDay}, 'YYYY-MM') as m from ${c} order by 1`);
  for (const { m } of months) {
    const from = `${m}-01`;
    const [y, mo] = m.split("-").map(Number) as [number, number];
    const to = new Date(Date.UTC(y, mo, 0)).toISOString().slice(0, 10);
    await foldCohortCounts(db, { from, to });
  }
  return months.length;
}

/** Folds a range's deltas into one row per bucket, atomically; folds skip each other (advisory lock). */
export async function foldCohortCounts(db: DbOrTx, range: DayRange): Promise<void> {
  await db.execute(sql`
    with turn as (select pg_try_advisory_xact_lock(hashtext('lead_cohort_counts')) as ours),
    folded as (
      delete from ${c} where (select ours from turn) and ${c.createdDay} between ${range.from}::date and ${range.to}::date
      returning created_day, team_id, owner_id, source, category, status, conv_days, n, cycle_n, cycle_secs
    )
    insert into ${c} (created_day, team_id, owner_id, source, category, status, conv_days, n, cycle_n, cycle_secs)
    select created_day, team_id, owner_id, source, category, status, conv_days, sum(n), sum(cycle_n), sum(cycle_secs)
    from folded group by 1, 2, 3, 4, 5, 6, 7 having sum(n) <> 0 or sum(cycle_n) <> 0`);
}

/** Sums of groups by a key (null keys kept: no team, no owner, no category). */
export function sumBy<K>(groups: readonly CohortGroup[], key: (g: CohortGroup) => K): Map<K, CohortGroup[]> {
  const out = new Map<K, CohortGroup[]>();
  for (const g of groups) {
    const k = key(g);
    const list = out.get(k);
    if (list) list.push(g);
    else out.set(k, [g]);
  }
  return out;
}

export const total = (groups: readonly CohortGroup[], pick: (g: CohortGroup) => number = (g) => g.n) => groups.reduce((a, g) => a + pick(g), 0);
