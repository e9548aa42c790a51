import { and, desc, eq, inArray, isNull, sql } from "drizzle-orm";
import { auditActor, type Actor } from "~/server/actor";
import { recordAudit } from "~/server/audit";
import type { Db, DbOrTx } from "~/server/db/client";
import { leadActivities, leads, users } from "~/server/db/schema";
import { versionedUpdate } from "~/server/db/versioned-update";
import { badInput } from "~/server/errors";
import { saoPauloDay } from "~/lib/format";
import type { LeadActivitiesInput, LeadAddActivityInput, LeadBulkStatusInput, LeadChangeStatusInput, LeadLogAttemptInput } from "../leads.schemas";
import type { AttemptChannel, AttemptOutcome } from "~/lib/catalog/tasks";
import { planStatusChange, type LeadStatus, type LeadStatusErrors, type LeadStatusField, type LeadStatusRequest } from "../lead-status";
import { activeOptionLabels, addTimelineEntry, bumpVersion, loadEditableLead, loadVisibleLead, type LeadRow } from "./lead-access";
import { editableScope } from "./leads.service";
import { syncFollowUpTask } from "~/features/tasks/server/follow-up.service";

/** The work on a lead: status changes (rules in ../lead-status.ts), attempts, timeline entries. */

export const DO_NOT_CONTACT_MESSAGE = "Este lead pediu para não ser contatado: as ações de contato estão desativadas.";
const FIELD_ORDER: LeadStatusField[] = ["status", "nextContactOn", "lostReason", "doNotContact"];
const CONTACT_KINDS = new Set(["call", "whatsapp", "email", "meeting"]);

export interface LeadAttempt {
  channel?: AttemptChannel | null;
  outcome?: AttemptOutcome | null;
}

function firstError(errors: LeadStatusErrors): { field: LeadStatusField; message: string } {
  const field = FIELD_ORDER.find((f) => errors[f]) ?? "status";
  return { field, message: errors[field] ?? "Mudança de status inválida." };
}

/** Plans and writes one status change; `version` null for bulk changes (the row is locked instead). */
async function applyStatus(tx: DbOrTx, actor: Actor, lead: LeadRow, req: LeadStatusRequest, version: number | null, lostReasons: readonly string[]) {
  const plan = planStatusChange({ ...lead, status: lead.status as LeadStatus }, req, { today: saoPauloDay(new Date()), lostReasons });
  if (!plan.ok) return { ok: false as const, ...firstError(plan.errors) };
  const now = new Date();
  const moved = plan.changes.status !== lead.status;
  const set = {
    ...plan.changes,
    statusChangedAt: moved ? now : lead.statusChangedAt,
    // The first move out of Novo is the first contact (if no attempt recorded it before).
    firstContactAt: lead.firstContactAt ?? (lead.status === "Novo" && moved ? now : null),
  };
  if (version === null) await tx.update(leads).set({ ...set, ...bumpVersion }).where(eq(leads.id, lead.id));
  else await versionedUpdate(tx, leads, lead.id, version, set, isNull(leads.deletedAt));
  const data: Record<string, unknown> = { status: { from: lead.status, to: plan.changes.status } };
  for (const key of ["nextContactOn", "lostReason", "doNotContact"] as const) {
    if (plan.changes[key] !== lead[key]) data[key] = { from: lead[key], to: plan.changes[key] };
  }
  await addTimelineEntry(tx, { leadId: lead.id, kind: "status", authorId: actor.id, data });
  // The "Contatar novamente" day is a task: its one open follow-up task follows the day (or closes).
  await syncFollowUpTask(tx, actor, { id: lead.id, ownerId: lead.ownerId, status: plan.changes.status, nextContactOn: plan.changes.nextContactOn });
  await recordAudit(tx, auditActor(actor), {
    action: "lead.status",
    entity: "lead",
    entityId: lead.id,
    before: { status: lead.status, nextContactOn: lead.nextContactOn, lostReason: lead.lostReason, doNotContact: lead.doNotContact },
    after: plan.changes as unknown as Record<string, unknown>,
  });
  return { ok: true as const };
}

async function reload(tx: DbOrTx, id: string) {
  const [row] = await tx.select().from(leads).where(eq(leads.id, id));
  const { searchText: _searchText, ...rest } = row!;
  return rest;
}

export async function changeLeadStatus(db: Db, actor: Actor, input: LeadChangeStatusInput) {
  return db.transaction(async (tx) => {
    const lead = await loadEditableLead(tx, actor, input.id);
    const { id: _id, version, ...req } = input;
    const result = await applyStatus(tx, actor, lead, req, version, await activeOptionLabels(tx, "lostReason"));
    if (!result.ok) throw badInput(result.field, result.message);
    return reload(tx, lead.id);
  });
}

