import { and, eq, ne, sql, type SQL } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type { Actor } from "~/server/actor";
import type { Db, DbOrTx } from "~/server/db/client";
import { leadCohortCounts as c, leadFirstContactCounts as fcc, leadStatusPathCounts as spc } from "~/server/db/schema";
import { WON_LEAD_STATUS } from "~/features/leads/lead-status";
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
  /** The sum of the leads' creation instants, epoch seconds. */
  createdSecs: number;
}

/** The columns both rollup tables share, which the report filters and the scope apply to. */
type RollupTable = Record<"createdDay" | "category" | "teamId" | "ownerId" | "source", AnyPgColumn>;

function rollupWhere(ctx: LeadReportCtx, range: DayRange, perCategory: boolean, c: RollupTable = leadCohortTable): SQL | undefined {
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

const leadCohortTable: RollupTable = c;

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
  const rows = await rowsOf<{ status: string; source: string | null; team_id: string | null; owner_id: string | null; category: string | null; conv_days: number | null; month: string | null; g: number; n: string; cycle_n: string; cycle_secs: number; created_secs: number }>(
    ctx.db,
    sql`select ${c.status} as status, ${named}, grouping(${all})::int as g,
          sum(${c.n}) as n, sum(${c.cycleN}) as cycle_n, sum(${c.cycleSecs})::float8 as cycle_secs, sum(${c.createdSecs})::float8 as created_secs
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
      createdSecs: Number(r.created_secs),
    });
  }
  return out;
}

/** lead_first_contact_counts' fc_hours are held to this many hours ("a week or more"). */
export const FIRST_CONTACT_HOURS_CAP = 168;

/**
 * The cohort of `range` (report filters and scope as cohortGroups') by whole hours to first contact, from
 * lead_first_contact_counts: for each [from, to) of whole hours (null: unbounded), the leads whose first contact
 * came that many hours after creation — exact for whole bounds up to the cap, since hours < k ⟺ floor(hours) < k —
 * and, last, the leads without a contact yet.
 */
export async function firstContactCounts(ctx: LeadReportCtx, range: DayRange, spans: readonly (readonly [number | null, number | null])[]): Promise<number[]> {
  const span = ([from, to]: readonly [number | null, number | null]) =>
    and(from === null ? undefined : sql`${fcc.fcHours} >= ${from}`, to === null ? undefined : sql`${fcc.fcHours} < ${to}`) ?? sql`${fcc.fcHours} is not null`;
  // A row's n is a few leads: summed as int4 (into a bigint) rather than bigint (into a numeric), ~20 % less.
  const cells = [...spans.map(span), sql`${fcc.fcHours} is null`].map((w, i) => sql`coalesce(sum(${fcc.n}::int) filter (where ${w}), 0) as ${sql.raw(`b${i}`)}`);
  const [row] = await rowsOf<Record<string, string>>(ctx.db, sql`select ${sql.join(cells, sql`, `)} from ${fcc} where ${rollupWhere(ctx, range, false, fcc)}`);
  return cells.map((_, i) => Number(row?.[`b${i}`] ?? 0));
}

/** The cohort's status paths (lead_status_path_counts) per status their changes name. */
export interface StatusPathSum {
  status: string;
  /** Leads that passed through the status by a change and are in another status now, and those of them converted. */
  n: number;
  won: number;
  /** Their seconds in the status before leaving it, plus, for the status now, creation minus last change. */
  secs: number;
}

/**
 * The cohort of `range` (report filters and scope as cohortGroups') by the statuses its leads' changes name, from
 * lead_status_path_counts — what the funnel's stages and the time in status read instead of the leads' timelines.
 */
export async function statusPathSums(ctx: LeadReportCtx, range: DayRange): Promise<StatusPathSum[]> {
  const rows = await rowsOf<{ status: string; n: string; won: string; secs: number }>(
    ctx.db,
    sql`select ${spc.pathStatus} as status, sum(${spc.n}) as n, coalesce(sum(${spc.n}) filter (where ${spc.status} = ${WON_LEAD_STATUS}), 0) as won,
          (sum(${spc.closedSecs}) + sum(${spc.shiftSecs}))::float8 as secs
        from ${spc} where ${rollupWhere(ctx, range, false, spc)} group by 1`,
  );
  return rows.map((r) => ({ status: r.status, n: Number(r.n), won: Number(r.won), secs: Number(r.secs) }));
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

/**
 * The rollup's tables, folded alike: the deltas of a bucket (its key columns) summed into one row, dropped when
 * nothing is left (`keep`).
 */
const ROLLUPS = [
  {
    table: "lead_cohort_counts",
    keys: ["created_day", "team_id", "owner_id", "source", "category", "status", "conv_days"],
    sums: ["n", "cycle_n", "cycle_secs", "created_secs"],
    keep: "sum(n) <> 0 or sum(cycle_n) <> 0",
  },
  { table: "lead_first_contact_counts", keys: ["created_day", "team_id", "owner_id", "source", "category", "fc_hours"], sums: ["n"], keep: "sum(n) <> 0" },
  {
    table: "lead_status_path_counts",
    keys: ["created_day", "team_id", "owner_id", "source", "category", "status", "path_status"],
    sums: ["n", "closed_secs", "shift_secs"],
    keep: "sum(n) <> 0 or sum(closed_secs) <> 0 or sum(shift_secs) <> 0",
  },
] as const;

/** Folds every day of the rollup, a month at a time (the nightly job: imports and edits append deltas). */
export async function foldAllCohortCounts(db: Db): Promise<number> {
  const months = await rowsOf<{ m: string }>(
    db,
    sql.raw(`select distinct to_char(created_day, 'YYYY-MM') as m from (${ROLLUPS.map((r) => `select distinct created_day from ${r.table}`).join(" union ")}) d order by 1`),
  );
  for (const { m } of months) {
    await foldCohortCounts(db, sql`created_day >= ${`${m}-01`}::date and created_day < ${`${m}-01`}::date + interval '1 month'`);
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
    sql.raw(
      ROLLUPS.map((r) => `select distinct created_day::text as d from ${r.table} group by ${r.keys.join(", ")} having count(*) > 1`).join(" union "),
    ),
  );
  if (days.length) await foldCohortCounts(db, sql`created_day = any(${`{${days.map((r) => r.d).join(",")}}`}::date[])`);
  return days.length;
}

/** Folds the deltas of the days matched into one row per bucket, each table atomically; folds skip each other (advisory lock). */
async function foldCohortCounts(db: DbOrTx, days: SQL): Promise<void> {
  for (const r of ROLLUPS) {
    const keys = r.keys.join(", ");
    const sums = r.sums.join(", ");
    await db.execute(sql`
      with turn as (select pg_try_advisory_xact_lock(hashtext(${r.table})) as ours),
      folded as (
        delete from ${sql.raw(r.table)} where (select ours from turn) and ${days}
        returning ${sql.raw(`${keys}, ${sums}`)}
      )
      insert into ${sql.raw(`${r.table} (${keys}, ${sums})`)}
      select ${sql.raw(`${keys}, ${r.sums.map((k) => `sum(${k})`).join(", ")}`)}
      from folded group by ${sql.raw(r.keys.map((_, i) => i + 1).join(", "))} having ${sql.raw(r.keep)}`);
  }
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
