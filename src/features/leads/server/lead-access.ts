import { and, eq, isNull, sql } from "drizzle-orm";
import type { Actor } from "~/server/actor";
import type { DbOrTx } from "~/server/db/client";
import { appSettings, leadActivities, leadOptions, leads, leadSearchTextSql, users, type LEAD_ACTIVITY_KINDS } from "~/server/db/schema";
import { badInput, forbidden, notFound } from "~/server/errors";
import { leadScope, mayEditLead } from "./leads.policy";

/** Shared building blocks of the lead services: scoped loading, the edit check, timeline entries. */
export type LeadRow = typeof leads.$inferSelect;
export type LeadActivityKind = (typeof LEAD_ACTIVITY_KINDS)[number];

export const LEAD_NOT_FOUND = "Lead não encontrado.";

/** The lead if the actor may see it (inside the query), else NOT_FOUND; `lock` takes the row for the transaction. */
export async function loadVisibleLead(tx: DbOrTx, actor: Actor, id: string, opts: { includeDeleted?: boolean; lock?: boolean } = {}): Promise<LeadRow> {
  const query = tx
    .select()
    .from(leads)
    .where(and(eq(leads.id, id), opts.includeDeleted ? undefined : isNull(leads.deletedAt), leadScope(tx, actor)))
    .limit(1);
  const [row] = opts.lock ? await query.for("update") : await query;
  if (!row) throw notFound(LEAD_NOT_FOUND);
  return row;
}

export async function ownerTeamOf(tx: DbOrTx, ownerId: string | null): Promise<string | null> {
  if (!ownerId) return null;
  const [owner] = await tx.select({ teamId: users.teamId }).from(users).where(eq(users.id, ownerId)).limit(1);
  return owner?.teamId ?? null;
}

export async function canEditLead(tx: DbOrTx, actor: Actor, lead: LeadRow): Promise<boolean> {
  return mayEditLead(actor, lead, await ownerTeamOf(tx, lead.ownerId));
}

/** Seeing a lead is not editing it: a pool lead must be taken first, a Gestor's view of another team never edits. */
export async function loadEditableLead(tx: DbOrTx, actor: Actor, id: string): Promise<LeadRow> {
  const lead = await loadVisibleLead(tx, actor, id, { lock: true });
  if (!(await canEditLead(tx, actor, lead))) {
    throw forbidden(lead.ownerId === null ? "Assuma o lead antes de trabalhar nele." : "Você não pode alterar este lead.");
  }
  return lead;
}

/** Appends a timeline entry and marks the lead as worked now ("parado" counts from the last entry). */
export async function addTimelineEntry(
  tx: DbOrTx,
  entry: {
    leadId: string;
    kind: LeadActivityKind;
    authorId: string | null;
    body?: string | null;
    outcome?: string | null;
    channel?: (typeof leadActivities.$inferInsert)["channel"];
    data?: Record<string, unknown> | null;
  },
) {
  const [row] = await tx
    .insert(leadActivities)
    .values({
      leadId: entry.leadId,
      kind: entry.kind,
      authorId: entry.authorId,
      body: entry.body ?? null,
      outcome: entry.outcome ?? null,
      channel: entry.channel ?? null,
      data: entry.data ?? null,
    })
    .returning();
  await tx.update(leads).set({ lastActivityAt: row!.at }).where(eq(leads.id, entry.leadId));
  return row!;
}

export async function refreshLeadSearchText(tx: DbOrTx, id: string): Promise<void> {
  await tx.update(leads).set({ searchText: leadSearchTextSql }).where(eq(leads.id, id));
}

export async function activeOptionLabels(tx: DbOrTx, kind: "source" | "lostReason"): Promise<string[]> {
  const rows = await tx
    .select({ label: leadOptions.label })
    .from(leadOptions)
    .where(and(eq(leadOptions.kind, kind), eq(leadOptions.active, true)))
    .orderBy(leadOptions.position, leadOptions.label);
  return rows.map((r) => r.label);
}

export async function assertActiveSource(tx: DbOrTx, source: string): Promise<void> {
  const [row] = await tx
    .select({ id: leadOptions.id })
    .from(leadOptions)
    .where(and(eq(leadOptions.kind, "source"), eq(leadOptions.active, true), eq(leadOptions.label, source)))
    .limit(1);
  if (!row) throw badInput("source", "Escolha uma origem da lista.");
}

/** An unknown referrer id is the caller's mistake (BAD_REQUEST), not a foreign-key failure (500). */
export async function assertReferrer(tx: DbOrTx, referrerId: string | null | undefined): Promise<void> {
  if (!referrerId) return;
  const [user] = await tx.select({ id: users.id }).from(users).where(eq(users.id, referrerId)).limit(1);
  if (!user) throw badInput("referrerId", "Usuário não encontrado.");
}

export const DEFAULT_SLA_HOURS = 24;
export const FIRST_CONTACT_SLA_KEY = "leads.firstContactSlaHours";

/** The first-contact SLA in hours (app_settings 'leads.firstContactSlaHours', 24 by default). */
export async function firstContactSlaHours(tx: DbOrTx): Promise<number> {
  const [row] = await tx.select({ value: appSettings.value }).from(appSettings).where(eq(appSettings.key, FIRST_CONTACT_SLA_KEY)).limit(1);
  const n = Number(row?.value);
  return Number.isFinite(n) && n > 0 ? n : DEFAULT_SLA_HOURS;
}

/** Bumps version and updatedAt in a bulk statement (the per-row versioned update is for single edits). */
export const bumpVersion = { version: sql`${leads.version} + 1`, updatedAt: sql`now()` };
