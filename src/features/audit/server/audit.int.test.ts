import { ZodError } from "zod";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { callerFor, makeUser } from "../../../../tests/helpers/actors";
import { createTestDb } from "../../../../tests/helpers/db";
import { failureOf, fieldsOf } from "../../../../tests/helpers/errors";
import type { Db, DbHandle } from "~/server/db/client";
import { auditLog, users } from "~/server/db/schema";

type User = Awaited<ReturnType<typeof makeUser>>;
type Caller = ReturnType<typeof callerFor>;
type ListInput = NonNullable<Parameters<Caller["audit"]["list"]>[0]>;
type Row = Awaited<ReturnType<Caller["audit"]["list"]>>["items"][number];

let handle: DbHandle;
let db: Db;
let admin: User;
let otherAdmin: User;
let seller: User;
let manager: User;
let finance: User;

beforeAll(async () => {
  handle = await createTestDb();
  db = handle.db;
  admin = await makeUser(db, { role: "admin", name: "Alice Admin" });
  otherAdmin = await makeUser(db, { role: "admin", name: "Otávio Admin" });
  seller = await makeUser(db, { role: "seller" });
  manager = await makeUser(db, { role: "manager" });
  finance = await makeUser(db, { role: "finance" });
});
afterAll(async () => {
  await handle?.close();
});

const unrecognizedKeys = (err: unknown) =>
  err instanceof Error && err.cause instanceof ZodError ? err.cause.issues.flatMap((i) => (i.code === "unrecognized_keys" ? i.keys : [])) : [];

/** Every page of audit.list for a filter, as an admin pages through it. */
async function listAll(input: Omit<ListInput, "cursor">) {
  const rows: Row[] = [];
  let cursor: { at: Date; id: number } | null = null;
  let pages = 0;
  do {
    const page: { items: Row[]; nextCursor: { at: Date; id: number } | null } = await callerFor(db, admin).audit.list({ ...input, cursor });
    expect(page.items.length).toBeLessThanOrEqual(input.limit ?? 50);
    rows.push(...page.items);
    cursor = page.nextCursor;
    if (++pages > 200) throw new Error("pagination does not end");
  } while (cursor);
  return { rows, pages };
}

const insertRows = (entity: string, n: number, at?: Date, actorId: string | null = null) =>
  db
    .insert(auditLog)
    .values(Array.from({ length: n }, (_, i) => ({ action: `${entity}.write`, entity, entityId: String(i), actorId, ...(at ? { at } : {}) })))
    .returning({ id: auditLog.id });

describe("audit.* access", () => {
  const calls: Record<string, (c: Caller) => Promise<unknown>> = {
    "audit.list": (c) => c.audit.list({}),
    "audit.count": (c) => c.audit.count({}),
    "audit.subject": (c) => c.audit.subject({ entity: "user", entityId: admin.id }),
    "audit.actors": (c) => c.audit.actors(),
  };

  it.each(Object.keys(calls))("%s: signed out → UNAUTHORIZED", async (name) => {
    expect((await failureOf(calls[name]!(callerFor(db, null)))).code).toBe("UNAUTHORIZED");
  });

  it.each(Object.keys(calls))("%s: seller, manager and finance → FORBIDDEN", async (name) => {
    for (const user of [seller, manager, finance]) {
      expect((await failureOf(calls[name]!(callerFor(db, user)))).code).toBe("FORBIDDEN");
    }
  });
});

