import { and, eq } from "drizzle-orm";
import { ZodError } from "zod";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { callerFor, makeTeam, makeUser } from "../../../../tests/helpers/actors";
import { createTestDb } from "../../../../tests/helpers/db";
import { failureOf, fieldsOf } from "../../../../tests/helpers/errors";
import type { Db, DbHandle } from "~/server/db/client";
import { auditLog, savedViews, users } from "~/server/db/schema";

type User = Awaited<ReturnType<typeof makeUser>>;
type Caller = ReturnType<typeof callerFor>;
const MISSING = "99999999-9999-4999-8999-999999999999";

let handle: DbHandle;
let db: Db;
let ana: User; // seller, team SP
let bia: User; // seller, team SP
let caio: User; // seller, team Campinas
let dora: User; // admin, no team

beforeAll(async () => {
  handle = await createTestDb();
  db = handle.db;
  const sp = await makeTeam(db, "Equipe SP");
  const cps = await makeTeam(db, "Equipe Campinas");
  ana = await makeUser(db, { role: "seller", teamId: sp.id, name: "Ana" });
  bia = await makeUser(db, { role: "seller", teamId: sp.id, name: "Bia" });
  caio = await makeUser(db, { role: "seller", teamId: cps.id, name: "Caio" });
  dora = await makeUser(db, { role: "admin", name: "Dora" });
});
afterAll(async () => {
  await handle?.close();
});

let n = 0;
const create = (user: User, over: Record<string, unknown> = {}) =>
  callerFor(db, user).views.create({
    listKey: "customers",
    name: `Visão ${++n}`,
    filters: [{ field: "status", operand: "in", value: ["ativa"] }],
    sort: { field: "name", dir: "asc" },
    columns: { visible: ["name", "status"], order: ["name", "city", "status"] },
    ...over,
  });
const namesFor = async (user: User, listKey = "customers") => (await callerFor(db, user).views.list({ listKey })).map((v) => v.name);
const auditOf = (id: string) => db.select().from(auditLog).where(and(eq(auditLog.entity, "saved_view"), eq(auditLog.entityId, id))).orderBy(auditLog.id);

describe("signed out → UNAUTHORIZED", () => {
  const calls: Record<string, (c: Caller) => Promise<unknown>> = {
    list: (c) => c.views.list({ listKey: "customers" }),
    create: (c) => c.views.create({ listKey: "customers", name: "x" }),
    update: (c) => c.views.update({ id: MISSING, version: 1, name: "x" }),
    delete: (c) => c.views.delete({ id: MISSING }),
    setDefault: (c) => c.views.setDefault({ listKey: "customers", id: null }),
  };
  it.each(Object.keys(calls))("views.%s", async (name) => {
    expect((await failureOf(calls[name]!(callerFor(db, null)))).code).toBe("UNAUTHORIZED");
  });
});

describe("views.create and views.list", () => {
  it("saves the view as data and returns it as the owner's, audited", async () => {
    const view = await create(ana, { name: "Minhas ativas", search: "  silva ", shared: false });
    expect(view).toMatchObject({
      listKey: "customers",
      name: "Minhas ativas",
      filters: [{ field: "status", operand: "in", value: ["ativa"] }],
      sort: { field: "name", dir: "asc" },
      search: "silva",
      columns: { visible: ["name", "status"], order: ["name", "city", "status"] },
      shared: false,
      isDefault: false,
      mine: true,
      ownerId: ana.id,
      ownerName: "Ana",
      version: 1,
    });
    const [entry] = await auditOf(view.id);
    expect(entry).toMatchObject({ action: "saved_view.create", actorId: ana.id, after: expect.objectContaining({ name: "Minhas ativas" }) });
  });

  it("lists own views and the team's shared ones, never another team's or private ones", async () => {
    await create(ana, { name: "Ana privada", listKey: "sales" });
    await create(ana, { name: "Ana compartilhada", listKey: "sales", shared: true, isDefault: true });
    await create(bia, { name: "Bia privada", listKey: "sales" });
    await create(caio, { name: "Caio compartilhada", listKey: "sales", shared: true });
    await create(ana, { name: "Outra lista", listKey: "partners", shared: true });

    expect(await namesFor(ana, "sales")).toEqual(["Ana compartilhada", "Ana privada"]);
    expect(await namesFor(bia, "sales")).toEqual(["Bia privada", "Ana compartilhada"]);
    expect(await namesFor(caio, "sales")).toEqual(["Caio compartilhada"]);
    expect(await namesFor(dora, "sales")).toEqual([]);

    const shared = (await callerFor(db, bia).views.list({ listKey: "sales" })).find((v) => v.name === "Ana compartilhada")!;
    // Ana's default is hers, not Bia's.
    expect(shared).toMatchObject({ mine: false, isDefault: false, ownerName: "Ana" });
  });

  it("a shared view leaves the team with its owner", async () => {
    const view = await create(bia, { name: "Bia vai sair", listKey: "products", shared: true });
    expect(await namesFor(ana, "products")).toEqual(["Bia vai sair"]);
    await db.update(users).set({ teamId: caio.teamId }).where(eq(users.id, bia.id));
    try {
      expect(await namesFor(ana, "products")).toEqual([]);
      expect(await namesFor(caio, "products")).toEqual([]);
      // Saving it again shares it with the owner's new team.
      const moved = { ...bia, teamId: caio.teamId };
      await callerFor(db, moved).views.update({ id: view.id, version: view.version, name: "Bia mudou" });
      expect(await namesFor(caio, "products")).toEqual(["Bia mudou"]);
    } finally {
      await db.update(users).set({ teamId: ana.teamId }).where(eq(users.id, bia.id));
    }
  });

  it("names are unique per user and list, ignoring case → CONFLICT on name", async () => {
    await create(ana, { name: "Única", listKey: "renewals" });
    const err = await failureOf(create(ana, { name: "ÚNICA", listKey: "renewals" }));
    expect(err.code).toBe("CONFLICT");
    expect(fieldsOf(err)).toEqual(["name"]);
    await expect(create(bia, { name: "Única", listKey: "renewals" })).resolves.toMatchObject({ name: "Única" });
    await expect(create(ana, { name: "Única", listKey: "leads" })).resolves.toMatchObject({ name: "Única" });
  });

  it("sharing needs a team → BAD_REQUEST on shared", async () => {
    const err = await failureOf(create(dora, { shared: true }));
    expect(err.code).toBe("BAD_REQUEST");
    expect(fieldsOf(err)).toEqual(["shared"]);
  });
});

