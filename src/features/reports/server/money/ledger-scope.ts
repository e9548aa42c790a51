import { and, eq, inArray, isNotNull, sql, type SQL } from "drizzle-orm";
import type { Actor } from "~/server/actor";
import type { Db } from "~/server/db/client";
import { commissionEntries, sales, users } from "~/server/db/schema";
import { entryScope } from "~/features/commissions/server/commissions.policy";
import type { ReportFilters } from "../../report-contract";

const inTeam = (db: Db, teamId: string) => db.select({ id: users.id }).from(users).where(eq(users.teamId, teamId));

/**
 * The people's entries a report sums, exactly as the entries list's side "pessoas" selects them
 * (commissionEntriesOf): the actor's scope, lines with a person; seller = the person, team = the person's team.
 */
export function peopleEntries(db: Db, actor: Actor, filters: ReportFilters): SQL | undefined {
  return and(
    entryScope(db, actor),
    isNotNull(commissionEntries.userId),
    filters.sellerId ? eq(commissionEntries.userId, filters.sellerId) : undefined,
    filters.teamId ? inArray(commissionEntries.userId, inTeam(db, filters.teamId)) : undefined,
    filters.category ? eq(commissionEntries.category, filters.category) : undefined,
    filters.partnerId ? eq(commissionEntries.partnerId, filters.partnerId) : undefined,
  );
}

/** The partner lines (side "parceiro"): seller and team are the sale's seller's. Finance and admin only. */
export function partnerEntries(db: Db, actor: Actor, filters: ReportFilters): SQL | undefined {
  const bySale = (cond: SQL) => sql`exists (select 1 from ${sales} where ${sales.id} = ${commissionEntries.saleId} and ${cond})`;
  return and(
    entryScope(db, actor),
    eq(commissionEntries.party, "partner"),
    filters.sellerId ? bySale(eq(sales.sellerId, filters.sellerId)) : undefined,
    filters.teamId ? bySale(inArray(sales.sellerId, inTeam(db, filters.teamId))) : undefined,
    filters.category ? eq(commissionEntries.category, filters.category) : undefined,
    filters.partnerId ? eq(commissionEntries.partnerId, filters.partnerId) : undefined,
  );
}

/** Whether the actor reads the office's receivables (partner lines): the roles entryScope shows them to. */
export const seesPartnerLines = (actor: Actor) => actor.role === "admin" || actor.role === "finance";
