import { and, eq, isNull } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { callerFor, makeTeam, makeUser, sessionFor } from "../../../../tests/helpers/actors";
import { createTestDb } from "../../../../tests/helpers/db";
import { errorShapeOf, failureOf, fieldsOf } from "../../../../tests/helpers/errors";
import { activitiesOf, leadRow, makeLead } from "../../../../tests/helpers/leads";
import { auditRowsOf, makeCustomer, makePartner, makeProduct, makeSale } from "../../../../tests/helpers/portfolio";
import type { Db, DbHandle } from "~/server/db/client";
import { createInnerContext } from "~/server/trpc";
import { sales, tasks } from "~/server/db/schema";
import { dueTasksToNotify, tasksToday } from "./tasks-queries.service";

type User = Awaited<ReturnType<typeof makeUser>>;

let handle: DbHandle;
let db: Db;
let seller: User;
let colleague: User;
let manager: User;
let otherSeller: User;
let otherManager: User;
let admin: User;
let finance: User;

beforeAll(async () => {
  handle = await createTestDb();
  db = handle.db;
  const team = await makeTeam(db, "Equipe Tarefas");
  const other = await makeTeam(db, "Outra equipe");
  seller = await makeUser(db, { role: "seller", teamId: team.id, name: "Sara Vendedora" });
  colleague = await makeUser(db, { role: "seller", teamId: team.id, name: "Caio Colega" });
  manager = await makeUser(db, { role: "manager", teamId: team.id, name: "Gil Gestor" });
  otherSeller = await makeUser(db, { role: "seller", teamId: other.id });
  otherManager = await makeUser(db, { role: "manager", teamId: other.id });
  admin = await makeUser(db, { role: "admin" });
  finance = await makeUser(db, { role: "finance" });
});
afterAll(async () => {
  await handle?.close();
});

const task = (leadId: string, dueOn = "2026-03-10", dueTime = "14:30") => ({ record: { type: "lead" as const, id: leadId }, kind: "call" as const, dueOn, dueTime });

