import { eq, isNull, sql } from "drizzle-orm";
import { logAttemptFromTask } from "~/features/leads/server/lead-activity.service";
import { isAttemptChannel } from "~/lib/catalog/tasks";
import { auditActor, type Actor } from "~/server/actor";
import { diffFields, recordAudit } from "~/server/audit";
import type { Db, DbOrTx } from "~/server/db/client";
import { tasks } from "~/server/db/schema";
import { versionedUpdate } from "~/server/db/versioned-update";
import { badInput } from "~/server/errors";
import { moveToDay, saoPauloInstant } from "../task-time";
import type { TaskCompleteInput, TaskCreateInput, TaskMoveInput, TaskUpdateInput } from "../tasks.schemas";
import { assertAssignee, auditedTask, loadTask, loadTaskRecord, recordColumns, type TaskRow } from "./task-access";

/** Writing tasks: create, edit, complete/reopen, move to another day, delete and restore; each audited. */


export async function createTask(db: Db, actor: Actor, input: TaskCreateInput): Promise<TaskRow> {
  return db.transaction(async (tx) => {
    await loadTaskRecord(tx, actor, input.record);
    const assigneeId = input.assigneeId ?? actor.id;
    if (assigneeId !== actor.id || actor.role !== "seller") await assertAssignee(tx, actor, assigneeId);
    const [row] = await tx
      .insert(tasks)
      .values({
        ...recordColumns(input.record),
        kind: input.kind,
        dueAt: saoPauloInstant(input.dueOn, input.dueTime),
        assigneeId,
        notes: input.notes ?? null,
        createdById: actor.id,
      })
      .returning();
    await recordAudit(tx, auditActor(actor), { action: "task.create", entity: "task", entityId: row!.id, after: auditedTask(row!) });
    return row!;
  });
}

async function writeVersioned(tx: DbOrTx, actor: Actor, before: TaskRow, version: number, set: Partial<TaskRow>, audit: { action: "task.update" | "task.move" | "task.complete" | "task.reopen" }) {
  const after = await versionedUpdate(tx, tasks, before.id, version, set, isNull(tasks.deletedAt));
  const diff = diffFields(auditedTask(before), auditedTask(after));
  await recordAudit(tx, auditActor(actor), { action: audit.action, entity: "task", entityId: before.id, ...diff });
  return after;
}

export async function updateTask(db: Db, actor: Actor, input: TaskUpdateInput): Promise<TaskRow> {
  return db.transaction(async (tx) => {
    const task = await loadTask(tx, actor, input.id, { edit: true });
    if (input.assigneeId !== task.assigneeId) await assertAssignee(tx, actor, input.assigneeId);
    const set = { kind: input.kind, dueAt: saoPauloInstant(input.dueOn, input.dueTime), assigneeId: input.assigneeId, notes: input.notes ?? null };
    return writeVersioned(tx, actor, task, input.version, set, { action: "task.update" });
  });
}

/** Drag to another day or "Mover para…": same time of day in São Paulo, on the new day. */
export async function moveTask(db: Db, actor: Actor, input: TaskMoveInput): Promise<TaskRow> {
  return db.transaction(async (tx) => {
    const task = await loadTask(tx, actor, input.id, { edit: true });
    return writeVersioned(tx, actor, task, input.version, { dueAt: moveToDay(task.dueAt, input.day) }, { action: "task.move" });
  });
}

/**
 * Marks a task done. A contact task (ligação, WhatsApp, e-mail) on a lead completed with an outcome is also a
 * contact attempt on the lead: the attempt is logged with the task's channel in the same transaction.
 */
export async function completeTask(db: Db, actor: Actor, input: TaskCompleteInput): Promise<TaskRow> {
  return db.transaction(async (tx) => {
    const task = await loadTask(tx, actor, input.id, { edit: true });
    if (task.doneAt) return task;
    if (input.outcome) {
      if (!task.leadId || !isAttemptChannel(task.kind)) throw badInput("outcome", "Só tarefas de contato em um lead registram tentativa.");
      await logAttemptFromTask(tx, actor, task.leadId, { channel: task.kind, outcome: input.outcome });
    }
    return writeVersioned(tx, actor, task, input.version, { doneAt: new Date(), doneById: actor.id }, { action: "task.complete" });
  });
}

export async function reopenTask(db: Db, actor: Actor, input: { id: string; version: number }): Promise<TaskRow> {
  return db.transaction(async (tx) => {
    const task = await loadTask(tx, actor, input.id, { edit: true });
    if (!task.doneAt) return task;
    return writeVersioned(tx, actor, task, input.version, { doneAt: null, doneById: null }, { action: "task.reopen" });
  });
}

/** Soft delete, so the UI can offer "Desfazer" (restoreTask). */
export async function deleteTask(db: Db, actor: Actor, input: { id: string; version: number }): Promise<{ id: string }> {
  return db.transaction(async (tx) => {
    const task = await loadTask(tx, actor, input.id, { edit: true });
    await versionedUpdate(tx, tasks, task.id, input.version, { deletedAt: new Date() }, isNull(tasks.deletedAt));
    await recordAudit(tx, auditActor(actor), { action: "task.delete", entity: "task", entityId: task.id, before: auditedTask(task) });
    return { id: task.id };
  });
}

export async function restoreTask(db: Db, actor: Actor, input: { id: string }): Promise<TaskRow> {
  return db.transaction(async (tx) => {
    const task = await loadTask(tx, actor, input.id, { edit: true, includeDeleted: true });
    if (!task.deletedAt) return task;
    // A follow-up restored next to a newer open one would break "one open follow-up per lead": it comes back as a plain task.
    const [row] = await tx.update(tasks).set({ deletedAt: null, followUp: false, version: sql`${tasks.version} + 1`, updatedAt: new Date() }).where(eq(tasks.id, task.id)).returning();
    await recordAudit(tx, auditActor(actor), { action: "task.restore", entity: "task", entityId: task.id, after: auditedTask(row!) });
    return row!;
  });
}
