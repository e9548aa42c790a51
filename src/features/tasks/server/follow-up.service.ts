import { and, eq, isNull } from "drizzle-orm";
import { auditActor, type Actor } from "~/server/actor";
import { diffFields, recordAudit } from "~/server/audit";
import type { DbOrTx } from "~/server/db/client";
import { tasks } from "~/server/db/schema";
import { moveToDay, saoPauloInstant, saoPauloParts } from "../task-time";
import { auditedTask } from "./task-access";

/** A new follow-up is due at this São Paulo time of its day; once moved, the task keeps the time it was given. */
export const FOLLOW_UP_TIME = "09:00";
const FOLLOW_UP_STATUS = "Contatar novamente";

export interface FollowUpLead {
  id: string;
  ownerId: string | null;
  status: string;
  nextContactOn: string | null;
}

/**
 * Keeps a lead's one open follow-up task in step with its "Contatar novamente" day, called inside the
 * transaction that changed the lead (its row is locked, so two changes of one lead never race here):
 * a day and no open follow-up → one is created; another day or owner → it moves (keeping its time) or changes
 * hands; the lead leaves "Contatar novamente" → it is done. Idempotent: the same state again changes nothing.
 */
export async function syncFollowUpTask(tx: DbOrTx, actor: Actor, lead: FollowUpLead): Promise<void> {
  const [open] = await tx
    .select()
    .from(tasks)
    .where(and(eq(tasks.leadId, lead.id), eq(tasks.followUp, true), isNull(tasks.doneAt), isNull(tasks.deletedAt)))
    .limit(1)
    .for("update");
  const wanted = lead.status === FOLLOW_UP_STATUS && lead.nextContactOn ? lead.nextContactOn : null;
  const assigneeId = lead.ownerId ?? open?.assigneeId ?? actor.id;
  if (!wanted) {
    if (!open) return;
    const [done] = await tx.update(tasks).set({ doneAt: new Date(), doneById: actor.id }).where(eq(tasks.id, open.id)).returning();
    await recordAudit(tx, auditActor(actor), { action: "task.complete", entity: "task", entityId: open.id, ...diffFields(auditedTask(open), auditedTask(done!)) });
    return;
  }
  if (!open) {
    const [row] = await tx
      .insert(tasks)
      .values({ leadId: lead.id, kind: "call", dueAt: saoPauloInstant(wanted, FOLLOW_UP_TIME), assigneeId, followUp: true, createdById: actor.id })
      .returning();
    await recordAudit(tx, auditActor(actor), { action: "task.create", entity: "task", entityId: row!.id, after: auditedTask(row!) });
    return;
  }
  if (saoPauloParts(open.dueAt).day === wanted && open.assigneeId === assigneeId) return;
  const [moved] = await tx
    .update(tasks)
    .set({ dueAt: moveToDay(open.dueAt, wanted), assigneeId, version: open.version + 1, updatedAt: new Date() })
    .where(eq(tasks.id, open.id))
    .returning();
  await recordAudit(tx, auditActor(actor), { action: "task.update", entity: "task", entityId: open.id, ...diffFields(auditedTask(open), auditedTask(moved!)) });
}