describe("tasks: create, scope per role", () => {
  it("a seller creates a task on their lead at a São Paulo time; the team's Gestor and the Administrador see it, another team NOT_FOUND", async () => {
    const lead = await makeLead(db, seller, { name: "Lead da Sara" });
    const created = await callerFor(db, seller).tasks.create({ ...task(lead.id), notes: "Ligar sobre o consórcio" });
    expect(created.dueAt.toISOString()).toBe("2026-03-10T17:30:00.000Z");
    expect(created.assigneeId).toBe(seller.id);
    expect(await auditRowsOf(db, created.id, "task.create")).toHaveLength(1);

    for (const viewer of [seller, manager, admin]) {
      const list = await callerFor(db, viewer).tasks.forRecord({ type: "lead", id: lead.id });
      expect(list.map((t) => t.id)).toEqual([created.id]);
      expect(list[0]).toMatchObject({ recordName: "Lead da Sara", assigneeName: "Sara Vendedora" });
    }
    for (const stranger of [otherSeller, otherManager]) {
      expect((await failureOf(callerFor(db, stranger).tasks.forRecord({ type: "lead", id: lead.id }))).code).toBe("NOT_FOUND");
      expect((await failureOf(callerFor(db, stranger).tasks.complete({ id: created.id, version: created.version }))).code).toBe("NOT_FOUND");
      const range = await callerFor(db, stranger).tasks.range({ from: "2026-03-01", to: "2026-03-31", who: "team" });
      expect(range.map((t) => t.id)).not.toContain(created.id);
    }
    expect((await failureOf(callerFor(db, finance).tasks.forRecord({ type: "lead", id: lead.id }))).code).toBe("FORBIDDEN");
    expect((await failureOf(callerFor(db, null).tasks.forRecord({ type: "lead", id: lead.id }))).code).toBe("UNAUTHORIZED");
  });

  it("a seller cannot link a task to another team's customer, nor assign it to a colleague; the Gestor assigns within the team", async () => {
    const foreign = await makeCustomer(db, otherSeller);
    const err = await failureOf(callerFor(db, seller).tasks.create({ ...task(foreign.id), record: { type: "customer", id: foreign.id } }));
    expect(err.code).toBe("NOT_FOUND");
    const lead = await makeLead(db, seller);
    const refused = await failureOf(callerFor(db, seller).tasks.create({ ...task(lead.id), assigneeId: colleague.id }));
    expect([refused.code, fieldsOf(refused)]).toEqual(["BAD_REQUEST", ["assigneeId"]]);
    const byManager = await callerFor(db, manager).tasks.create({ ...task(lead.id), assigneeId: colleague.id });
    expect(byManager.assigneeId).toBe(colleague.id);
    expect((await failureOf(callerFor(db, manager).tasks.create({ ...task(lead.id), assigneeId: otherSeller.id }))).code).toBe("BAD_REQUEST");
    // The colleague sees the task assigned to them even though the lead is not theirs.
    const theirs = await callerFor(db, colleague).tasks.range({ from: "2026-03-10", to: "2026-03-10" });
    expect(theirs.map((t) => t.id)).toContain(byManager.id);
  });

  it("a customer's tasks: the owner sees them, the Gestor of the team too", async () => {
    const customer = await makeCustomer(db, seller, { name: "Cliente da Sara" });
    const t = await callerFor(db, seller).tasks.create({ record: { type: "customer", id: customer.id }, kind: "visit", dueOn: "2026-04-02", dueTime: "10:00" });
    expect((await callerFor(db, manager).tasks.forRecord({ type: "customer", id: customer.id })).map((x) => x.id)).toEqual([t.id]);
    expect((await failureOf(callerFor(db, otherManager).tasks.forRecord({ type: "customer", id: customer.id }))).code).toBe("NOT_FOUND");
  });

  it("a sale's tasks: listed on the sale with its product and its customer (the page that shows the sale), out of another team's reach", async () => {
    const customer = await makeCustomer(db, seller, { name: "Cliente com venda" });
    const product = await makeProduct(db, await makePartner(db), { name: "Auto Individual" });
    const sale = await makeSale(db, { customer, product, seller });
    const t = await callerFor(db, seller).tasks.create({ record: { type: "sale", id: sale.id }, kind: "visit", dueOn: "2026-04-03", dueTime: "15:00", notes: "Colher a assinatura" });
    const [listed] = await callerFor(db, manager).tasks.forRecord({ type: "sale", id: sale.id });
    expect(listed).toMatchObject({ id: t.id, saleId: sale.id, saleCustomerId: customer.id, customerId: null, leadId: null, recordName: "Auto Individual" });
    expect((await failureOf(callerFor(db, otherSeller).tasks.forRecord({ type: "sale", id: sale.id }))).code).toBe("NOT_FOUND");
    expect((await failureOf(callerFor(db, otherSeller).tasks.create({ record: { type: "sale", id: sale.id }, kind: "call", dueOn: "2026-04-03", dueTime: "15:00" }))).code).toBe("NOT_FOUND");
  });

  it("a customer's panel lists its own tasks and its sales' (by due time), not another customer's, and not a deleted sale's", async () => {
    const customer = await makeCustomer(db, seller, { name: "Cliente com carteira" });
    const other = await makeCustomer(db, seller, { name: "Outro cliente" });
    const product = await makeProduct(db, await makePartner(db), { name: "Vida Individual" });
    const sale = await makeSale(db, { customer, product, seller });
    const otherSale = await makeSale(db, { customer: other, product, seller });
    const caller = callerFor(db, seller);
    const own = await caller.tasks.create({ record: { type: "customer", id: customer.id }, kind: "visit", dueOn: "2026-05-02", dueTime: "10:00" });
    const ofSale = await caller.tasks.create({ record: { type: "sale", id: sale.id }, kind: "call", dueOn: "2026-05-01", dueTime: "09:00" });
    await caller.tasks.create({ record: { type: "sale", id: otherSale.id }, kind: "call", dueOn: "2026-05-01", dueTime: "08:00" });
    const listed = await callerFor(db, manager).tasks.forRecord({ type: "customer", id: customer.id });
    expect(listed.map((x) => x.id)).toEqual([ofSale.id, own.id]);
    expect(listed[0]).toMatchObject({ saleId: sale.id, recordName: "Vida Individual" });
    await db.update(sales).set({ deletedAt: new Date() }).where(eq(sales.id, sale.id));
    expect((await caller.tasks.forRecord({ type: "customer", id: customer.id })).map((x) => x.id)).toEqual([own.id]);
  });
});

