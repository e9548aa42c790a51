import { and, eq, inArray, isNull, sql } from "drizzle-orm";
import type { Actor } from "~/server/actor";
import type { Db } from "~/server/db/client";
import { readTogether } from "~/server/db/read-together";
import { leads, leadStatusCounts, sales } from "~/server/db/schema";
import { OPEN_LEAD_STATUSES } from "~/features/leads/lead-status";
import { leadsToday } from "~/features/leads/server/leads-today.service";
import { commissionSummary } from "~/features/commissions/server/my-commissions.service";
import type { LeadStatus } from "~/lib/catalog/lead-statuses";
import { homeFilters, homeLinks, homePeriod, type HomePeriod } from "../home-links";

/** A figure of the home and the list that shows the same count. */
export interface HomeFigure {
  count: number;
  /** More than the lists count exactly (the list shows "10.000+"). */
  capped?: boolean;
  href: string;
}

const figure = (count: number, href: string, capped = false): HomeFigure => ({ count, href, ...(capped ? { capped } : {}) });

/**
 * The owner's leads worked (an entry of theirs on a lead they own) since an instant, per owner: from the owner's
 * last work instant kept on each lead (leads_owner_worked_idx), not the period's entries.
 */
export async function workedByOwner(db: Db, ownerIds: readonly string[], since: string): Promise<Map<string, number>> {
  if (!ownerIds.length) return new Map();
  const rows = await db
    .select({ ownerId: leads.ownerId, n: sql<number>`count(*)::int` })
    .from(leads)
    .where(and(inArray(leads.ownerId, [...ownerIds]), sql`${leads.ownerWorkedAt} >= ${since}::timestamptz`, isNull(leads.deletedAt)))
    .groupBy(leads.ownerId);
  return new Map(rows.map((r) => [r.ownerId!, Number(r.n)]));
}

/** Live leads converted since an instant, per current owner (leads_converted_at_idx). */
export async function conversionsByOwner(db: Db, ownerIds: readonly string[], since: string): Promise<Map<string, number>> {
  if (!ownerIds.length) return new Map();
  const rows = await db
    .select({ ownerId: leads.ownerId, n: sql<number>`count(*)::int` })
    .from(leads)
    .where(and(sql`${leads.convertedAt} >= ${since}::timestamptz`, isNull(leads.deletedAt), inArray(leads.ownerId, [...ownerIds])))
    .groupBy(leads.ownerId);
  return new Map(rows.map((r) => [r.ownerId!, Number(r.n)]));
}

/** Live sales activated since a São Paulo day, per seller (sales_activated_idx). */
export async function activationsBySeller(db: Db, sellerIds: readonly string[], day: string): Promise<Map<string, number>> {
  if (!sellerIds.length) return new Map();
  const rows = await db
    .select({ sellerId: sales.sellerId, n: sql<number>`count(*)::int` })
    .from(sales)
    .where(and(sql`${sales.activatedOn} >= ${day}::date`, isNull(sales.deletedAt), inArray(sales.sellerId, [...sellerIds])))
    .groupBy(sales.sellerId);
  return new Map(rows.map((r) => [r.sellerId, Number(r.n)]));
}

export interface PipelineRow extends HomeFigure {
  status: LeadStatus;
  /** Sum of the estimated values (centavos) of those leads; leads without one add nothing. */
  value: bigint;
}

/**
 * The owner's live open leads per status with their estimated values, exact, from the maintained totals
 * (lead_status_counts: a seller may own hundreds of thousands of leads; the sums are a few dozen rows).
 */
async function openPipeline(db: Db, ownerId: string): Promise<PipelineRow[]> {
  const c = leadStatusCounts;
  const rows = await db
    .select({ status: c.status, n: sql<string>`sum(${c.n})::text`, value: sql<string>`sum(${c.value})::text` })
    .from(c)
    .where(and(eq(c.ownerId, ownerId), inArray(c.status, [...OPEN_LEAD_STATUSES])))
    .groupBy(c.status);
  return OPEN_LEAD_STATUSES.map((status) => {
    const row = rows.find((r) => r.status === status);
    return { status, value: BigInt(row?.value ?? "0"), ...figure(Number(row?.n ?? 0), homeLinks.leads(homeFilters.ownStatus(ownerId, status))) };
  });
}

/**
 * Início of a Vendedor / pré-vendas: today's agenda (the "Hoje" buckets, own leads), the open pipeline, the
 * month so far (São Paulo) and this month's commissions ("Minhas comissões" for the month: same numbers).
 */
export async function sellerHome(db: Db, actor: Actor, now: Date = new Date()) {
  const period: HomePeriod = homePeriod(now);
  const [today, pipeline, worked, conversions, activations, summary] = await readTogether(
    db,
    () => leadsToday(db, actor, { now, limit: 1 }),
    () => openPipeline(db, actor.id),
    () => workedByOwner(db, [actor.id], period.monthStart),
    () => conversionsByOwner(db, [actor.id], period.monthStart),
    () => activationsBySeller(db, [actor.id], period.monthStartDay),
    () => commissionSummary(db, actor, { from: period.month, to: period.month }),
  );
  const agenda = {
    slaBreached: figure(today.slaBreached.count, homeLinks.today("slaBreached", false), today.slaBreached.capped),
    overdue: figure(today.overdue.count, homeLinks.today("overdue", false), today.overdue.capped),
    due: figure(today.due.count, homeLinks.today("due", false), today.due.capped),
    returning: figure(today.returning.count, homeLinks.today("returning", false), today.returning.capped),
  };
  const month = {
    worked: figure(worked.get(actor.id) ?? 0, homeLinks.leads(homeFilters.workedSince(actor.id, period.monthStart))),
    conversions: figure(conversions.get(actor.id) ?? 0, homeLinks.leads(homeFilters.convertedSince(actor.id, period.monthStart))),
    salesActivated: figure(activations.get(actor.id) ?? 0, homeLinks.sales(homeFilters.activatedSince(actor.id, period.monthStartDay))),
  };
  const { previsto, aReceber, recebido, aRepassar } = summary.totals;
  const commissions = { previsto, aReceber, recebido, aRepassar, payOn: summary.payOn, href: homeLinks.commissions(period.month) };
  return { period, slaHours: today.slaHours, agenda, pipeline, month, commissions };
}

export type SellerHome = Awaited<ReturnType<typeof sellerHome>>;
