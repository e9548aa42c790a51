import { alias } from "drizzle-orm/pg-core";
import { and, asc, eq, gt, gte, inArray, isNull, lt, lte, or, sql, type SQL } from "drizzle-orm";
import type { Actor } from "~/server/actor";
import type { Db, DbOrTx } from "~/server/db/client";
import { customers, leads, products, sales, tasks, users } from "~/server/db/schema";
import { badInput, notFound } from "~/server/errors";
import { FIFTEEN_MINUTES_MS, ONE_DAY_MS } from "~/lib/time";
import { saoPauloDay } from "~/lib/format";
import { nextDay, startOfSaoPauloDay } from "../task-time";
import { TASK_MESSAGES, type TaskRangeInput, type TaskRecord } from "../tasks.schemas";
import { loadTaskRecord } from "./task-access";
import { taskScope } from "./tasks.policy";

/** Reading tasks: a record's panel, the agenda's range, "Hoje", and the reminders' due list. */

const MAX_RANGE_DAYS = 42;
const RANGE_LIMIT = 1000;
const doneBy = alias(users, "done_by");

/** One task as every screen shows it: with its record's name and the people's names. */
const taskItem = {
  id: tasks.id,
  version: tasks.version,
  kind: tasks.kind,
  dueAt: tasks.dueAt,
  notes: tasks.notes,
  followUp: tasks.followUp,
  doneAt: tasks.doneAt,
  assigneeId: tasks.assigneeId,
  assigneeName: users.name,
  doneByName: doneBy.name,
  createdById: tasks.createdById,
  leadId: tasks.leadId,
  customerId: tasks.customerId,
  saleId: tasks.saleId,
  /** A sale has no page of its own: its tasks link to its customer's, where the carteira lists it. */
  saleCustomerId: sales.customerId,
  recordName: sql<string | null>`coalesce(${leads.name}, ${customers.name}, ${products.name})`,
};
export type TaskItem = Awaited<ReturnType<typeof selectTasks>>[number];

/** A live record only: a task on a deleted lead, customer or sale leaves every list with it. */
const recordLive = and(
  or(isNull(tasks.leadId), isNull(leads.deletedAt)),
  or(isNull(tasks.customerId), isNull(customers.deletedAt)),
  or(isNull(tasks.saleId), isNull(sales.deletedAt)),
);

function selectTasks(db: DbOrTx, where: SQL | undefined, limit: number) {
  return db
    .select(taskItem)
    .from(tasks)
    .innerJoin(users, eq(users.id, tasks.assigneeId))
    .leftJoin(doneBy, eq(doneBy.id, tasks.doneById))
    .leftJoin(leads, eq(leads.id, tasks.leadId))
    .leftJoin(customers, eq(customers.id, tasks.customerId))
    .leftJoin(sales, eq(sales.id, tasks.saleId))
    .leftJoin(products, eq(products.id, sales.productId))
    .where(and(isNull(tasks.deletedAt), recordLive, where))
    .orderBy(asc(tasks.dueAt), asc(tasks.id))
    .limit(limit);
}

/**
 * The tasks panel of a lead, customer or sale (NOT_FOUND when the record is out of the actor's scope). A
 * customer's panel also lists the tasks of its sales (those the actor may see), as its page shows the carteira.
 */
export async function listTasksForRecord(db: Db, actor: Actor, record: TaskRecord): Promise<TaskItem[]> {
  await loadTaskRecord(db, actor, record, { forRead: true });
  if (record.type === "customer") {
    return selectTasks(db, or(eq(tasks.customerId, record.id), and(eq(sales.customerId, record.id), taskScope(db, actor))), 200);
  }
  return selectTasks(db, eq(record.type === "lead" ? tasks.leadId : tasks.saleId, record.id), 200);
}