describe("tasks: edits", () => {
  it("a stale version is a CONFLICT; complete, reopen, delete and restore are audited", async () => {
    const lead = await makeLead(db, seller);
    const t = await callerFor(db, seller).tasks.create(task(lead.id));
    const edited = await callerFor(db, seller).tasks.update({ id: t.id, version: t.version, kind: "email", dueOn: "2026-03-11", dueTime: "08:00", assigneeId: seller.id, notes: null });
    const stale = await failureOf(callerFor(db, manager).tasks.update({ id: t.id, version: t.version, kind: "meeting", dueOn: "2026-03-11", dueTime: "09:00", assigneeId: seller.id }));
    expect(stale.code).toBe("CONFLICT");
    const done = await callerFor(db, seller).tasks.complete({ id: t.id, version: edited.version });
    expect(done.doneAt).not.toBeNull();
    expect(done.doneById).toBe(seller.id);
    const reopened = await callerFor(db, seller).tasks.reopen({ id: t.id, version: done.version });
    expect(reopened.doneAt).toBeNull();
    await callerFor(db, seller).tasks.delete({ id: t.id, version: reopened.version });
    expect(await callerFor(db, seller).tasks.forRecord({ type: "lead", id: lead.id })).toEqual([]);
    await callerFor(db, seller).tasks.restore({ id: t.id });
    expect((await callerFor(db, seller).tasks.forRecord({ type: "lead", id: lead.id })).map((x) => x.id)).toEqual([t.id]);
    for (const action of ["task.update", "task.complete", "task.reopen", "task.delete", "task.restore"]) expect(await auditRowsOf(db, t.id, action)).toHaveLength(1);
  });

  it("bad input names the field with a Portuguese message", async () => {
    const lead = await makeLead(db, seller);
    const err = await failureOf(callerFor(db, seller).tasks.create({ ...task(lead.id, "2026-02-30", "25:00") }));
    expect(err.code).toBe("BAD_REQUEST");
    expect(fieldsOf(err).sort()).toEqual(["dueOn", "dueTime"]);
    expect(err.message).toMatch(/Data inválida|Informe a hora/);
    const range = await failureOf(callerFor(db, seller).tasks.range({ from: "2026-03-01", to: "2026-05-01" }));
    expect([range.code, fieldsOf(range)]).toEqual(["BAD_REQUEST", ["to"]]);
  });

  it("an en-US user reads the same field messages in English", async () => {
    const lead = await makeLead(db, seller);
    const session = sessionFor(seller);
    const ctx = createInnerContext({ db, session: { ...session, user: { ...session.user, locale: "en-US" } }, requestId: "req-tasks-en" });
    const shape = await errorShapeOf(ctx, (c) => c.tasks.create({ ...task(lead.id, "2026-03-10", "9h") }));
    expect(shape.data.fieldErrors).toEqual({ dueTime: "Enter the time as HH:mm." });
    const scope = await errorShapeOf(ctx, (c) => c.tasks.create({ ...task(lead.id), assigneeId: colleague.id }));
    expect(scope.data.fieldErrors).toEqual({ assigneeId: "Choose an assignee from your team." });
  });

  it("São Paulo times across midnight: 23:30 on the 10th is 02:30Z on the 11th, in the 10th's agenda and moved keeping its time", async () => {
    const lead = await makeLead(db, seller);
    const late = await callerFor(db, seller).tasks.create(task(lead.id, "2026-03-10", "23:30"));
    expect(late.dueAt.toISOString()).toBe("2026-03-11T02:30:00.000Z");
    const day10 = await callerFor(db, seller).tasks.range({ from: "2026-03-10", to: "2026-03-10" });
    const day11 = await callerFor(db, seller).tasks.range({ from: "2026-03-11", to: "2026-03-11" });
    expect(day10.map((t) => t.id)).toContain(late.id);
    expect(day11.map((t) => t.id)).not.toContain(late.id);
    const moved = await callerFor(db, seller).tasks.move({ id: late.id, version: late.version, day: "2026-03-31" });
    expect(moved.dueAt.toISOString()).toBe("2026-04-01T02:30:00.000Z");
    // "Hoje" at 00:10 of the 1st of April (São Paulo) no longer lists it as today's: it was due yesterday at 23:30, overdue.
    const today = await tasksToday(db, { id: seller.id, role: "seller", teamId: seller.teamId }, { now: new Date("2026-04-01T03:10:00Z") });
    expect(today.day).toBe("2026-04-01");
    expect(today.items.map((t) => t.id)).toContain(late.id);
  });

  it("a contact task done with an outcome is an attempt on the lead, with channel and outcome on the timeline", async () => {
    const lead = await makeLead(db, seller);
    const t = await callerFor(db, seller).tasks.create({ ...task(lead.id), kind: "whatsapp" });
    await callerFor(db, seller).tasks.complete({ id: t.id, version: t.version, outcome: "no_answer" });
    expect((await leadRow(db, lead.id)).contactAttempts).toBe(1);
    const attempt = (await activitiesOf(db, lead.id)).find((a) => a.kind === "attempt");
    expect(attempt).toMatchObject({ channel: "whatsapp", outcome: "no_answer" });
  });
});

