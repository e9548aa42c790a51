import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { callerFor, makeTeam, makeUser } from "../../../../tests/helpers/actors";
import { createTestDb } from "../../../../tests/helpers/db";
import { failureOf, fieldsOf } from "../../../../tests/helpers/errors";
import { auditRowsOf, customerRow, makeCustomer } from "../../../../tests/helpers/portfolio";
import type { Db, DbHandle } from "~/server/db/client";

type User = Awaited<ReturnType<typeof makeUser>>;

let handle: DbHandle;
let db: Db;
let admin: User;
let finance: User;
let managerA: User;
let sellerA: User;
let teammateA: User;
let sellerB: User;
let inactiveA: User;

beforeAll(async () => {
  handle = await createTestDb();
  db = handle.db;
  const a = await makeTeam(db, "Equipe A");
  const b = await makeTeam(db, "Equipe B");
  admin = await makeUser(db, { role: "admin" });
  finance = await makeUser(db, { role: "finance" });
  managerA = await makeUser(db, { role: "manager", teamId: a.id });
  sellerA = await makeUser(db, { role: "seller", teamId: a.id });
  teammateA = await makeUser(db, { role: "seller", teamId: a.id });
  sellerB = await makeUser(db, { role: "seller", teamId: b.id });
  inactiveA = await makeUser(db, { role: "seller", teamId: a.id, active: false });
});
afterAll(async () => {
  await handle?.close();
});

const UNKNOWN_ID = "00000000-0000-4000-8000-000000000000";

describe("customers.bulkSetOwner", () => {
  it("signed out → UNAUTHORIZED; Financeiro (no customers.write) → FORBIDDEN; nothing changes", async () => {
    const c = await makeCustomer(db, sellerA);
    expect((await failureOf(callerFor(db, null).customers.bulkSetOwner({ ids: [c.id], ownerId: teammateA.id }))).code).toBe("UNAUTHORIZED");
    expect((await failureOf(callerFor(db, finance).customers.bulkSetOwner({ ids: [c.id], ownerId: teammateA.id }))).code).toBe("FORBIDDEN");
    expect(await customerRow(db, c.id)).toMatchObject({ ownerId: sellerA.id, version: c.version });
    expect(await auditRowsOf(db, c.id)).toHaveLength(0);
  });

  it("a Vendedor cannot hand customers to someone else", async () => {
    const c = await makeCustomer(db, sellerA);
    expect((await failureOf(callerFor(db, sellerA).customers.bulkSetOwner({ ids: [c.id], ownerId: teammateA.id }))).code).toBe("FORBIDDEN");
    expect((await customerRow(db, c.id))!.ownerId).toBe(sellerA.id);
  });

  it("a Vendedor taking others' customers for themself changes none of them", async () => {
    const other = await makeCustomer(db, teammateA);
    const res = await callerFor(db, sellerA).customers.bulkSetOwner({ ids: [other.id], ownerId: sellerA.id });
    expect(res).toEqual({ count: 0 });
    expect(await customerRow(db, other.id)).toMatchObject({ ownerId: teammateA.id, version: other.version });
  });

  it("a Gestor moves the team's customers within the team: version bumped, one audit entry each; other teams' ids untouched", async () => {
    const mine1 = await makeCustomer(db, sellerA);
    const mine2 = await makeCustomer(db, sellerA);
    const foreign = await makeCustomer(db, sellerB);
    const res = await callerFor(db, managerA).customers.bulkSetOwner({ ids: [mine1.id, mine2.id, foreign.id], ownerId: teammateA.id });
    expect(res).toEqual({ count: 2 });
    for (const c of [mine1, mine2]) {
      expect(await customerRow(db, c.id)).toMatchObject({ ownerId: teammateA.id, version: c.version + 1 });
      const audit = await auditRowsOf(db, c.id, "customer.update");
      expect(audit).toHaveLength(1);
      expect(audit[0]).toMatchObject({ actorId: managerA.id, before: { ownerId: sellerA.id }, after: { ownerId: teammateA.id } });
    }
    expect(await customerRow(db, foreign.id)).toMatchObject({ ownerId: sellerB.id, version: foreign.version });
    expect(await auditRowsOf(db, foreign.id)).toHaveLength(0);
  });

  it("a Gestor cannot give customers to someone outside the team, nor to an inactive user", async () => {
    const c = await makeCustomer(db, sellerA);
    for (const ownerId of [sellerB.id, inactiveA.id]) {
      expect((await failureOf(callerFor(db, managerA).customers.bulkSetOwner({ ids: [c.id], ownerId }))).code).toBe("FORBIDDEN");
    }
    expect(await customerRow(db, c.id)).toMatchObject({ ownerId: sellerA.id, version: c.version });
  });

  it("an unknown owner is BAD_REQUEST on ownerId; an Administrador moves customers across teams", async () => {
    const c = await makeCustomer(db, sellerA);
    const bad = await failureOf(callerFor(db, admin).customers.bulkSetOwner({ ids: [c.id], ownerId: UNKNOWN_ID }));
    expect(bad.code).toBe("BAD_REQUEST");
    expect(fieldsOf(bad)).toContain("ownerId");
    expect(await callerFor(db, admin).customers.bulkSetOwner({ ids: [c.id], ownerId: sellerB.id })).toEqual({ count: 1 });
    expect((await customerRow(db, c.id))!.ownerId).toBe(sellerB.id);
  });

  it("refuses more than 500 ids and an empty selection", async () => {
    const many = Array.from({ length: 501 }, () => UNKNOWN_ID);
    expect((await failureOf(callerFor(db, admin).customers.bulkSetOwner({ ids: many, ownerId: admin.id }))).code).toBe("BAD_REQUEST");
    expect((await failureOf(callerFor(db, admin).customers.bulkSetOwner({ ids: [], ownerId: admin.id }))).code).toBe("BAD_REQUEST");
  });
});

