import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeUser } from "../../tests/helpers/actors";
import { createTestDb } from "../../tests/helpers/db";
import { recordAuditBatch, type AuditEntry } from "./audit";
import type { Db, DbHandle } from "./db/client";
import { auditLog } from "./db/schema";

let handle: DbHandle;
let db: Db;
beforeAll(async () => {
  handle = await createTestDb();
  db = handle.db;
});
afterAll(async () => {
  await handle?.close();
});

describe("recordAuditBatch", () => {
  it("writes every entry in order, with the actor, request and IP of the batch, secrets left out and centavos as text", async () => {
    const user = await makeUser(db, { role: "admin" });
    const entries: AuditEntry[] = [
      { action: "lead.create", entity: "lead", entityId: "a", after: { name: "Ana", estimatedValue: 123456789012n, searchText: "ana" } },
      { action: "user.update", entity: "user", entityId: "b", before: { passwordHash: "x", name: "Bia" }, after: { name: "Beatriz" } },
      { action: "lead.delete", entity: "lead", before: { name: "Caio", tags: ["vip"], at: new Date("2026-01-31T22:30:00-03:00") } },
    ];
    await recordAuditBatch(db, { userId: user.id, requestId: "req-1", ip: "10.0.0.1" }, entries);
    const rows = await db.select().from(auditLog).where(eq(auditLog.requestId, "req-1")).orderBy(asc(auditLog.id));
    expect(rows.map((r) => [r.actorId, r.ip, r.action, r.entity, r.entityId, r.before, r.after])).toEqual([
      [user.id, "10.0.0.1", "lead.create", "lead", "a", null, { name: "Ana", estimatedValue: "123456789012" }],
      [user.id, "10.0.0.1", "user.update", "user", "b", { name: "Bia" }, { name: "Beatriz" }],
      [user.id, "10.0.0.1", "lead.delete", "lead", null, { name: "Caio", tags: ["vip"], at: "2026-02-01T01:30:00.000Z" }, null],
    ]);
  });

  it("keeps the file's order across statements (more entries than one statement carries), and writes nothing for none", async () => {
    const entries: AuditEntry[] = Array.from({ length: 12_345 }, (_, i) => ({ action: "lead.create", entity: "lead", entityId: String(i) }));
    await recordAuditBatch(db, { userId: null, requestId: "req-2" }, entries);
    await recordAuditBatch(db, { userId: null, requestId: "req-3" }, []);
    const rows = await db.select({ entityId: auditLog.entityId, actorId: auditLog.actorId, ip: auditLog.ip }).from(auditLog).where(eq(auditLog.requestId, "req-2")).orderBy(asc(auditLog.id));
    expect(rows.map((r) => r.entityId)).toEqual(entries.map((e) => e.entityId));
    expect(rows.every((r) => r.actorId === null && r.ip === null)).toBe(true);
    expect(await db.select().from(auditLog).where(eq(auditLog.requestId, "req-3"))).toEqual([]);
  });
});
