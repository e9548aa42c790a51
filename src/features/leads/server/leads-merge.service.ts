import { and, eq, isNull, sql } from "drizzle-orm";
import { auditActor, type Actor } from "~/server/actor";
import { recordAudit } from "~/server/audit";
import type { Db } from "~/server/db/client";
import { leadActivities, leadSales, leads } from "~/server/db/schema";
import { badInput, conflict, STALE_VERSION_MESSAGE } from "~/server/errors";
import type { LeadMergeInput } from "../leads.schemas";
import { addTimelineEntry, loadEditableLead, refreshLeadSearchText, type LeadRow } from "./lead-access";

export const MERGE_MESSAGES = {
  differentDocuments: "Os leads têm CPF/CNPJ diferentes: não são a mesma pessoa.",
  differentKinds: "Um lead é pessoa física e o outro jurídica: não podem ser mesclados.",
  mergedConverted: "Um lead convertido não pode ser mesclado em outro: mantenha o convertido.",
} as const;

const MAX_CONTACTS = 5;
const union = (a: string[], b: string[], max = Infinity) => [...new Set([...a, ...b])].slice(0, max);
const earliest = (a: Date | null, b: Date | null) => (a && b ? (a < b ? a : b) : (a ?? b));

/**
 * What the kept lead becomes: its own values win, the other's fill what it lacks, lists are joined
 * (contacts capped at 5 like the form), attempts add up, and do-not-contact from either side stays
 * (an opt-out must never be lost by a merge).
 */
export function mergedFields(keep: LeadRow, other: LeadRow) {
  const fill = <K extends keyof LeadRow>(key: K): LeadRow[K] => (keep[key] ?? other[key]) as LeadRow[K];
  const notes = keep.notes && other.notes && keep.notes !== other.notes ? `${keep.notes}\n\n${other.notes}` : fill("notes");
  return {
    document: fill("document"),
    emails: union(keep.emails, other.emails, MAX_CONTACTS),
    phones: union(keep.phones, other.phones, MAX_CONTACTS),
    categories: union(keep.categories, other.categories),
    tags: union(keep.tags, other.tags),
    city: fill("city"),
    uf: fill("uf"),
    referrerId: fill("referrerId"),
    referrerName: fill("referrerName"),
    estimatedValue: fill("estimatedValue"),
    notes: notes ? notes.slice(0, 4000) : null,
    lgpdLegalBasis: fill("lgpdLegalBasis"),
    consentTextVersion: keep.consentAt ? keep.consentTextVersion : other.consentTextVersion,
    consentAt: fill("consentAt"),
    consentChannel: keep.consentAt ? keep.consentChannel : other.consentChannel,
    doNotContact: keep.doNotContact || other.doNotContact,
    contactAttempts: keep.contactAttempts + other.contactAttempts,
    firstContactAt: earliest(keep.firstContactAt, other.firstContactAt),
  };
}

/** Merges `mergeId` into `keepId` in one transaction: every timeline entry moves, the other lead is soft-deleted. */
export async function mergeLeads(db: Db, actor: Actor, input: LeadMergeInput): Promise<{ id: string; version: number }> {
  return db.transaction(async (tx) => {
    // Locks in id order, so two opposite merges of the same pair cannot deadlock.
    const [first, second] = [input.keepId, input.mergeId].sort();
    const locked = new Map<string, LeadRow>();
    for (const id of [first!, second!]) locked.set(id, await loadEditableLead(tx, actor, id));
    const keep = locked.get(input.keepId)!;
    const other = locked.get(input.mergeId)!;
    if (keep.version !== input.keepVersion || other.version !== input.mergeVersion) throw conflict(STALE_VERSION_MESSAGE, "version");
    if (keep.kind !== other.kind) throw badInput("mergeId", MERGE_MESSAGES.differentKinds);
    if (keep.document && other.document && keep.document !== other.document) throw badInput("mergeId", MERGE_MESSAGES.differentDocuments);
    if (other.convertedCustomerId) throw badInput("mergeId", MERGE_MESSAGES.mergedConverted);

    const moved = await tx.update(leadActivities).set({ leadId: keep.id }).where(eq(leadActivities.leadId, other.id)).returning({ id: leadActivities.id });
    await tx.update(leadSales).set({ leadId: keep.id }).where(eq(leadSales.leadId, other.id));
    const fields = mergedFields(keep, other);
    await tx
      .update(leads)
      .set({ ...fields, lastActivityAt: sql`greatest(${leads.lastActivityAt}, ${other.lastActivityAt})`, version: sql`${leads.version} + 1`, updatedAt: sql`now()` })
      .where(eq(leads.id, keep.id));
    await tx
      .update(leads)
      .set({ deletedAt: sql`now()`, mergedIntoId: keep.id, version: sql`${leads.version} + 1`, updatedAt: sql`now()` })
      .where(and(eq(leads.id, other.id), isNull(leads.deletedAt)));
    await refreshLeadSearchText(tx, keep.id);
    await addTimelineEntry(tx, { leadId: keep.id, kind: "merged", authorId: actor.id, data: { mergedId: other.id, mergedName: other.name, movedEntries: moved.length } });
    const before = Object.fromEntries(Object.keys(fields).map((k) => [k, keep[k as keyof LeadRow]]));
    await recordAudit(tx, auditActor(actor), { action: "lead.merge", entity: "lead", entityId: keep.id, before: { ...before, mergedId: other.id }, after: fields });
    await recordAudit(tx, auditActor(actor), { action: "lead.delete", entity: "lead", entityId: other.id, after: { mergedIntoId: keep.id } });
    const [after] = await tx.select({ id: leads.id, version: leads.version }).from(leads).where(eq(leads.id, keep.id));
    return after!;
  });
}