describe("customers.bulkAddTag", () => {
  it("signed out → UNAUTHORIZED; Financeiro → FORBIDDEN; nothing changes", async () => {
    const c = await makeCustomer(db, sellerA);
    expect((await failureOf(callerFor(db, null).customers.bulkAddTag({ ids: [c.id], tag: "vip" }))).code).toBe("UNAUTHORIZED");
    expect((await failureOf(callerFor(db, finance).customers.bulkAddTag({ ids: [c.id], tag: "vip" }))).code).toBe("FORBIDDEN");
    expect(await customerRow(db, c.id)).toMatchObject({ tags: [], version: c.version });
  });

  it("a Vendedor tags only their own customers: others' ids are left as they were", async () => {
    const own = await makeCustomer(db, sellerA, { tags: ["antiga"] });
    const other = await makeCustomer(db, teammateA);
    const res = await callerFor(db, sellerA).customers.bulkAddTag({ ids: [own.id, other.id], tag: "  VIP " });
    expect(res).toEqual({ count: 1 });
    expect(await customerRow(db, own.id)).toMatchObject({ tags: ["antiga", "vip"], version: own.version + 1 });
    expect(await customerRow(db, other.id)).toMatchObject({ tags: [], version: other.version });
    const audit = await auditRowsOf(db, own.id, "customer.update");
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ actorId: sellerA.id, before: { tags: ["antiga"] }, after: { tags: ["antiga", "vip"] } });
    expect(await auditRowsOf(db, other.id)).toHaveLength(0);
  });

  it("customers that already have the tag, are deleted or hold 20 tags are not changed", async () => {
    const has = await makeCustomer(db, sellerA, { tags: ["vip"] });
    const gone = await makeCustomer(db, sellerA, { deletedAt: new Date() });
    const full = await makeCustomer(db, sellerA, { tags: Array.from({ length: 20 }, (_, i) => `t${i}`) });
    const fresh = await makeCustomer(db, sellerA);
    const res = await callerFor(db, managerA).customers.bulkAddTag({ ids: [has.id, gone.id, full.id, fresh.id], tag: "vip" });
    expect(res).toEqual({ count: 1 });
    expect(await customerRow(db, has.id)).toMatchObject({ tags: ["vip"], version: has.version });
    expect(await customerRow(db, gone.id)).toMatchObject({ tags: [], version: gone.version });
    expect((await customerRow(db, full.id))!.version).toBe(full.version);
    expect(await customerRow(db, fresh.id)).toMatchObject({ tags: ["vip"], version: fresh.version + 1 });
  });

  it("refuses an empty or too long tag", async () => {
    const c = await makeCustomer(db, sellerA);
    for (const tag of ["   ", "x".repeat(41)]) {
      const err = await failureOf(callerFor(db, sellerA).customers.bulkAddTag({ ids: [c.id], tag }));
      expect(err.code).toBe("BAD_REQUEST");
      expect(fieldsOf(err)).toContain("tag");
    }
  });
});