describe("audit.list", () => {
  it("shows a write made through the API with who, what, which row and the values", async () => {
    const team = await callerFor(db, otherAdmin).teams.create({ name: "Equipe Auditada" });
    const { items } = await callerFor(db, admin).audit.list({ entity: "team", limit: 1 });
    expect(items[0]).toMatchObject({
      action: "team.create",
      entity: "team",
      entityId: team.id,
      actorId: otherAdmin.id,
      actorName: "Otávio Admin",
      requestId: "test-request",
      before: null,
      after: { name: "Equipe Auditada" },
    });
    expect(items[0]!.at).toBeInstanceOf(Date);
  });

  it("lists newest first", async () => {
    await insertRows("order_test", 1, new Date("2024-01-01T12:00:00Z"));
    await insertRows("order_test", 1, new Date("2024-03-01T12:00:00Z"));
    await insertRows("order_test", 1, new Date("2024-02-01T12:00:00Z"));
    const { items } = await callerFor(db, admin).audit.list({ entity: "order_test" });
    expect(items.map((r) => r.at.toISOString())).toEqual(["2024-03-01T12:00:00.000Z", "2024-02-01T12:00:00.000Z", "2024-01-01T12:00:00.000Z"]);
  });

  it("filters by entity and by actor", async () => {
    await insertRows("lead", 3, undefined, seller.id);
    await insertRows("lead", 2, undefined, manager.id);
    await insertRows("sale", 4, undefined, seller.id);
    const leads = await listAll({ entity: "lead", limit: 100 });
    expect(leads.rows).toHaveLength(5);
    expect(leads.rows.every((r) => r.entity === "lead")).toBe(true);

    const bySeller = await listAll({ actorId: seller.id, limit: 100 });
    expect(bySeller.rows).toHaveLength(7);
    expect(bySeller.rows.every((r) => r.actorId === seller.id)).toBe(true);

    const both = await listAll({ entity: "lead", actorId: manager.id, limit: 100 });
    expect(both.rows).toHaveLength(2);
  });

  it("filters by São Paulo calendar days, both ends inclusive", async () => {
    const times = ["2024-05-10T02:59:59.999Z", "2024-05-10T03:00:00.000Z", "2024-05-11T02:59:59.999Z", "2024-05-11T03:00:00.000Z"];
    for (const t of times) await insertRows("date_test", 1, new Date(t));
    const isoOf = async (input: Omit<ListInput, "cursor" | "entity">) =>
      (await listAll({ entity: "date_test", limit: 100, ...input })).rows.map((r) => r.at.toISOString()).sort();

    expect(await isoOf({ from: "2024-05-10", to: "2024-05-10" })).toEqual([times[1], times[2]]);
    expect(await isoOf({ from: "2024-05-10" })).toEqual([times[1], times[2], times[3]]);
    expect(await isoOf({ to: "2024-05-09" })).toEqual([times[0]]);
    expect(await isoOf({ from: "2024-05-09", to: "2024-05-11" })).toEqual(times);
    expect(await isoOf({ from: "2024-05-12" })).toEqual([]);
  });

  it("pages through every row exactly once, even rows written in the same instant", async () => {
    // One multi-row write: every row gets the same timestamp, only the id tells them apart.
    await insertRows("batch_test", 23);
    const all = await listAll({ entity: "batch_test", limit: 100 });
    expect(all.rows).toHaveLength(23);
    for (const limit of [1, 4, 10]) {
      const { rows, pages } = await listAll({ entity: "batch_test", limit });
      expect(rows.map((r) => r.id)).toEqual(all.rows.map((r) => r.id));
      expect(pages).toBe(Math.ceil(23 / limit));
    }
  });

  it("pages through every row exactly once when timestamps differ below the millisecond", async () => {
    // PostgreSQL keeps microseconds; a cursor that loses them must still not skip rows.
    await db.execute(
      `insert into audit_log (action, entity, at) select 'us.write', 'us_test', timestamptz '2024-06-01 12:00:00.123000+00' + make_interval(secs => g / 1000000.0) from generate_series(0, 11) g`,
    );
    const one = await listAll({ entity: "us_test", limit: 100 });
    expect(one.rows).toHaveLength(12);
    for (const limit of [1, 5]) {
      const { rows } = await listAll({ entity: "us_test", limit });
      expect(rows.map((r) => r.id)).toEqual(one.rows.map((r) => r.id));
    }
  });

  it("pages through a mix of API writes and bulk writes, newest first, every row once", async () => {
    for (let i = 0; i < 3; i++) await callerFor(db, admin).teams.create({ name: `Equipe Página ${i}` });
    await insertRows("team", 5);
    const total = await db.$count(auditLog);
    const { rows } = await listAll({ limit: 7 });
    expect(rows).toHaveLength(total);
    expect(new Set(rows.map((r) => r.id)).size).toBe(total);
    for (let i = 1; i < rows.length; i++) {
      const [a, b] = [rows[i - 1]!, rows[i]!];
      expect(a.at > b.at || (a.at.getTime() === b.at.getTime() && a.id > b.id)).toBe(true);
    }
  });

  it.each([
    ["from", { from: "10/05/2024" }],
    ["from", { from: "2024-13-01" }],
    ["to", { to: "2024-02-30" }],
    ["to", { to: "2024-5-1" }],
    ["actorId", { actorId: "alice" }],
    ["limit", { limit: 101 }],
    ["entity", { entity: "x".repeat(41) }],
    ["entity", { entity: "lead; drop" }],
    ["action", { action: "apagou tudo" }],
    ["entityId", { entityId: "x".repeat(65) }],
    ["to", { from: "2024-05-02", to: "2024-05-01" }],
  ])("bad %s → BAD_REQUEST naming it", async (field, input) => {
    const err = await failureOf(callerFor(db, admin).audit.list(input as never));
    expect(err.code).toBe("BAD_REQUEST");
    expect(fieldsOf(err)).toContain(field);
  });

  it("refuses an extra key", async () => {
    const err = await failureOf(callerFor(db, admin).audit.list({ sort: "asc" } as never));
    expect(err.code).toBe("BAD_REQUEST");
    expect(unrecognizedKeys(err)).toEqual(["sort"]);
  });
});

