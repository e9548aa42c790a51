import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDb } from "../../../tests/helpers/db";
import type { Db, DbHandle, DbOrTx } from "./client";
import { readTogether } from "./read-together";

let handle: DbHandle;
let db: Db;
beforeAll(async () => {
  handle = await createTestDb();
  db = handle.db;
});
afterAll(async () => {
  await handle?.close();
});

/** Reads that note how many of them were under way at once. */
function probe(on: DbOrTx, n: number) {
  let inFlight = 0;
  let most = 0;
  const reads = Array.from({ length: n }, (_, i) => async () => {
    most = Math.max(most, ++inFlight);
    const { rows } = (await on.execute(sql`select ${i}::int as i, pg_sleep(0.01)`)) as unknown as { rows: { i: number }[] };
    inFlight--;
    return rows[0]!.i;
  });
  return { reads, most: () => most };
}

describe("readTogether", () => {
  it("starts every read at once on the pool (or PGlite's own queue) and answers in the order given", async () => {
    const { reads, most } = probe(db, 4);
    expect(await readTogether(db, ...reads)).toEqual([0, 1, 2, 3]);
    expect(most()).toBe(4);
  });

  it("runs them one after the other inside a transaction, whose single connection takes one statement at a time", async () => {
    const out = await db.transaction(async (tx) => {
      const { reads, most } = probe(tx, 4);
      const results = await readTogether(tx, ...reads);
      return { results, most: most() };
    });
    expect(out).toEqual({ results: [0, 1, 2, 3], most: 1 });
  });
});
