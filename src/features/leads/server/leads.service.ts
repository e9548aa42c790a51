import { and, eq, inArray, isNotNull, isNull, sql } from "drizzle-orm";
import { auditActor, type Actor } from "~/server/actor";
import { diffFields, recordAudit } from "~/server/audit";
import type { Db, DbOrTx } from "~/server/db/client";
import { leads, users } from "~/server/db/schema";
import { versionedUpdate } from "~/server/db/versioned-update";
import { badInput, forbidden } from "~/server/errors";
import { documentKind, hideCpf } from "~/lib/brazil";
import type { LeadCreateInput, LeadUpdateInput } from "../leads.schemas";
import { dueBucket, isPastSla, isStale, type LeadStatus } from "../lead-status";
import { LEAD_TRACKED_FIELDS } from "../lead-fields";
import {
  activeOptionLabels,
  addTimelineEntry,
  assertActiveSource,
  assertReferrer,
  bumpVersion,
  canEditLead,
  firstContactSlaHours,
  loadVisibleLead,
  loadEditableLead,
  refreshLeadSearchText,
  type LeadRow,
} from "./lead-access";
import { confirmUsualAmounts } from "~/features/plausibility/server/plausibility.service";
import { notifyNewLeadOwner, resolveNewLeadOwner } from "./leads-assign.service";
import { leadScope } from "./leads.policy";
import { optionLabelsFor } from "./lead-options.service";

/** What leaves the server: never the derived search column. */
function publicLead(row: LeadRow) {
  const { searchText: _searchText, ...rest } = row;
  return rest;
}

/** jsonb cannot hold bigints or keep Dates: timeline data stores their text. */
function jsonValue(v: unknown): unknown {
  if (typeof v === "bigint") return v.toString();
  if (v instanceof Date) return v.toISOString();
  return v ?? null;
}

export async function createLead(db: Db, actor: Actor, input: LeadCreateInput) {
  return db.transaction(async (tx) => {
    await assertActiveSource(tx, input.source);
    await assertReferrer(tx, input.referrerId);
    const { ownerId, teamId } = await resolveNewLeadOwner(tx, actor, input.ownerId);
    const { ownerId: _owner, confirmUnusualAmount, ...fields } = input;
    const unusual = await confirmUsualAmounts(tx, [{ field: "estimatedValue", amount: input.estimatedValue, leadCategories: input.categories }], confirmUnusualAmount);
    const [row] = await tx
      .insert(leads)
      .values({ ...fields, ownerId, teamId, status: "Novo", createdById: actor.id })
      .returning({ id: leads.id });
    await refreshLeadSearchText(tx, row!.id);
    await addTimelineEntry(tx, { leadId: row!.id, kind: "created", authorId: actor.id, data: { source: input.source, ownerId } });
    const [created] = await tx.select().from(leads).where(eq(leads.id, row!.id));
    await recordAudit(tx, auditActor(actor), { action: "lead.create", entity: "lead", entityId: created!.id, after: { ...publicLead(created!), ...(unusual.length ? { unusualAmountsConfirmed: unusual } : {}) } });
    await notifyNewLeadOwner(tx, actor, created!);
    // Round-robin may deal the lead to someone else: the creator gets it back even if they cannot open it.
    return publicLead(created!);
  });
}

/** The lead page: the full CPF only for users who may edit the lead (LGPD: masked wherever not needed). */
export async function getLead(db: Db, actor: Actor, id: string) {
  const row = await loadVisibleLead(db, actor, id);
  const canEdit = await canEditLead(db, actor, row);
  const [owner] = row.ownerId ? await db.select({ name: users.name }).from(users).where(eq(users.id, row.ownerId)).limit(1) : [];
  const slaHours = await firstContactSlaHours(db);
  const now = new Date();
  return {
    ...publicLead(row),
    document: row.document && row.kind === "PF" && !canEdit ? hideCpf(row.document) : row.document,
    ownerName: owner?.name ?? null,
    canEdit,
    pastSla: isPastSla({ ...row, status: row.status as LeadStatus }, now, slaHours),
    stale: isStale(row, now),
    due: dueBucket(row.nextContactOn, now),
  };
}

const TRACKED_FIELDS = LEAD_TRACKED_FIELDS;

