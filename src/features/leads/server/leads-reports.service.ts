import { and, eq, sql, type SQL } from "drizzle-orm";
import type { Actor } from "~/server/actor";
import type { Db } from "~/server/db/client";
import { leads, users } from "~/server/db/schema";
import { isCalendarDay } from "~/lib/fields";
import { badInput } from "~/server/errors";
import { SAO_PAULO_TZ } from "~/lib/time";
import type { LeadStatus } from "~/lib/catalog/lead-statuses";
import { liveLeadBuckets, type BucketCount as OwnerStatusCount } from "./lead-status-counts";
import { liveLeadScope } from "./leads-list.service";
import { leadFirstContactHoursSql } from "./leads.list";
import { optionLabel, optionLabelsFor } from "./lead-options.service";

/**
 * The hooks the reports issue charts: plain service functions over the leads the actor may see, created
 * within a range of São Paulo calendar days (both ends included; either may be left open).
 */
export interface ReportRange {
  from?: string | null;
  to?: string | null;
}

function createdWithin(range: ReportRange): SQL | undefined {
  const { from, to } = range;
  if (from && !isCalendarDay(from)) throw badInput("from", "Data inválida.");
  if (to && !isCalendarDay(to)) throw badInput("to", "Data inválida.");
  // Midnight of the São Paulo day, as an instant: what created_at (timestamptz) compares against.
  return and(
    from ? sql`${leads.createdAt} >= (${from}::date)::timestamp at time zone ${SAO_PAULO_TZ}::text` : undefined,
    to ? sql`${leads.createdAt} < (${to}::date + 1)::timestamp at time zone ${SAO_PAULO_TZ}::text` : undefined,
  );
}

const WON: LeadStatus = "Converter em lead";

export type { OwnerStatusCount };

/** How many leads each owner holds in each status (all of them: from the maintained totals, exact). */
export async function countsByOwnerAndStatus(db: Db, actor: Actor, range: ReportRange = {}): Promise<OwnerStatusCount[]> {
  const created = createdWithin(range);
  if (!created) return liveLeadBuckets(db, actor);
  const rows = await db
    .select({ ownerId: leads.ownerId, ownerName: users.name, status: leads.status, count: sql<number>`count(*)::int` })
    .from(leads)
    .leftJoin(users, eq(users.id, leads.ownerId))
    .where(and(liveLeadScope(db, actor), created))
    .groupBy(leads.ownerId, users.name, leads.status)
    .orderBy(users.name, leads.status);
  return rows.map((r) => ({ ...r, status: r.status as LeadStatus, count: Number(r.count) }));
}

export interface FirstContactTime {
  ownerId: string | null;
  ownerName: string | null;
  /** Leads with a first contact recorded. */
  leads: number;
  medianHours: number;
  p90Hours: number;
}

/** Hours from creation to first contact, median and 90th percentile per owner (leads never contacted left out). */
export async function firstContactTimes(db: Db, actor: Actor, range: ReportRange = {}): Promise<FirstContactTime[]> {
  const hours = leadFirstContactHoursSql;
  const rows = await db
    .select({
      ownerId: leads.ownerId,
      ownerName: users.name,
      leads: sql<number>`count(*)::int`,
      medianHours: sql<number>`percentile_cont(0.5) within group (order by ${hours})::float8`,
      p90Hours: sql<number>`percentile_cont(0.9) within group (order by ${hours})::float8`,
    })
    .from(leads)
    .leftJoin(users, eq(users.id, leads.ownerId))
    .where(and(liveLeadScope(db, actor), createdWithin(range), sql`${leads.firstContactAt} is not null`))
    .groupBy(leads.ownerId, users.name)
    .orderBy(users.name);
  return rows.map((r) => ({ ...r, leads: Number(r.leads), medianHours: Number(r.medianHours), p90Hours: Number(r.p90Hours) }));
}

export interface ConversionRate {
  total: number;
  converted: number;
  /** converted / total, 0 when there is no lead. */
  rate: number;
}

export interface ConversionRates {
  byOwner: (ConversionRate & { ownerId: string | null; ownerName: string | null })[];
  /** `label`: the origem as the actor reads it (its English label for en-US). */
  bySource: (ConversionRate & { source: string; label: string })[];
}

const rateOf = (total: number, converted: number): ConversionRate => ({ total, converted, rate: total ? converted / total : 0 });

/** Share of the leads created in the range that reached "Converter em lead", per owner and per source (origem). */
export async function conversionRates(db: Db, actor: Actor, range: ReportRange = {}): Promise<ConversionRates> {
  const where = and(liveLeadScope(db, actor), createdWithin(range));
  const total = sql<number>`count(*)::int`;
  const converted = sql<number>`(count(*) filter (where ${leads.status} = ${WON}))::int`;
  const owners = await db
    .select({ ownerId: leads.ownerId, ownerName: users.name, total, converted })
    .from(leads)
    .leftJoin(users, eq(users.id, leads.ownerId))
    .where(where)
    .groupBy(leads.ownerId, users.name)
    .orderBy(users.name);
  const sources = await db.select({ source: leads.source, total, converted }).from(leads).where(where).groupBy(leads.source).orderBy(leads.source);
  const labels = await optionLabelsFor(db, actor.locale);
  return {
    byOwner: owners.map((r) => ({ ownerId: r.ownerId, ownerName: r.ownerName, ...rateOf(Number(r.total), Number(r.converted)) })),
    bySource: sources.map((r) => ({ source: r.source, label: optionLabel(labels, "source", r.source), ...rateOf(Number(r.total), Number(r.converted)) })),
  };
}
