import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDb } from "../../../tests/helpers/db";
import type { DbHandle } from "../db/client";
import { pendingMigrations } from "./readiness";

let handle: DbHandle;

beforeAll(async () => {
  handle = await createTestDb();
});
afterAll(async () => {
  await handle.close();
});

describe("pendingMigrations", () => {
  it("finds nothing pending on a migrated database, and the newest migration once its record is gone", async () => {
    const migrated = await pendingMigrations(handle);
    expect(migrated.pending).toEqual([]);
    expect(migrated.applied).toBe(migrated.expected);

    // As a database a release ahead of it would look: the last migration not applied yet.
    await handle.db.execute(sql`delete from drizzle.__drizzle_migrations where created_at = (select max(created_at) from drizzle.__drizzle_migrations)`);
    const behind = await pendingMigrations(handle);
    expect(behind.pending).toHaveLength(1);
    expect(behind.applied).toBe(migrated.expected - 1);
  });
});
