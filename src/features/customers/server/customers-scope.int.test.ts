import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { callerFor, makeTeam, makeUser } from "../../../../tests/helpers/actors";
import { createTestDb } from "../../../../tests/helpers/db";
import { failureOf, fieldsOf } from "../../../../tests/helpers/errors";
import { auditRowsOf, customerRow, makeCustomer } from "../../../../tests/helpers/portfolio";
import type { Db, DbHandle } from "~/server/db/client";
import { customerNotes } from "~/server/db/schema";

type User = Awaited<ReturnType<typeof makeUser>>;
type Caller = ReturnType<typeof callerFor>;
type Customer = Awaited<ReturnType<typeof makeCustomer>>;

let handle: DbHandle;
let db: Db;
let admin: User;
let finance: User;
let managerA: User;
let managerB: User;
let sellerA: User;
let teammateA: User;
let sellerB: User;
let loneManager: User;

beforeAll(async () => {
  handle = await createTestDb();
  db = handle.db;
  const a = await makeTeam(db, "Equipe A");
  const b = await makeTeam(db, "Equipe B");
  admin = await makeUser(db, { role: "admin" });
  finance = await makeUser(db, { role: "finance" });
  managerA = await makeUser(db, { role: "manager", teamId: a.id, name: "Gestora A" });
  managerB = await makeUser(db, { role: "manager", teamId: b.id });
  sellerA = await makeUser(db, { role: "seller", teamId: a.id, name: "Vendedor A" });
  teammateA = await makeUser(db, { role: "seller", teamId: a.id });
  sellerB = await makeUser(db, { role: "seller", teamId: b.id });
  loneManager = await makeUser(db, { role: "manager", teamId: null });
});
afterAll(async () => {
  await handle?.close();
});

const UNKNOWN_ID = "00000000-0000-4000-8000-000000000000";
const notesOf = async (customerId: string) => (await db.select().from(customerNotes)).filter((n) => n.customerId === customerId);

describe("customers.* access", () => {
  let victim: Customer;
  beforeAll(async () => {
    victim = await makeCustomer(db, sellerA, { name: "Cliente Intocável" });
  });

  const reads: Record<string, (c: Caller) => Promise<unknown>> = {
    "customers.get": (c) => c.customers.get({ id: victim.id }),
    "customers.notes": (c) => c.customers.notes({ id: victim.id }),
  };
  const writes: Record<string, (c: Caller) => Promise<unknown>> = {
    "customers.create": (c) => c.customers.create({ kind: "PF", document: "529.982.247-25", name: "Cliente Intruso" }),
    "customers.update": (c) => c.customers.update({ id: victim.id, version: victim.version, name: "Cliente Tomado" }),
    "customers.delete": (c) => c.customers.delete({ ids: [victim.id] }),
    "customers.restore": (c) => c.customers.restore({ ids: [victim.id] }),
    "customers.addNote": (c) => c.customers.addNote({ customerId: victim.id, body: "Nota intrusa" }),
  };

  async function untouched() {
    expect(await customerRow(db, victim.id)).toMatchObject({ name: "Cliente Intocável", version: victim.version, deletedAt: null });
    expect(await notesOf(victim.id)).toHaveLength(0);
    expect(await auditRowsOf(db, victim.id)).toHaveLength(0);
  }

  it.each(Object.keys({ ...reads, ...writes }))("%s: signed out → UNAUTHORIZED", async (name) => {
    const call = reads[name] ?? writes[name]!;
    expect((await failureOf(call(callerFor(db, null)))).code).toBe("UNAUTHORIZED");
    await untouched();
  });

  it.each(Object.keys(writes))("%s: Financeiro (read-only) → FORBIDDEN, and nothing changes", async (name) => {
    expect((await failureOf(writes[name]!(callerFor(db, finance)))).code).toBe("FORBIDDEN");
    await untouched();
  });

  it.each(Object.keys(reads))("%s: another seller, another team's Gestor and a Gestor without team → NOT_FOUND", async (name) => {
    for (const user of [teammateA, sellerB, managerB, loneManager]) {
      expect((await failureOf(reads[name]!(callerFor(db, user)))).code).toBe("NOT_FOUND");
    }
  });

  it.each(["customers.update", "customers.addNote"])("%s: another seller or another team's Gestor → NOT_FOUND, and nothing changes", async (name) => {
    for (const user of [teammateA, sellerB, managerB]) {
      expect((await failureOf(writes[name]!(callerFor(db, user)))).code).toBe("NOT_FOUND");
    }
    await untouched();
  });

  it("customers.delete of someone else's customer deletes nothing", async () => {
    for (const user of [teammateA, sellerB, managerB]) expect(await callerFor(db, user).customers.delete({ ids: [victim.id] })).toEqual({ count: 0 });
    await untouched();
  });

  it("bad ids → BAD_REQUEST naming the field", async () => {
    const cases: [string, (c: Caller) => Promise<unknown>][] = [
      ["id", (c) => c.customers.get({ id: "abc" })],
      ["ids", (c) => c.customers.delete({ ids: [] })],
      ["ids.0", (c) => c.customers.restore({ ids: ["abc"] })],
      ["body", (c) => c.customers.addNote({ customerId: victim.id, body: "   " })],
    ];
    for (const [field, call] of cases) {
      const err = await failureOf(call(callerFor(db, sellerA)));
      expect(err.code).toBe("BAD_REQUEST");
      expect(fieldsOf(err)).toContain(field);
    }
    expect((await failureOf(callerFor(db, admin).customers.get({ id: UNKNOWN_ID }))).code).toBe("NOT_FOUND");
    await untouched();
  });
});

