import { asc, eq, sql } from "drizzle-orm";
import type { Actor } from "~/server/actor";
import type { DbOrTx } from "~/server/db/client";
import { leadStatusCounts, users } from "~/server/db/schema";
import type { LeadStatus } from "~/lib/catalog/lead-statuses";
import { leadScope } from "./leads.policy";

/** Past this many delta rows, a read folds them (one row per bucket): each status change appends two. */
export const COMPACT_ABOVE = 2_000;

export interface BucketCount {
  /** null: the team's unassigned pool. */
  ownerId: string | null;
  ownerName: string | null;
  status: LeadStatus;
  count: number;
}

/**
 * The live leads the actor may see, per owner and status, exact: the deltas of lead_status_counts summed,
 * under the same scope as the leads themselves. Ordered by owner name (the pool last), then status.
 */
export async function liveLeadBuckets(db: DbOrTx, actor: Actor): Promise<BucketCount[]> {
  const c = leadStatusCounts;
  const rows = await db
    .select({
      ownerId: c.ownerId,
      ownerName: users.name,
      status: c.status,
      count: sql<string>`sum(${c.n})`,
      deltas: sql<number>`(select count(*)::int from ${leadStatusCounts})`,
    })
    .from(c)
    .leftJoin(users, eq(users.id, c.ownerId))
    .where(leadScope(db, actor, c))
    .groupBy(c.ownerId, users.name, c.status)
    .having(sql`sum(${c.n}) <> 0`)
    .orderBy(asc(users.name), asc(c.status));
  if ((rows[0]?.deltas ?? 0) > COMPACT_ABOVE) await compactLeadStatusCounts(db);
  return rows.map((r) => ({ ownerId: r.ownerId, ownerName: r.ownerName, status: r.status as LeadStatus, count: Number(r.count) }));
}

/**
 * Folds the deltas into one row per bucket, atomically: a reader sees either all the deltas or their sums.
 * Rows that writers append meanwhile are not yet visible to the delete, so they stay. Compactions skip each
 * other (advisory lock): two at once would only wait on each other's rows.
 */
export async function compactLeadStatusCounts(db: DbOrTx): Promise<void> {
  await db.execute(sql`
    with turn as (select pg_try_advisory_xact_lock(hashtext('lead_status_counts')) as ours),
    folded as (delete from ${leadStatusCounts} where (select ours from turn) returning team_id, owner_id, status, n, value)
    insert into ${leadStatusCounts} (team_id, owner_id, status, n, value)
    select team_id, owner_id, status, sum(n), sum(value) from folded group by 1, 2, 3 having sum(n) <> 0`);
}
