import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDb } from "../../../../../tests/helpers/db";
import type { DbHandle } from "~/server/db/client";
import { ACTIVITY_CHANNELS } from "./activities-report";

let handle: DbHandle;
beforeAll(async () => {
  handle = await createTestDb();
});
afterAll(async () => {
  await handle.close();
});

// The Atividades report writes its kinds as literals so the planner can use the partial index of migration 0035;
// if the two lists drift, nothing else fails: the report just loses its index and scans every timeline entry again.
describe("Relatórios › Atividades and its partial index", () => {
  it("the migrated index's predicate names exactly the report's kinds", async () => {
    const { rows } = (await handle.db.execute(
      sql`select indexdef from pg_indexes where tablename = 'lead_activities' and indexname = 'lead_activities_channel_at_idx'`,
    )) as unknown as { rows: { indexdef: string }[] };
    expect(rows).toHaveLength(1);
    const kinds = [...rows[0]!.indexdef.matchAll(/'([a-z_]+)'::text/g)].map((m) => m[1]);
    expect(kinds.sort()).toEqual([...ACTIVITY_CHANNELS].sort());
  });
});