describe("customers.get: who sees what", () => {
  let cpfCustomer: Customer;
  let pjCustomer: Customer;
  beforeAll(async () => {
    cpfCustomer = await makeCustomer(db, sellerA, { name: "Renata Pessoa", document: "52998224725" });
    pjCustomer = await makeCustomer(db, sellerA, { kind: "PJ", document: "11444777000161", name: "Renata Comércio Ltda." });
  });

  it.each([
    ["the owner", () => sellerA],
    ["the team's Gestor", () => managerA],
    ["an Administrador", () => admin],
  ])("%s sees the full CPF and may edit", async (_label, who) => {
    const c = await callerFor(db, who()).customers.get({ id: cpfCustomer.id });
    expect(c).toMatchObject({ id: cpfCustomer.id, document: "52998224725", canEdit: true, ownerName: "Vendedor A" });
    expect(c).not.toHaveProperty("searchText");
  });

  it("Financeiro sees every customer but the CPF hidden as ***.982.247-**, and may not edit", async () => {
    const c = await callerFor(db, finance).customers.get({ id: cpfCustomer.id });
    expect(c).toMatchObject({ document: "***.982.247-**", canEdit: false });
    expect(JSON.stringify(c)).not.toContain("52998224725");
    expect(await callerFor(db, finance).customers.get({ id: pjCustomer.id })).toMatchObject({ document: "11444777000161", canEdit: false });
  });

  it("a deleted customer is NOT_FOUND even for an Administrador", async () => {
    const gone = await makeCustomer(db, sellerA, { deletedAt: new Date() });
    expect((await failureOf(callerFor(db, admin).customers.get({ id: gone.id }))).code).toBe("NOT_FOUND");
  });

  it("a Gestor edits the team's customers; a Gestor without team only their own", async () => {
    const updated = await callerFor(db, managerA).customers.update({ id: pjCustomer.id, version: pjCustomer.version, city: "Curitiba" });
    expect(updated).toMatchObject({ city: "Curitiba", version: pjCustomer.version + 1 });
    const own = await makeCustomer(db, loneManager);
    await expect(callerFor(db, loneManager).customers.update({ id: own.id, version: own.version, city: "Recife" })).resolves.toMatchObject({ city: "Recife" });
  });
});

