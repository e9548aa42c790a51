import { asc, eq, isNotNull } from "drizzle-orm";
import { auditActor, type Actor } from "~/server/actor";
import { diffFields, recordAudit } from "~/server/audit";
import type { Db, DbOrTx } from "~/server/db/client";
import { leadOptions } from "~/server/db/schema";
import { versionedUpdate } from "~/server/db/versioned-update";
import type { Locale } from "~/lib/roles";
import type { LeadOptionKind } from "../lead-options.schemas";

/**
 * Origens and motivos de perda are data, and leads store the pt-BR label itself. An en-US user sees each
 * option's English label where it has one: the labels are mapped set-wise (one query per answer, never per
 * row), and a value that is not an option (an imported origem, a retired option) shows as stored.
 */

/** pt-BR label → the label `locale` reads, per kind; only options that differ are in it. */
export type OptionLabels = Readonly<Record<LeadOptionKind, Readonly<Record<string, string>>>>;

const NO_LABELS: OptionLabels = { source: {}, lostReason: {} };

export async function optionLabelsFor(db: DbOrTx, locale: Locale | undefined): Promise<OptionLabels> {
  if (locale !== "en-US") return NO_LABELS;
  const rows = await db.select({ kind: leadOptions.kind, label: leadOptions.label, labelEn: leadOptions.labelEn }).from(leadOptions).where(isNotNull(leadOptions.labelEn));
  const labels: Record<LeadOptionKind, Record<string, string>> = { source: {}, lostReason: {} };
  for (const r of rows) labels[r.kind][r.label] = r.labelEn!;
  return labels;
}

/** The label shown for a stored value. */
export function optionLabel(labels: OptionLabels, kind: LeadOptionKind, value: string): string;
export function optionLabel(labels: OptionLabels, kind: LeadOptionKind, value: string | null): string | null;
export function optionLabel(labels: OptionLabels, kind: LeadOptionKind, value: string | null): string | null {
  return value === null ? null : (labels[kind][value] ?? value);
}

/** Rows with `sourceLabel` and `lostReasonLabel` beside the stored values (which forms and filters keep using). */
export async function withOptionLabels<R extends { source: string; lostReason: string | null }>(db: DbOrTx, actor: Actor, rows: readonly R[]) {
  const labels = await optionLabelsFor(db, actor.locale);
  return rows.map((r) => ({ ...r, sourceLabel: optionLabel(labels, "source", r.source), lostReasonLabel: optionLabel(labels, "lostReason", r.lostReason) }));
}

export interface LeadOptionRow {
  id: string;
  kind: LeadOptionKind;
  label: string;
  labelEn: string | null;
  active: boolean;
  version: number;
}

/** Every option, active or not, in the forms' order: the settings screen. */
export async function listLeadOptions(db: DbOrTx): Promise<LeadOptionRow[]> {
  return db
    .select({ id: leadOptions.id, kind: leadOptions.kind, label: leadOptions.label, labelEn: leadOptions.labelEn, active: leadOptions.active, version: leadOptions.version })
    .from(leadOptions)
    .orderBy(asc(leadOptions.kind), asc(leadOptions.position), asc(leadOptions.label));
}

/** Sets (or clears) an option's English label; a stale version is a CONFLICT. */
export async function setLeadOptionLabelEn(db: Db, actor: Actor, input: { id: string; version: number; labelEn: string | null }): Promise<LeadOptionRow> {
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(leadOptions).where(eq(leadOptions.id, input.id)).limit(1);
    const after = await versionedUpdate(tx, leadOptions, input.id, input.version, { labelEn: input.labelEn });
    await recordAudit(tx, auditActor(actor), { action: "lead_option.update", entity: "lead_option", entityId: input.id, ...diffFields(before ?? {}, after) });
    return { id: after.id, kind: after.kind, label: after.label, labelEn: after.labelEn, active: after.active, version: after.version };
  });
}