describe("tasks: the Contatar novamente day is one open follow-up task, kept in step", () => {
  it("creates it, moves it keeping its time, closes it when the lead leaves the status; re-running changes nothing", async () => {
    const lead = await makeLead(db, seller, { firstContactAt: new Date("2026-01-01T12:00:00Z") });
    const caller = callerFor(db, seller);
    const openFollowUps = () => db.select().from(tasks).where(and(eq(tasks.leadId, lead.id), eq(tasks.followUp, true), isNull(tasks.doneAt)));
    let row = await caller.leads.changeStatus({ id: lead.id, version: lead.version, status: "Contatar novamente", nextContactOn: "2099-05-04" });
    let open = await openFollowUps();
    expect(open).toHaveLength(1);
    expect(open[0]!.dueAt.toISOString()).toBe("2099-05-04T12:00:00.000Z");
    expect(open[0]!.assigneeId).toBe(seller.id);
    // The seller moves the task to 16:00; a new day from the lead keeps 16:00.
    await caller.tasks.update({ id: open[0]!.id, version: open[0]!.version, kind: "call", dueOn: "2099-05-04", dueTime: "16:00", assigneeId: seller.id });
    row = await caller.leads.changeStatus({ id: lead.id, version: row.version, status: "Contatar novamente", nextContactOn: "2099-05-06" });
    open = await openFollowUps();
    expect(open.map((t) => t.dueAt.toISOString())).toEqual(["2099-05-06T19:00:00.000Z"]);
    // The same day again: nothing new, nothing moved.
    row = await caller.leads.changeStatus({ id: lead.id, version: row.version, status: "Contatar novamente", nextContactOn: "2099-05-06" });
    expect((await openFollowUps()).map((t) => [t.id, t.version])).toEqual(open.map((t) => [t.id, t.version]));
    await caller.leads.changeStatus({ id: lead.id, version: row.version, status: "Não responde" });
    expect(await openFollowUps()).toHaveLength(0);
    const all = await db.select().from(tasks).where(eq(tasks.leadId, lead.id));
    expect(all).toHaveLength(1);
    expect(all[0]!.doneAt).not.toBeNull();
  });

  it("the follow-up goes to the lead's new owner when the Gestor reassigns it", async () => {
    const lead = await makeLead(db, seller, { firstContactAt: new Date("2026-01-01T12:00:00Z") });
    await callerFor(db, seller).leads.changeStatus({ id: lead.id, version: lead.version, status: "Contatar novamente", nextContactOn: "2099-07-01" });
    await callerFor(db, manager).leads.assign({ ids: [lead.id], ownerId: colleague.id });
    const open = await db.select().from(tasks).where(and(eq(tasks.leadId, lead.id), eq(tasks.followUp, true), isNull(tasks.doneAt)));
    expect(open.map((t) => t.assigneeId)).toEqual([colleague.id]);
  });

  it("bulk status changes keep one follow-up per lead", async () => {
    const a = await makeLead(db, seller, { firstContactAt: new Date("2026-01-01T12:00:00Z") });
    const b = await makeLead(db, seller, { firstContactAt: new Date("2026-01-01T12:00:00Z") });
    for (let i = 0; i < 2; i++) await callerFor(db, seller).leads.bulkStatus({ ids: [a.id, b.id], status: "Contatar novamente", nextContactOn: "2099-06-01" });
    const rows = await db.select().from(tasks).where(and(eq(tasks.followUp, true), isNull(tasks.doneAt)));
    expect(rows.filter((t) => t.leadId === a.id || t.leadId === b.id)).toHaveLength(2);
  });
});

describe("dueTasksToNotify (for the reminders job)", () => {
  it("lists open tasks due in the next 15 minutes and the newly overdue, with a stable dedupe key", async () => {
    const lead = await makeLead(db, colleague);
    const now = new Date("2030-01-15T12:00:00Z");
    const mk = (dueAt: Date, doneAt: Date | null = null) =>
      db.insert(tasks).values({ leadId: lead.id, kind: "call", dueAt, assigneeId: colleague.id, doneAt }).returning().then((r) => r[0]!);
    const soon = await mk(new Date(now.getTime() + 10 * 60_000));
    const later = await mk(new Date(now.getTime() + 20 * 60_000));
    const overdue = await mk(new Date(now.getTime() - 5 * 60_000));
    const done = await mk(new Date(now.getTime() - 60_000), now);
    const list = await dueTasksToNotify(db, now);
    const byId = new Map(list.map((r) => [r.taskId, r]));
    expect(byId.get(soon.id)).toMatchObject({ kind: "dueSoon", userId: colleague.id, record: { type: "lead", id: lead.id } });
    expect(byId.get(overdue.id)?.kind).toBe("overdue");
    expect(byId.has(later.id)).toBe(false);
    expect(byId.has(done.id)).toBe(false);
    expect((await dueTasksToNotify(db, now)).map((r) => r.dedupeKey)).toEqual(list.map((r) => r.dedupeKey));
  });
});