describe("customers.delete and customers.restore", () => {
  it("soft-deletes (hidden everywhere, row kept), restores, and audits both", async () => {
    const c = await makeCustomer(db, sellerA, { name: "Sílvia Lixeira", tags: ["vip"] });
    expect(await callerFor(db, sellerA).customers.delete({ ids: [c.id] })).toEqual({ count: 1 });
    const deleted = await customerRow(db, c.id);
    expect(deleted!.deletedAt).toBeInstanceOf(Date);
    expect(deleted!.version).toBe(c.version + 1);
    expect((await failureOf(callerFor(db, sellerA).customers.get({ id: c.id }))).code).toBe("NOT_FOUND");
    expect((await failureOf(callerFor(db, sellerA).customers.addNote({ customerId: c.id, body: "Nota no vazio" }))).code).toBe("NOT_FOUND");
    // Deleting again changes nothing.
    expect(await callerFor(db, sellerA).customers.delete({ ids: [c.id] })).toEqual({ count: 0 });

    expect(await callerFor(db, sellerA).customers.restore({ ids: [c.id] })).toEqual({ count: 1 });
    const back = await callerFor(db, sellerA).customers.get({ id: c.id });
    expect(back).toMatchObject({ name: "Sílvia Lixeira", tags: ["vip"], deletedAt: null, version: c.version + 2 });
    expect(await callerFor(db, sellerA).customers.restore({ ids: [c.id] })).toEqual({ count: 0 });

    expect((await auditRowsOf(db, c.id)).map((a) => [a.action, a.entity, a.entityId, a.actorId])).toEqual([
      ["customer.delete", "customer", c.id, sellerA.id],
      ["customer.restore", "customer", c.id, sellerA.id],
    ]);
  });

  it("deletes only the customers in scope from a mixed selection", async () => {
    const mine = await makeCustomer(db, sellerA);
    const teammates = await makeCustomer(db, teammateA);
    const otherTeam = await makeCustomer(db, sellerB);
    expect(await callerFor(db, managerA).customers.delete({ ids: [mine.id, teammates.id, otherTeam.id] })).toEqual({ count: 2 });
    expect((await customerRow(db, otherTeam.id))!.deletedAt).toBeNull();
    expect(await callerFor(db, sellerB).customers.restore({ ids: [mine.id, teammates.id] })).toEqual({ count: 0 });
    expect(await callerFor(db, admin).customers.restore({ ids: [mine.id, teammates.id] })).toEqual({ count: 2 });
  });

  it("refuses to restore a customer whose document was registered again meanwhile: CONFLICT on document, nothing restored", async () => {
    const c = await makeCustomer(db, sellerA, { name: "Tiago Antigo" });
    await callerFor(db, sellerA).customers.delete({ ids: [c.id] });
    const again = await callerFor(db, sellerA).customers.create({ kind: "PF", document: c.document, name: "Tiago Novo" });
    const err = await failureOf(callerFor(db, sellerA).customers.restore({ ids: [c.id] }));
    expect(err.code).toBe("CONFLICT");
    expect(fieldsOf(err)).toEqual(["document"]);
    expect((await customerRow(db, c.id))!.deletedAt).not.toBeNull();
    expect((await customerRow(db, again.id))!.deletedAt).toBeNull();
    expect(await auditRowsOf(db, c.id, "customer.restore")).toHaveLength(0);
  });
});

describe("customers.notes and customers.addNote", () => {
  it("adds notes to the timeline, newest first with the author's name, visible to whoever sees the customer, and audited", async () => {
    const c = await makeCustomer(db, sellerA);
    const first = await callerFor(db, sellerA).customers.addNote({ customerId: c.id, body: "  Ligar na segunda.  " });
    expect(first).toMatchObject({ customerId: c.id, authorId: sellerA.id, body: "Ligar na segunda." });
    await callerFor(db, managerA).customers.addNote({ customerId: c.id, body: "Cliente pediu cotação de vida." });

    for (const who of [sellerA, managerA, admin, finance]) {
      const notes = await callerFor(db, who).customers.notes({ id: c.id });
      expect(notes.map((n) => [n.body, n.authorName])).toEqual([
        ["Cliente pediu cotação de vida.", "Gestora A"],
        ["Ligar na segunda.", "Vendedor A"],
      ]);
    }
    expect((await auditRowsOf(db, c.id, "customer.note")).map((a) => [a.actorId, a.entity, a.after])).toEqual([
      [sellerA.id, "customer", { body: "Ligar na segunda." }],
      [managerA.id, "customer", { body: "Cliente pediu cotação de vida." }],
    ]);
  });

  it("refuses a note longer than 4000 characters with BAD_REQUEST on body", async () => {
    const c = await makeCustomer(db, sellerA);
    const err = await failureOf(callerFor(db, sellerA).customers.addNote({ customerId: c.id, body: "x".repeat(4001) }));
    expect(err.code).toBe("BAD_REQUEST");
    expect(fieldsOf(err)).toContain("body");
    expect(await notesOf(c.id)).toHaveLength(0);
  });
});