export async function updateLead(db: Db, actor: Actor, input: LeadUpdateInput) {
  return db.transaction(async (tx) => {
    const before = await loadEditableLead(tx, actor, input.id);
    const { id, version, confirmUnusualAmount, ...changes } = input;
    const kind = changes.kind ?? before.kind;
    const document = changes.document !== undefined ? changes.document : before.document;
    if (document && (documentKind(document) === "cpf") !== (kind === "PF")) {
      throw badInput("document", kind === "PF" ? "Pessoa física usa CPF." : "Pessoa jurídica usa CNPJ.");
    }
    if (changes.source !== undefined && changes.source !== before.source) await assertActiveSource(tx, changes.source);
    if (changes.referrerId !== before.referrerId) await assertReferrer(tx, changes.referrerId);
    const unusual =
      changes.estimatedValue !== undefined && changes.estimatedValue !== before.estimatedValue
        ? await confirmUsualAmounts(tx, [{ field: "estimatedValue", amount: changes.estimatedValue, leadCategories: changes.categories ?? before.categories, excludeLeadId: id }], confirmUnusualAmount)
        : [];
    await versionedUpdate(tx, leads, id, version, changes, and(isNull(leads.deletedAt), leadScope(tx, actor)));
    await refreshLeadSearchText(tx, id);
    const [after] = await tx.select().from(leads).where(eq(leads.id, id));
    const data: Record<string, { from: unknown; to: unknown }> = {};
    const diff = diffFields(before, after!);
    for (const field of TRACKED_FIELDS) if (field in diff.after) data[field] = { from: jsonValue(diff.before[field]), to: jsonValue(diff.after[field]) };
    if (Object.keys(data).length) await addTimelineEntry(tx, { leadId: id, kind: "fields", authorId: actor.id, data });
    await recordAudit(tx, auditActor(actor), { action: "lead.update", entity: "lead", entityId: id, before: diff.before, after: { ...diff.after, ...(unusual.length ? { unusualAmountsConfirmed: unusual } : {}) } });
    const [final] = await tx.select().from(leads).where(eq(leads.id, id));
    return publicLead(final!);
  });
}

/** Leads the actor may change in bulk: a Vendedor only their own (a pool lead is taken, not deleted). */
export function editableScope(tx: DbOrTx, actor: Actor) {
  const scope = leadScope(tx, actor);
  return actor.role === "seller" ? and(scope, eq(leads.ownerId, actor.id)) : scope;
}

/** Soft delete, so the list can offer "desfazer" (restore). */
export async function deleteLeads(db: Db, actor: Actor, ids: string[]): Promise<{ count: number }> {
  return db.transaction(async (tx) => {
    const rows = await tx
      .update(leads)
      .set({ deletedAt: sql`now()`, ...bumpVersion })
      .where(and(inArray(leads.id, ids), isNull(leads.deletedAt), editableScope(tx, actor)))
      .returning({ id: leads.id });
    for (const r of rows) await recordAudit(tx, auditActor(actor), { action: "lead.delete", entity: "lead", entityId: r.id });
    return { count: rows.length };
  });
}

export async function restoreLeads(db: Db, actor: Actor, ids: string[]): Promise<{ count: number }> {
  return db.transaction(async (tx) => {
    const rows = await tx
      .update(leads)
      .set({ deletedAt: null, ...bumpVersion })
      // A merged lead stays merged: restoring it would duplicate its timeline's owner.
      .where(and(inArray(leads.id, ids), isNotNull(leads.deletedAt), isNull(leads.mergedIntoId), editableScope(tx, actor)))
      .returning({ id: leads.id });
    for (const r of rows) await recordAudit(tx, auditActor(actor), { action: "lead.restore", entity: "lead", entityId: r.id });
    return { count: rows.length };
  });
}

/**
 * The editable lists the forms offer (their values are the pt-BR labels leads store), the label the caller reads
 * for each where it differs, and the SLA the "Hoje" screen measures against.
 */
export async function leadOptionsFor(db: Db, actor: Actor) {
  if (actor.role === "finance") throw forbidden();
  const [sources, lostReasons, slaHours, labels] = await Promise.all([
    activeOptionLabels(db, "source"),
    activeOptionLabels(db, "lostReason"),
    firstContactSlaHours(db),
    optionLabelsFor(db, actor.locale),
  ]);
  return { sources, lostReasons, slaHours, labels };
}