describe("audit.list: the other filters", () => {
  it("filters by action, and by one record of a kind (the record's history)", async () => {
    const a = await callerFor(db, admin).teams.create({ name: "Equipe Filtro A" });
    const b = await callerFor(db, admin).teams.create({ name: "Equipe Filtro B" });
    await callerFor(db, admin).teams.update({ id: a.id, version: a.version, name: "Equipe Filtro A2" });

    const history = await listAll({ entity: "team", entityId: a.id, limit: 100 });
    expect(history.rows.map((r) => r.action)).toEqual(["team.update", "team.create"]);
    expect(history.rows.every((r) => r.entityId === a.id)).toBe(true);

    const updates = await listAll({ action: "team.update", limit: 100 });
    expect(updates.rows.length).toBeGreaterThan(0);
    expect(updates.rows.every((r) => r.action === "team.update")).toBe(true);
    expect(updates.rows.some((r) => r.entityId === b.id)).toBe(false);
  });

  it("combines person, kind, action and period", async () => {
    const at = new Date("2023-07-04T15:00:00Z");
    await db.insert(auditLog).values([
      { action: "lead.update", entity: "lead", actorId: seller.id, at },
      { action: "lead.update", entity: "lead", actorId: manager.id, at },
      { action: "lead.create", entity: "lead", actorId: seller.id, at },
      { action: "lead.update", entity: "lead", actorId: seller.id, at: new Date("2023-07-06T15:00:00Z") },
    ]);
    const { rows } = await listAll({ actorId: seller.id, entity: "lead", action: "lead.update", from: "2023-07-04", to: "2023-07-05", limit: 100 });
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ actorId: seller.id, action: "lead.update", at });
  });
});

describe("audit.count", () => {
  it("counts what the filters match, exactly up to 10.000, then says there are more", async () => {
    const fresh = await createTestDb();
    try {
      const a = await makeUser(fresh.db, { role: "admin" });
      const caller = callerFor(fresh.db, a);
      await fresh.db.execute(`insert into audit_log (action, entity, entity_id) select 'lead.update', 'lead', g::text from generate_series(1, 10001) g`);
      await fresh.db.execute(`insert into audit_log (action, entity, entity_id) select 'team.update', 'team', g::text from generate_series(1, 3) g`);
      expect(await caller.audit.count({ entity: "team" })).toEqual({ count: 3, capped: false });
      expect(await caller.audit.count({ entity: "team", entityId: "2" })).toEqual({ count: 1, capped: false });
      expect(await caller.audit.count({ entity: "lead" })).toEqual({ count: 10_000, capped: true });
      expect(await caller.audit.count({})).toEqual({ count: 10_000, capped: true });
    } finally {
      await fresh.close();
    }
  });
});

describe("audit.actors", () => {
  it("lists everyone who can appear as who, the inactive too, by name", async () => {
    const gone = await makeUser(db, { role: "seller", name: "Zuleica Inativa", active: false });
    const people = await callerFor(db, admin).audit.actors();
    expect(people).toContainEqual({ id: gone.id, name: "Zuleica Inativa", active: false });
    expect(people[0]!.name).toBe("Alice Admin");
    expect(people).toHaveLength(await db.$count(users));
    expect(people.find((p) => p.id === admin.id)).toEqual({ id: admin.id, name: "Alice Admin", active: true });
  });
});
