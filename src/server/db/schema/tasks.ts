import { sql } from "drizzle-orm";
import { boolean, check, index, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { TASK_KINDS } from "../../../lib/catalog/tasks";
import { editable } from "./columns";
import { leads } from "./leads";
import { customers, sales } from "./portfolio";
import { users } from "./users";


/**
 * A tarefa: something to do on exactly one lead, customer or sale, by an assignee, at an instant (entered as
 * a São Paulo day and time). Row scope is the linked record's (plus the tasks assigned to the actor), applied
 * inside the queries by the tasks policy. `followUp` marks the one open task that mirrors a lead's
 * "Contatar novamente" day (kept in step by the lead's status changes).
 */
export const tasks = pgTable(
  "tasks",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    leadId: uuid("lead_id").references(() => leads.id),
    customerId: uuid("customer_id").references(() => customers.id),
    saleId: uuid("sale_id").references(() => sales.id),
    kind: text("kind", { enum: TASK_KINDS }).notNull(),
    dueAt: timestamp("due_at", { withTimezone: true }).notNull(),
    assigneeId: uuid("assignee_id")
      .notNull()
      .references(() => users.id),
    notes: text("notes"),
    followUp: boolean("follow_up").notNull().default(false),
    doneAt: timestamp("done_at", { withTimezone: true }),
    doneById: uuid("done_by_id").references(() => users.id, { onDelete: "set null" }),
    createdById: uuid("created_by_id").references(() => users.id, { onDelete: "set null" }),
    /** Soft delete, so "Desfazer" can bring the task back. */
    deletedAt: timestamp("deleted_at", { withTimezone: true }),
    ...editable,
  },
  (t) => {
    const live = sql`${t.deletedAt} is null`;
    return [
      // "My open tasks by due" (Hoje, the reminders) and the agenda's range per assignee.
      index("tasks_assignee_open_due_idx").on(t.assigneeId, t.dueAt, t.id).where(sql`${t.doneAt} is null and ${t.deletedAt} is null`),
      index("tasks_assignee_due_idx").on(t.assigneeId, t.dueAt, t.id).where(live),
      // The reminder job: every open task by due instant (a range of the next minutes and the overdue).
      index("tasks_open_due_idx").on(t.dueAt, t.id).where(sql`${t.doneAt} is null and ${t.deletedAt} is null`),
      // The tasks panel of each record.
      index("tasks_lead_idx").on(t.leadId, t.dueAt).where(sql`${t.leadId} is not null and ${t.deletedAt} is null`),
      index("tasks_customer_idx").on(t.customerId, t.dueAt).where(sql`${t.customerId} is not null and ${t.deletedAt} is null`),
      index("tasks_sale_idx").on(t.saleId, t.dueAt).where(sql`${t.saleId} is not null and ${t.deletedAt} is null`),
      // At most one open follow-up per lead: re-running the status rule updates it instead of adding one.
      uniqueIndex("tasks_lead_follow_up_key").on(t.leadId).where(sql`${t.followUp} and ${t.doneAt} is null and ${t.deletedAt} is null`),
      check("tasks_one_record", sql`num_nonnulls(${t.leadId}, ${t.customerId}, ${t.saleId}) = 1`),
      check("tasks_kind_valid", sql`${t.kind} in ('call','whatsapp','email','meeting','visit','other')`),
      check("tasks_follow_up_lead", sql`not ${t.followUp} or ${t.leadId} is not null`),
      check("tasks_done_by_done", sql`${t.doneById} is null or ${t.doneAt} is not null`),
    ];
  },
);