/** Whose tasks the agenda shows: mine; my team's (Gestor) or everyone's (Administrador); one person's. */
function assigneeFilter(db: DbOrTx, actor: Actor, who: TaskRangeInput["who"]): SQL | undefined {
  if (who === "me" || actor.role === "seller" || who === actor.id) return eq(tasks.assigneeId, actor.id);
  if (actor.role === "admin") return who === "team" ? undefined : eq(tasks.assigneeId, who);
  // A Gestor: the team, or one person of it (someone else's id shows nothing).
  if (!actor.teamId) return eq(tasks.assigneeId, actor.id);
  const team = inArray(tasks.assigneeId, db.select({ id: users.id }).from(users).where(eq(users.teamId, actor.teamId)));
  return who === "team" ? team : and(eq(tasks.assigneeId, who), team);
}

/** The agenda: tasks due in a range of São Paulo days (inclusive, at most 42 — a month grid). */
export async function listTasksInRange(db: Db, actor: Actor, input: TaskRangeInput): Promise<TaskItem[]> {
  if (input.to < input.from || input.to > nextDay(input.from, MAX_RANGE_DAYS - 1)) throw badInput("to", TASK_MESSAGES.range);
  const range = and(gte(tasks.dueAt, startOfSaoPauloDay(input.from)), lt(tasks.dueAt, startOfSaoPauloDay(nextDay(input.to))));
  const open = input.includeDone ? undefined : isNull(tasks.doneAt);
  return selectTasks(db, and(range, open, assigneeFilter(db, actor, input.who), taskScope(db, actor)), RANGE_LIMIT);
}

/** "Hoje": my open tasks due today or before (overdue first, by due instant). */
export async function tasksToday(db: Db, actor: Actor, opts: { now?: Date; limit?: number } = {}): Promise<{ day: string; items: TaskItem[] }> {
  const now = opts.now ?? new Date();
  const day = saoPauloDay(now);
  const items = await selectTasks(db, and(eq(tasks.assigneeId, actor.id), isNull(tasks.doneAt), lt(tasks.dueAt, startOfSaoPauloDay(nextDay(day)))), opts.limit ?? 100);
  return { day, items };
}

export interface DueTaskReminder {
  kind: "dueSoon" | "overdue";
  userId: string;
  taskId: string;
  taskKind: string;
  dueAt: Date;
  record: { type: "lead" | "customer" | "sale"; id: string; name: string | null };
  /** A sale's customer: the page that shows the sale (in its carteira). */
  saleCustomerId: string | null;
  /** Stable per task, due instant and kind of reminder: notify() must send each at most once. */
  dedupeKey: string;
}

/**
 * For the reminders job (wired to notify() with the notifications feature): open tasks due within the next 15
 * minutes, and those that became overdue in the last `overdueWindowMs` (a day by default, so a job that was down
 * for a while still tells). Pure read: the dedupeKey makes re-running the job harmless. A moved task has a new
 * due instant and so a new key.
 */
export async function dueTasksToNotify(db: DbOrTx, now: Date, opts: { overdueWindowMs?: number } = {}): Promise<DueTaskReminder[]> {
  const soonEnd = new Date(now.getTime() + FIFTEEN_MINUTES_MS);
  const overdueFrom = new Date(now.getTime() - (opts.overdueWindowMs ?? ONE_DAY_MS));
  const rows = await selectTasks(db, and(isNull(tasks.doneAt), gt(tasks.dueAt, overdueFrom), lte(tasks.dueAt, soonEnd)), 5000);
  return rows.map((t) => {
    const kind = t.dueAt.getTime() > now.getTime() ? "dueSoon" : "overdue";
    const type = t.leadId ? "lead" : t.customerId ? "customer" : "sale";
    return {
      kind,
      userId: t.assigneeId,
      taskId: t.id,
      taskKind: t.kind,
      dueAt: t.dueAt,
      record: { type, id: (t.leadId ?? t.customerId ?? t.saleId)!, name: t.recordName },
      saleCustomerId: t.saleCustomerId,
      dedupeKey: `task.${kind}:${t.id}:${t.dueAt.toISOString()}`,
    };
  });
}

export async function getTask(db: Db, actor: Actor, id: string): Promise<TaskItem> {
  const [row] = await selectTasks(db, and(eq(tasks.id, id), taskScope(db, actor)), 1);
  if (!row) throw notFound("Tarefa não encontrada.");
  return row;
}