/** Bulk status: each lead the actor may change moves if its rules allow; the others are reported, not moved. */
export async function bulkLeadStatus(db: Db, actor: Actor, input: LeadBulkStatusInput) {
  return db.transaction(async (tx) => {
    const rows = await tx
      .select()
      .from(leads)
      .where(and(inArray(leads.id, input.ids), isNull(leads.deletedAt), editableScope(tx, actor)))
      .orderBy(leads.id)
      .for("update");
    const lostReasons = await activeOptionLabels(tx, "lostReason");
    const refused: { id: string; name: string; field: LeadStatusField; message: string }[] = [];
    let count = 0;
    for (const lead of rows) {
      const result = await applyStatus(tx, actor, lead, { status: input.status, nextContactOn: input.nextContactOn, lostReason: input.lostReason }, null, lostReasons);
      if (result.ok) count++;
      else refused.push({ id: lead.id, name: lead.name, field: result.field, message: result.message });
    }
    return { count, refused };
  });
}

export async function addLeadActivity(db: Db, actor: Actor, input: LeadAddActivityInput) {
  return db.transaction(async (tx) => {
    const lead = await loadEditableLead(tx, actor, input.leadId);
    const contact = CONTACT_KINDS.has(input.kind);
    if (contact && lead.doNotContact) throw badInput("kind", DO_NOT_CONTACT_MESSAGE);
    const entry = await addTimelineEntry(tx, { leadId: lead.id, kind: input.kind, authorId: actor.id, body: input.body, outcome: input.outcome ?? null });
    if (contact && !lead.firstContactAt) await tx.update(leads).set({ firstContactAt: entry.at }).where(eq(leads.id, lead.id));
    await recordAudit(tx, auditActor(actor), { action: "lead.activity", entity: "lead", entityId: lead.id, after: { kind: input.kind, body: input.body, outcome: input.outcome ?? null } });
    return entry;
  });
}

/** One more attempt on a lead (locked by the caller): the counter, the timeline entry with channel and outcome, the audit. */
async function recordAttempt(tx: DbOrTx, actor: Actor, lead: LeadRow, version: number | null, attempt: LeadAttempt) {
  if (lead.doNotContact) throw badInput("doNotContact", DO_NOT_CONTACT_MESSAGE);
  const attempts = lead.contactAttempts + 1;
  const set = { contactAttempts: attempts, firstContactAt: lead.firstContactAt ?? new Date() };
  if (version === null) await tx.update(leads).set({ ...set, ...bumpVersion }).where(eq(leads.id, lead.id));
  else await versionedUpdate(tx, leads, lead.id, version, set, isNull(leads.deletedAt));
  const channel = attempt.channel ?? null;
  const outcome = attempt.outcome ?? null;
  await addTimelineEntry(tx, { leadId: lead.id, kind: "attempt", authorId: actor.id, channel, outcome, data: { attempt: attempts } });
  await recordAudit(tx, auditActor(actor), {
    action: "lead.attempt",
    entity: "lead",
    entityId: lead.id,
    before: { contactAttempts: lead.contactAttempts },
    after: { contactAttempts: attempts, ...(channel ? { channel } : {}), ...(outcome ? { outcome } : {}) },
  });
}

/** "Registrar tentativa": one click (or with the channel and how it went), one more attempt on the timeline. */
export async function logLeadAttempt(db: Db, actor: Actor, input: LeadLogAttemptInput) {
  return db.transaction(async (tx) => {
    const lead = await loadEditableLead(tx, actor, input.id);
    await recordAttempt(tx, actor, lead, input.version, { channel: input.channel, outcome: input.outcome });
    return reload(tx, lead.id);
  });
}

/** A contact task done with an outcome counts as an attempt (called inside the task's transaction). */
export async function logAttemptFromTask(tx: DbOrTx, actor: Actor, leadId: string, attempt: LeadAttempt): Promise<void> {
  const lead = await loadEditableLead(tx, actor, leadId);
  await recordAttempt(tx, actor, lead, null, attempt);
}

export const ACTIVITIES_PAGE_SIZE = 30;

/** The timeline, newest first, by keyset on (at, id). */
export async function listLeadActivities(db: Db, actor: Actor, input: LeadActivitiesInput) {
  await loadVisibleLead(db, actor, input.leadId);
  const after = input.cursor ? sql`(${leadActivities.at}, ${leadActivities.id}) < (${input.cursor.at}::timestamptz, ${input.cursor.id}::uuid)` : undefined;
  const rows = await db
    .select({
      id: leadActivities.id,
      kind: leadActivities.kind,
      body: leadActivities.body,
      outcome: leadActivities.outcome,
      channel: leadActivities.channel,
      data: leadActivities.data,
      at: leadActivities.at,
      atKey: sql<string>`${leadActivities.at}::text`,
      authorId: leadActivities.authorId,
      authorName: users.name,
    })
    .from(leadActivities)
    .leftJoin(users, eq(users.id, leadActivities.authorId))
    .where(and(eq(leadActivities.leadId, input.leadId), after))
    .orderBy(desc(leadActivities.at), desc(leadActivities.id))
    .limit(ACTIVITIES_PAGE_SIZE + 1);
  const page = rows.slice(0, ACTIVITIES_PAGE_SIZE);
  const last = page.at(-1);
  return {
    items: page.map(({ atKey: _atKey, ...item }) => item),
    nextCursor: rows.length > ACTIVITIES_PAGE_SIZE && last ? { at: last.atKey, id: last.id } : null,
  };
}
