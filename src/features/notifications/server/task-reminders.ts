import { dueTasksToNotify, type DueTaskReminder } from "~/features/tasks/server/tasks-queries.service";
import type { DbOrTx } from "~/server/db/client";
import { notify } from "./notify.service";

function recordOf(d: DueTaskReminder) {
  if (d.record.type !== "sale") return { kind: d.record.type, id: d.record.id };
  return d.saleCustomerId ? { kind: "customer" as const, id: d.saleCustomerId } : { kind: "task" as const, id: d.taskId };
}

/**
 * Tasks due within 15 minutes and those just overdue, told to their assignee (in the app by default, by e-mail
 * if they chose). The dedupe key is the task's, its due instant's and the reminder's: a moved task is told again,
 * a re-run of the job tells nobody twice. The item opens the task's lead or customer; a sale's task opens the
 * sale's customer, whose carteira lists the sale and its tasks (the agenda if the sale has no customer to show).
 */
export async function notifyDueTasks(db: DbOrTx, now: Date) {
  const due = await dueTasksToNotify(db, now);
  return notify(
    db,
    due.map((d) => ({
      userId: d.userId,
      event: d.kind === "dueSoon" ? ("task.due" as const) : ("task.overdue" as const),
      record: recordOf(d),
      params: { name: d.record.name ?? "" },
      dedupeKey: d.dedupeKey,
    })),
  );
}
