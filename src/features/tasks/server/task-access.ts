import { and, eq, isNull } from "drizzle-orm";
import { customerScope } from "~/features/customers/server/customers.policy";
import { leadScope } from "~/features/leads/server/leads.policy";
import { saleScope } from "~/features/sales/server/sales.policy";
import type { Actor } from "~/server/actor";
import type { DbOrTx } from "~/server/db/client";
import { customers, leads, sales, tasks, users } from "~/server/db/schema";
import { badInput, forbidden, notFound } from "~/server/errors";
import type { TaskRecord } from "../tasks.schemas";
import { assignableScope, taskScope } from "./tasks.policy";

/** Shared building blocks of the task services: scoped loading of tasks, their records and assignees. */
export type TaskRow = typeof tasks.$inferSelect;

export const TASK_NOT_FOUND = "Tarefa não encontrada.";
export const TASK_FORBIDDEN = "Você não pode alterar esta tarefa.";
export const ASSIGNEE_INVALID = "Escolha um responsável da sua equipe.";
const RECORD_NOT_FOUND = "Registro não encontrado.";

/** The task if the actor sees it (inside the query), else NOT_FOUND; `edit` also requires the right to change it. */
export async function loadTask(tx: DbOrTx, actor: Actor, id: string, opts: { edit?: boolean; includeDeleted?: boolean } = {}): Promise<TaskRow> {
  const where = (mode: "see" | "edit") => and(eq(tasks.id, id), opts.includeDeleted ? undefined : isNull(tasks.deletedAt), taskScope(tx, actor, mode));
  const [row] = await tx.select().from(tasks).where(where("see")).limit(1).for("update");
  if (!row) throw notFound(TASK_NOT_FOUND);
  if (opts.edit && actor.role === "seller") {
    const [editable] = await tx.select({ id: tasks.id }).from(tasks).where(where("edit")).limit(1);
    if (!editable) throw forbidden(TASK_FORBIDDEN);
  }
  return row;
}

/**
 * The record a new task is linked to, checked with its own policy (NOT_FOUND when out of scope); a Vendedor
 * must own the lead (a pool lead is taken first). Returns the record's owner, the default assignee.
 */
export async function loadTaskRecord(tx: DbOrTx, actor: Actor, record: TaskRecord, opts: { forRead?: boolean } = {}): Promise<{ ownerId: string | null }> {
  let row: { ownerId: string | null } | undefined;
  if (record.type === "lead") {
    [row] = await tx.select({ ownerId: leads.ownerId }).from(leads).where(and(eq(leads.id, record.id), isNull(leads.deletedAt), leadScope(tx, actor))).limit(1);
    if (row && !opts.forRead && actor.role === "seller" && row.ownerId !== actor.id) throw forbidden("Assuma o lead antes de trabalhar nele.");
  } else if (record.type === "customer") {
    [row] = await tx.select({ ownerId: customers.ownerId }).from(customers).where(and(eq(customers.id, record.id), isNull(customers.deletedAt), customerScope(tx, actor))).limit(1);
  } else {
    [row] = await tx.select({ ownerId: sales.sellerId }).from(sales).where(and(eq(sales.id, record.id), isNull(sales.deletedAt), saleScope(tx, actor))).limit(1);
  }
  if (!row) throw notFound(RECORD_NOT_FOUND);
  return row;
}

export async function assertAssignee(tx: DbOrTx, actor: Actor, assigneeId: string): Promise<void> {
  const [row] = await tx.select({ id: users.id }).from(users).where(and(eq(users.id, assigneeId), assignableScope(actor))).limit(1);
  if (!row) throw badInput("assigneeId", ASSIGNEE_INVALID);
}

export function recordColumns(record: TaskRecord) {
  return { leadId: record.type === "lead" ? record.id : null, customerId: record.type === "customer" ? record.id : null, saleId: record.type === "sale" ? record.id : null };
}

/** The audited shape of a task (no bookkeeping columns). */
export function auditedTask(row: TaskRow): Record<string, unknown> {
  const { version: _v, createdAt: _c, updatedAt: _u, ...rest } = row;
  return rest;
}