describe("views.update", () => {
  it("changes the owner's view, bumps the version and audits only what changed", async () => {
    const view = await create(ana);
    const updated = await callerFor(db, ana).views.update({ id: view.id, version: 1, name: "Renomeada", filters: [], shared: true });
    expect(updated).toMatchObject({ name: "Renomeada", filters: [], shared: true, version: 2, sort: { field: "name", dir: "asc" } });
    const entry = (await auditOf(view.id)).at(-1)!;
    expect(entry).toMatchObject({ action: "saved_view.update", actorId: ana.id });
    expect(entry.before).toEqual({ name: view.name, filters: view.filters, shared: false });
    expect(entry.after).toEqual({ name: "Renomeada", filters: [], shared: true });
  });

  it("a stale version → CONFLICT, and nothing changes", async () => {
    const view = await create(ana);
    await callerFor(db, ana).views.update({ id: view.id, version: 1, name: "Primeira aba" });
    const err = await failureOf(callerFor(db, ana).views.update({ id: view.id, version: 1, name: "Segunda aba" }));
    expect(err.code).toBe("CONFLICT");
    expect(fieldsOf(err)).toEqual(["version"]);
    const [row] = await db.select().from(savedViews).where(eq(savedViews.id, view.id));
    expect(row).toMatchObject({ name: "Primeira aba", version: 2 });
  });

  it("another user's private view → NOT_FOUND; a teammate's shared view → FORBIDDEN", async () => {
    const privateView = await create(ana);
    const sharedView = await create(ana, { shared: true });
    for (const user of [bia, caio, dora]) {
      expect((await failureOf(callerFor(db, user).views.update({ id: privateView.id, version: 1, name: "x" }))).code).toBe("NOT_FOUND");
    }
    expect((await failureOf(callerFor(db, caio).views.update({ id: sharedView.id, version: 1, name: "x" }))).code).toBe("NOT_FOUND");
    expect((await failureOf(callerFor(db, bia).views.update({ id: sharedView.id, version: 1, name: "x" }))).code).toBe("FORBIDDEN");
    expect((await failureOf(callerFor(db, ana).views.update({ id: MISSING, version: 1, name: "x" }))).code).toBe("NOT_FOUND");
    const [row] = await db.select().from(savedViews).where(eq(savedViews.id, sharedView.id));
    expect(row!.version).toBe(1);
  });

  it("renaming onto another of the owner's views → CONFLICT on name", async () => {
    const a = await create(ana, { name: "Alfa" });
    await create(ana, { name: "Beta" });
    const err = await failureOf(callerFor(db, ana).views.update({ id: a.id, version: 1, name: "beta" }));
    expect([err.code, fieldsOf(err)]).toEqual(["CONFLICT", ["name"]]);
    await expect(callerFor(db, ana).views.update({ id: a.id, version: 1, name: "ALFA" })).resolves.toMatchObject({ name: "ALFA" });
  });
});

describe("views.delete", () => {
  it("only the owner deletes; audited with the deleted view", async () => {
    const view = await create(ana, { shared: true });
    expect((await failureOf(callerFor(db, bia).views.delete({ id: view.id }))).code).toBe("FORBIDDEN");
    expect((await failureOf(callerFor(db, caio).views.delete({ id: view.id }))).code).toBe("NOT_FOUND");
    await expect(callerFor(db, ana).views.delete({ id: view.id })).resolves.toEqual({ id: view.id });
    expect((await auditOf(view.id)).at(-1)).toMatchObject({ action: "saved_view.delete", before: expect.objectContaining({ name: view.name }) });
    expect((await failureOf(callerFor(db, ana).views.delete({ id: view.id }))).code).toBe("NOT_FOUND");
  });
});

