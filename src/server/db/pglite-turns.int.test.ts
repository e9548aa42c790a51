import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openPglite, type DbHandle } from "./client";

let handle: DbHandle;

beforeAll(async () => {
  handle = await openPglite("memory://");
});
afterAll(async () => {
  await handle.close();
});

/** How many of `count` queued items were done when the event loop next turned. */
function doneAtNextTurn(done: readonly unknown[]): Promise<number> {
  return new Promise((resolve) => setImmediate(() => resolve(done.length)));
}

describe("embedded database (PGlite): statements take turns with the server's event loop", () => {
  it("a request waiting for an event-loop turn gets it between queued statements, not after the whole queue", async () => {
    const done: number[] = [];
    const statements = Array.from({ length: 40 }, (_, i) => handle.jobs.executeSql("select $1::int as i", [i]).then(() => done.push(i)));
    const atTurn = doneAtNextTurn(done);
    await Promise.all(statements);
    // Without the turns the whole queue ran first (40): a socket read or a timer waited for every statement.
    expect(await atTurn).toBeLessThan(5);
    // Still first come, first served.
    expect(done).toEqual(Array.from({ length: 40 }, (_, i) => i));
  });

  it("the same through Drizzle and inside a transaction, statement by statement", async () => {
    const done: string[] = [];
    const tx = handle.db.transaction(async (t) => {
      for (let i = 0; i < 20; i++) {
        await t.execute(sql`select ${i}::int`);
        done.push(`tx${i}`);
      }
    });
    const atTurn = doneAtNextTurn(done);
    await tx;
    expect(await atTurn).toBeLessThan(5);
    expect(done).toHaveLength(20);
  });
});
