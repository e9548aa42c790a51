import { addDays } from "date-fns";
import { and, between, eq, gte, isNotNull, isNull, lt, sql } from "drizzle-orm";
import type { DbOrTx } from "~/server/db/client";
import { customers, leads, sales, teams, users } from "~/server/db/schema";
import { firstContactSlaHours } from "~/features/leads/server/lead-access";
import { saoPauloDay } from "~/lib/format";
import { ONE_DAY_MS, ONE_HOUR_MS } from "~/lib/time";
import { notify, type NotifyInput } from "./notify.service";

/**
 * The periodic checks that turn the state of leads and sales into notifications. Each reads a bounded window
 * (a run missed or retried still finds its rows) and notifies with a dedupe key per record and step, so running
 * one twice, or two workers at once, notifies nobody twice.
 */

/** How far back a check looks past its moment: a day of missed runs is caught up, older rows were handled. */
const LOOKBACK_MS = ONE_DAY_MS;

/**
 * First contact past the SLA: the owner when a Novo lead has had no contact for the SLA (default 24 h); the
 * team's Gestor when it is still so one SLA later (the escalation). Pool leads go to the Gestor at once.
 */
export async function checkFirstContactSla(db: DbOrTx, now: Date): Promise<{ seller: number; manager: number }> {
  const slaMs = (await firstContactSlaHours(db)) * ONE_HOUR_MS;
  const hours = Math.round(slaMs / ONE_HOUR_MS);
  const breached = (sinceMs: number) => {
    const to = new Date(now.getTime() - sinceMs);
    const from = new Date(to.getTime() - LOOKBACK_MS);
    // The window on created_at uses leads_created_idx; the rest filters the few rows in it.
    return and(isNull(leads.deletedAt), eq(leads.status, "Novo"), isNull(leads.firstContactAt), gte(leads.createdAt, from), lt(leads.createdAt, to));
  };
  const sellerRows = await db
    .select({ id: leads.id, name: leads.name, ownerId: leads.ownerId })
    .from(leads)
    .where(and(breached(slaMs), isNotNull(leads.ownerId)));
  const seller = await notify(
    db,
    sellerRows.map((l) => ({ userId: l.ownerId!, event: "lead.sla", record: { kind: "lead", id: l.id }, params: { name: l.name, who: "seller", hours }, dedupeKey: `sla:${l.id}:seller` }) satisfies NotifyInput),
  );
  const managerRows = await db
    .select({ id: leads.id, name: leads.name, ownerId: leads.ownerId, ownerName: users.name, managerId: teams.managerId })
    .from(leads)
    .innerJoin(teams, eq(teams.id, leads.teamId))
    .leftJoin(users, eq(users.id, leads.ownerId))
    .where(and(isNotNull(teams.managerId), sql`(${leads.ownerId} is null and ${breached(slaMs)}) or ${breached(2 * slaMs)}`));
  const manager = await notify(
    db,
    managerRows
      .filter((l) => l.managerId !== l.ownerId)
      .map((l) => ({
        userId: l.managerId!,
        event: "lead.sla",
        record: { kind: "lead", id: l.id },
        params: { name: l.name, who: "manager", owner: l.ownerName ?? "—", hours },
        dedupeKey: `sla:${l.id}:manager`,
      }) satisfies NotifyInput),
  );
  return { seller: seller.inApp + seller.emails, manager: manager.inApp + manager.emails };
}

/** "Momento ruim" leads whose return date is today (São Paulo): their owner, once per lead and day. */
export async function checkReturningLeads(db: DbOrTx, now: Date): Promise<number> {
  const day = saoPauloDay(now);
  const rows = await db
    .select({ id: leads.id, name: leads.name, ownerId: leads.ownerId })
    .from(leads)
    .where(and(isNull(leads.deletedAt), eq(leads.status, "Momento ruim"), eq(leads.nextContactOn, day), isNotNull(leads.ownerId)));
  const done = await notify(
    db,
    rows.map((l) => ({ userId: l.ownerId!, event: "lead.returning", record: { kind: "lead", id: l.id }, params: { name: l.name }, dedupeKey: `returning:${l.id}:${day}` }) satisfies NotifyInput),
  );
  return done.inApp + done.emails;
}

export const RENEWAL_DAYS = [90, 60, 30] as const;
/** A renewal notice is given when the vigência ends within this many days after its mark (a missed day is caught up). */
const RENEWAL_GRACE_DAYS = 3;

/** Active sales whose vigência ends in 90, 60 or 30 days (São Paulo days): their seller, once per mark. */
export async function checkRenewals(db: DbOrTx, now: Date): Promise<number> {
  const items: NotifyInput[] = [];
  for (const days of RENEWAL_DAYS) {
    const latest = saoPauloDay(addDays(now, days));
    const earliest = saoPauloDay(addDays(now, days - RENEWAL_GRACE_DAYS + 1));
    const rows = await db
      .select({ id: sales.id, sellerId: sales.sellerId, customerId: sales.customerId, customerName: customers.name })
      .from(sales)
      .innerJoin(customers, eq(customers.id, sales.customerId))
      // The same predicate as sales_renewals_idx (active, not deleted, on vigencia_end).
      .where(and(eq(sales.status, "ativa"), isNull(sales.deletedAt), between(sales.vigenciaEnd, earliest, latest)));
    for (const s of rows) {
      if (!s.sellerId) continue;
      items.push({ userId: s.sellerId, event: "sale.renewal", record: { kind: "customer", id: s.customerId }, params: { name: s.customerName, days }, dedupeKey: `renewal:${s.id}:${days}` });
    }
  }
  const done = await notify(db, items);
  return done.inApp + done.emails;
}
