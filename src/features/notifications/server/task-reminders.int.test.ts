import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeTeam, makeUser } from "../../../../tests/helpers/actors";
import { createTestDb } from "../../../../tests/helpers/db";
import { makeLead } from "../../../../tests/helpers/leads";
import { makeCustomer, makePartner, makeProduct, makeSale } from "../../../../tests/helpers/portfolio";
import type { DbHandle } from "~/server/db/client";
import { notifications, tasks } from "~/server/db/schema";
import { notifyDueTasks } from "./task-reminders";

let handle: DbHandle;
beforeAll(async () => {
  handle = await createTestDb();
});
afterAll(async () => {
  await handle.close();
});

describe("task reminders (the notifications.task-reminders job)", () => {
  it("tells the assignee once that a task is due in 15 minutes and once that it is overdue, linking its lead", async () => {
    const db = handle.db;
    const seller = await makeUser(db, { role: "seller", teamId: (await makeTeam(db)).id });
    const lead = await makeLead(db, seller, { name: "Lead Lembrete" });
    const now = new Date("2030-03-10T02:50:00Z"); // 23:50 in São Paulo, the task due just after midnight there
    const [task] = await db.insert(tasks).values({ leadId: lead.id, kind: "call", dueAt: new Date("2030-03-10T03:00:00Z"), assigneeId: seller.id }).returning();
    await notifyDueTasks(db, now);
    await notifyDueTasks(db, now);
    await notifyDueTasks(db, new Date(now.getTime() + 5 * 60_000));
    const due = await db.select().from(notifications).where(eq(notifications.userId, seller.id));
    expect(due.map((n) => [n.event, n.recordKind, n.recordId, n.params])).toEqual([["task.due", "lead", lead.id, { name: "Lead Lembrete" }]]);
    // Twenty minutes later it is overdue: one more item, and only one however often the job runs.
    for (let i = 0; i < 3; i++) await notifyDueTasks(db, new Date(now.getTime() + 20 * 60_000));
    const all = await db.select().from(notifications).where(eq(notifications.userId, seller.id));
    expect(all.map((n) => n.event).sort()).toEqual(["task.due", "task.overdue"]);
    // Done: nothing more.
    await db.update(tasks).set({ doneAt: new Date() }).where(eq(tasks.id, task!.id));
    await notifyDueTasks(db, new Date(now.getTime() + 40 * 60_000));
    expect(await db.select().from(notifications).where(eq(notifications.userId, seller.id))).toHaveLength(2);
  });

  it("a sale's task links to the sale's customer, whose carteira shows the sale and its tasks, named by the product", async () => {
    const db = handle.db;
    const seller = await makeUser(db, { role: "seller", teamId: (await makeTeam(db)).id });
    const customer = await makeCustomer(db, seller, { name: "Cliente da Venda" });
    const sale = await makeSale(db, { customer, product: await makeProduct(db, await makePartner(db), { name: "Auto Individual" }), seller });
    await db.insert(tasks).values({ saleId: sale.id, kind: "visit", dueAt: new Date("2030-04-01T13:10:00Z"), assigneeId: seller.id });
    await notifyDueTasks(db, new Date("2030-04-01T13:00:00Z"));
    const told = await db.select().from(notifications).where(eq(notifications.userId, seller.id));
    expect(told.map((n) => [n.event, n.recordKind, n.recordId, n.params])).toEqual([["task.due", "customer", customer.id, { name: "Auto Individual" }]]);
  });
});
