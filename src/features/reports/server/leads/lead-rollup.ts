import { and, eq, ne, sql, type SQL } from "drizzle-orm";
import type { Actor } from "~/server/actor";
import type { Db, DbOrTx } from "~/server/db/client";
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
  /** '' (no category) or a category code, for the per-category read; '' when outside the row's grouping set. */
  category: string;
  convDays: number | null;
  month: string;
  n: number;
  cycleN: number;
  cycleSecs: number;
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

/** A column a cohort read may group by (status always is). */
export type CohortColumn = "source" | "teamId" | "ownerId" | "category" | "convDays" | "month";

const COLUMNS: readonly CohortColumn[] = ["source", "teamId", "ownerId", "category", "convDays", "month"];
const ALIAS: Record<CohortColumn, string> = { source: "source", teamId: "team_id", ownerId: "owner_id", category: "category", convDays: "conv_days", month: "month" };
const columnSql: Record<CohortColumn, SQL> = {
  source: sql`${c.source}`,
  teamId: sql`${c.teamId}`,
  ownerId: sql`${c.ownerId}`,
  category: sql`${c.category}`,
  convDays: sql`${c.convDays}`,
  month: sql`to_char(${c.createdDay}, 'YYYY-MM')`,
};

/**
 * The cohort of `range` by status and, per grouping set, the few columns a section breaks it down by — one
 * scan, tiny hash aggregates (grouping by all seven columns at once sorted tens of thousands of groups at 1M
 * leads). Returns one list per set; a column outside its set reads as null ('' for text columns).
 */
export async function cohortGroups(ctx: LeadReportCtx, range: DayRange, sets: readonly (readonly CohortColumn[])[], perCategory = false): Promise<CohortGroup[][]> {
  // Only the columns of some set may be selected (and passed to grouping()); the others read as null.
  const used = COLUMNS.filter((k) => sets.some((set) => set.includes(k)));
  const all = sql.join(used.map((k) => columnSql[k]), sql`, `);
  const named = sql.join(COLUMNS.map((k) => (used.includes(k) ? sql`${columnSql[k]} as ${sql.raw(ALIAS[k])}` : sql`null as ${sql.raw(ALIAS[k])}`)), sql`, `);
  const groupingSets = sql.join(
    sets.map((set) => sql`(${sql.join([sql`${c.status}`, ...set.map((k) => columnSql[k])], sql`, `)})`),
    sql`, `,
  );
  const rows = await rowsOf<{ status: string; source: string | null; team_id: string | null; owner_id: string | null; category: string | null; conv_days: number | null; month: string | null; g: number; n: string; cycle_n: string; cycle_secs: number }>(
    ctx.db,
    sql`select ${c.status} as status, ${named}, grouping(${all})::int as g,
          sum(${c.n}) as n, sum(${c.cycleN}) as cycle_n, sum(${c.cycleSecs})::float8 as cycle_secs
        from ${c} where ${rollupWhere(ctx, range, perCategory)}
        group by grouping sets (${groupingSets}) having sum(${c.n}) <> 0`,
  );
  // grouping(...) has a 1 bit for each column outside the row's set, the first column the highest bit.
  const maskOf = (set: readonly CohortColumn[]) => used.reduce((m, k, i) => m | (set.includes(k) ? 0 : 1 << (used.length - 1 - i)), 0);
  const out = sets.map(() => [] as CohortGroup[]);
  const index = new Map(sets.map((set, i) => [maskOf(set), i]));
  for (const r of rows) {
    const i = index.get(Number(r.g));
    if (i === undefined) continue;
    out[i]!.push({
      status: r.status,
      source: r.source ?? "",
      teamId: r.team_id,
      ownerId: r.owner_id,
      category: r.category ?? "",
      convDays: r.conv_days === null ? null : Number(r.conv_days),
      month: r.month ?? "",
      n: Number(r.n),
      cycleN: Number(r.cycle_n),
      cycleSecs: Number(r.cycle_secs),
    });
  }
  return out;
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
  return new Map(rows.map((r) => [r.status, Number(r.n)]));
}

/** Folds every day of the rollup, a month at a time (the nightly job: imports and edits append deltas). */
export async function foldAllCohortCounts(db: Db): Promise<number> {
  const months = await rowsOf<{ m: string }>(db, sql`select distinct to_char(${c.createdDay}, 'YYYY-MM') as m from ${c} order by 1`);
  for (const { m } of months) {
    await foldCohortCounts(db, sql`${c.createdDay} >= ${`${m}-01`}::date and ${c.createdDay} < ${`${m}-01`}::date + interval '1 month'`);
  }
  return months.length;
}

/**
 * Folds only the days whose buckets hold more than one row (the hourly job): reads sum deltas, so they stay
 * right unfolded, and folding keeps them small without a fragmentation check on every read. Returns the days.
 */
export async function foldFragmentedCohortDays(db: Db): Promise<number> {
  const days = await rowsOf<{ d: string }>(
    db,
    sql`select distinct created_day::text as d from ${c}
        group by created_day, team_id, owner_id, source, category, status, conv_days having count(*) > 1`,
  );
  if (days.length) await foldCohortCounts(db, sql`${c.createdDay} = any(${`{${days.map((r) => r.d).join(",")}}`}::date[])`);
  return days.length;
}

/** Folds the deltas of the days matched into one row per bucket, atomically; folds skip each other (advisory lock). */
async function foldCohortCounts(db: DbOrTx, days: SQL): Promise<void> {
  await db.execute(sql`
    with turn as (select pg_try_advisory_xact_lock(hashtext('lead_cohort_counts')) as ours),
    folded as (
      delete from ${c} where (select ours from turn) and ${days}
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
