import { and, asc, eq, inArray, isNull, sql } from "drizzle-orm";
import type { Actor } from "~/server/actor";
import type { Db } from "~/server/db/client";
import { readTogether } from "~/server/db/read-together";
import { leadActivities, leads, users } from "~/server/db/schema";
import { LEAD_STATUSES, type LeadStatus } from "~/lib/catalog/lead-statuses";
import { CONTACT_ACTIVITY_KINDS } from "~/lib/catalog/lead-work";
import { leadsToday } from "~/features/leads/server/leads-today.service";
import { countLeads } from "~/features/leads/server/leads-list.service";
import { cohortCountsByStatus } from "~/features/reports/server/leads/lead-rollup";
import { countRenewals } from "~/features/sales/server/sales-list.service";
import { homeFilters, homeLinks, homePeriod, RENEWAL_DAYS } from "../home-links";
import { activationsBySeller, conversionsByOwner, workedByOwner, type HomeFigure } from "./seller-home.service";

/** The people a Gestor's table lists: the team's sellers and managers (everyone's for the Administrador). */
async function teamPeople(db: Db, actor: Actor) {
  const team = actor.role === "admin" ? undefined : actor.teamId ? eq(users.teamId, actor.teamId) : eq(users.id, actor.id);
  return db
    .select({ id: users.id, name: users.name, role: users.role, active: users.active })
    .from(users)
    .where(and(team, inArray(users.role, ["seller", "manager"])))
    .orderBy(asc(users.name));
}

/** Attempts (contact entries) each person recorded since an instant, on any live lead (lead_activities_author_idx). */
async function attemptsByAuthor(db: Db, authorIds: readonly string[], since: string): Promise<Map<string, number>> {
  if (!authorIds.length) return new Map();
  const rows = await db
    .select({ authorId: leadActivities.authorId, n: sql<number>`count(*)::int` })
    .from(leadActivities)
    .innerJoin(leads, and(eq(leads.id, leadActivities.leadId), isNull(leads.deletedAt)))
    .where(and(inArray(leadActivities.authorId, [...authorIds]), sql`${leadActivities.at} >= ${since}::timestamptz`, inArray(leadActivities.kind, [...CONTACT_ACTIVITY_KINDS])))
    .groupBy(leadActivities.authorId);
  return new Map(rows.map((r) => [r.authorId!, Number(r.n)]));
}

export interface FunnelRow extends HomeFigure {
  status: LeadStatus;
}

/** The leads created this month (São Paulo) that the viewer sees, by their status now (from the cohort rollup). */
async function monthFunnel(db: Db, actor: Actor, since: string, sinceDay: string): Promise<FunnelRow[]> {
  const counts = await cohortCountsByStatus(db, actor, sinceDay);
  return LEAD_STATUSES.map((status) => ({
    status,
    count: counts.get(status) ?? 0,
    href: homeLinks.leads(homeFilters.createdSinceInStatus(since, status)),
  }));
}

export interface SellerRow {
  userId: string;
  name: string;
  active: boolean;
  worked: HomeFigure;
  /** Contact attempts recorded (no list behind it: the timeline has no list of its own). */
  attempts: number;
  conversions: HomeFigure;
  sales: HomeFigure;
}

/**
 * Início of a Gestor (the team) and the team part of the Administrador's (everyone): this month's funnel,
 * SLA breaches now (the "Hoje" count, team-wide), open leads stale for 15 days, the per-seller table and the
 * renewals due in 30 days. Row scope is the leads' and sales' own policies, inside every query.
 */
export async function teamHome(db: Db, actor: Actor, now: Date = new Date()) {
  const period = homePeriod(now);
  const staleFilters = homeFilters.staleOpen(period.staleCutoff);
  // The per-seller figures need the people first; that chain runs beside the team-wide counts.
  const perSeller = async () => {
    const people = await teamPeople(db, actor);
    const ids = people.map((p) => p.id);
    const [worked, attempts, conversions, activations] = await readTogether(
      db,
      () => workedByOwner(db, ids, period.monthStart),
      () => attemptsByAuthor(db, ids, period.monthStart),
      () => conversionsByOwner(db, ids, period.monthStart),
      () => activationsBySeller(db, ids, period.monthStartDay),
    );
    return { people, worked, attempts, conversions, activations };
  };
  const [{ people, worked, attempts, conversions, activations }, funnel, today, staleCount, renewalCount] = await readTogether(
    db,
    perSeller,
    () => monthFunnel(db, actor, period.monthStart, period.monthStartDay),
    () => leadsToday(db, actor, { now, limit: 1, all: true }),
    () => countLeads(db, actor, { filters: staleFilters }),
    () => countRenewals(db, actor, RENEWAL_DAYS, {}),
  );
  const slaBreached: HomeFigure = { count: today.slaBreached.count, capped: today.slaBreached.capped, href: homeLinks.today("slaBreached", true) };
  const stale: HomeFigure = { ...staleCount, href: homeLinks.leads(staleFilters) };
  const renewals: HomeFigure = { ...renewalCount, href: homeLinks.renewals(RENEWAL_DAYS) };
  const sellers: SellerRow[] = people.map((p) => ({
    userId: p.id,
    name: p.name,
    active: p.active,
    worked: { count: worked.get(p.id) ?? 0, href: homeLinks.leads(homeFilters.workedSince(p.id, period.monthStart)) },
    attempts: attempts.get(p.id) ?? 0,
    conversions: { count: conversions.get(p.id) ?? 0, href: homeLinks.leads(homeFilters.convertedSince(p.id, period.monthStart)) },
    sales: { count: activations.get(p.id) ?? 0, href: homeLinks.sales(homeFilters.activatedSince(p.id, period.monthStartDay)) },
  }));
  // Inactive people only while they still have figures this month.
  const visible = sellers.filter((s) => s.active || s.worked.count + s.attempts + s.conversions.count + s.sales.count > 0);
  return { period, slaHours: today.slaHours, funnel, slaBreached, stale, renewals, renewalDays: RENEWAL_DAYS, sellers: visible };
}

export type TeamHome = Awaited<ReturnType<typeof teamHome>>;