describe("views.setDefault", () => {
  it("one default per user and list; switching moves it; null clears it", async () => {
    const a = await create(ana, { listKey: "leads", name: "A" });
    await create(ana, { listKey: "leads", name: "B", isDefault: true });
    await create(bia, { listKey: "leads", name: "C", isDefault: true });
    const defaults = async (user: User) => (await callerFor(db, user).views.list({ listKey: "leads" })).filter((v) => v.isDefault).map((v) => v.name);
    expect(await defaults(ana)).toEqual(["B"]);

    await expect(callerFor(db, ana).views.setDefault({ listKey: "leads", id: a.id })).resolves.toMatchObject({ id: a.id, isDefault: true });
    expect(await defaults(ana)).toEqual(["A"]);
    expect(await defaults(bia)).toEqual(["C"]);

    await expect(callerFor(db, ana).views.setDefault({ listKey: "leads", id: null })).resolves.toBeNull();
    expect(await defaults(ana)).toEqual([]);
    expect((await auditOf(a.id)).at(-1)).toMatchObject({ action: "saved_view.set_default", before: { defaultId: a.id }, after: { defaultId: null } });
  });

  it("creating a new default replaces the old one", async () => {
    await create(caio, { listKey: "commissions", name: "Velha", isDefault: true });
    await create(caio, { listKey: "commissions", name: "Nova", isDefault: true });
    const list = await callerFor(db, caio).views.list({ listKey: "commissions" });
    expect(list.filter((v) => v.isDefault).map((v) => v.name)).toEqual(["Nova"]);
  });

  it("someone else's view → NOT_FOUND / FORBIDDEN; a view of another list → BAD_REQUEST on id", async () => {
    const shared = await create(ana, { listKey: "leads", shared: true });
    const other = await create(ana, { listKey: "sales" });
    expect((await failureOf(callerFor(db, bia).views.setDefault({ listKey: "leads", id: shared.id }))).code).toBe("FORBIDDEN");
    expect((await failureOf(callerFor(db, caio).views.setDefault({ listKey: "leads", id: shared.id }))).code).toBe("NOT_FOUND");
    const err = await failureOf(callerFor(db, ana).views.setDefault({ listKey: "leads", id: other.id }));
    expect([err.code, fieldsOf(err)]).toEqual(["BAD_REQUEST", ["id"]]);
  });
});

describe("bad input → BAD_REQUEST naming the field", () => {
  const unknownKeys = (err: unknown) =>
    err instanceof Error && err.cause instanceof ZodError ? err.cause.issues.flatMap((i) => (i.code === "unrecognized_keys" ? i.keys : [])) : [];

  it.each([
    ["listKey", { listKey: "Clientes!" }],
    ["listKey", { listKey: "" }],
    ["name", { name: "   " }],
    ["name", { name: "x".repeat(81) }],
    ["filters", { filters: Array.from({ length: 21 }, () => ({ field: "a", operand: "isEmpty" })) }],
    ["filters.0.field", { filters: [{ field: "a.b", operand: "eq", value: 1 }] }],
    ["filters.0.operand", { filters: [{ field: "a", operand: "like", value: 1 }] }],
    ["filters.0.value", { filters: [{ field: "a", operand: "eq", value: { nested: true } }] }],
    ["sort.dir", { sort: { field: "name", dir: "up" } }],
    ["columns.visible.0", { columns: { visible: ["bad key"], order: [] } }],
    ["search", { search: "x".repeat(101) }],
    ["shared", { shared: "sim" }],
  ])("create: %s", async (field, over) => {
    const err = await failureOf(create(ana, over));
    expect(err.code).toBe("BAD_REQUEST");
    expect(fieldsOf(err)).toContain(field);
  });

  it.each([
    ["id", { id: "x", version: 1 }],
    ["version", { id: MISSING, version: 0 }],
    ["version", { id: MISSING }],
    ["name", { id: MISSING, version: 1, name: "" }],
  ])("update: %s", async (field, input) => {
    const err = await failureOf(callerFor(db, ana).views.update(input as never));
    expect(err.code).toBe("BAD_REQUEST");
    expect(fieldsOf(err)).toContain(field);
  });

  it("refuses unknown keys by name (userId cannot be forged)", async () => {
    const err = await failureOf(create(ana, { userId: bia.id }));
    expect(err.code).toBe("BAD_REQUEST");
    expect(unknownKeys(err)).toEqual(["userId"]);
    const del = await failureOf(callerFor(db, ana).views.delete({ id: MISSING, version: 1 } as never));
    expect(unknownKeys(del)).toEqual(["version"]);
  });

  it("setDefault and list check their input too", async () => {
    expect(fieldsOf(await failureOf(callerFor(db, ana).views.setDefault({ listKey: "leads", id: "x" })))).toEqual(["id"]);
    expect(fieldsOf(await failureOf(callerFor(db, ana).views.list({ listKey: "a b" })))).toEqual(["listKey"]);
  });
});
