import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql, type SQL } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { migrateHandle, openPgliteWorker, type DbHandle } from "./client";
import { DataDirInUseError, lockDataDir } from "./data-dir-lock";

// The app's embedded database (getDbHandle without DATABASE_URL): PGlite on a thread of its own, reached with `pg`.
const dirs: string[] = [];
function tempDir(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), "corretora-worker-test-"));
  dirs.push(dir);
  return dir;
}
afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

/** The longest gap between 5 ms timers while `work` runs: how long the event loop could not turn. */
async function longestStall(work: () => Promise<unknown>): Promise<{ stall: number; took: number }> {
  let last = performance.now();
  let stall = 0;
  const timer = setInterval(() => {
    const now = performance.now();
    stall = Math.max(stall, now - last);
    last = now;
  }, 5);
  const started = performance.now();
  try {
    await work();
    // The gap still open when the work ends: a frozen loop never ran the timer at all.
    stall = Math.max(stall, performance.now() - last);
  } finally {
    clearInterval(timer);
  }
  return { stall, took: performance.now() - started };
}

/** A statement's rows (Db's execute is typed for both drivers, as unknown). */
async function rowsOf<T>(handle: DbHandle, query: SQL): Promise<T[]> {
  return ((await handle.db.execute(query)) as unknown as { rows: T[] }).rows;
}

const HEAVY = sql`select count(*)::int as n from generate_series(1, 3000000) g where g % 7 = 0`;

describe("PGlite on its worker thread", () => {
  it("migrates, keeps what was written across a close and a reopen, and removes its socket", async () => {
    const sockets = () => new Set(readdirSync(os.tmpdir()).filter((f) => f.startsWith("corretora-pglite-")));
    const before = sockets();
    const dataDir = path.join(tempDir(), "pglite");
    const first = await openPgliteWorker(dataDir);
    await migrateHandle(first);
    await first.db.transaction(async (tx) => {
      await tx.execute(sql`create table kept (id int primary key, name text)`);
      await tx.execute(sql`insert into kept values (1, 'São Paulo')`);
    });
    await first.db.transaction(async (tx) => {
      await tx.execute(sql`insert into kept values (2, 'desfeita')`);
      tx.rollback();
    }).catch(() => undefined);
    await first.close();

    const again = await openPgliteWorker(dataDir);
    const rows = await rowsOf(again, sql`select id, name, f_unaccent(name) as plain from kept order by id`);
    expect(rows).toEqual([{ id: 1, name: "São Paulo", plain: "Sao Paulo" }]);
    // The directory is this thread's alone until it closes (data-dir-lock.ts).
    await expect(lockDataDir(dataDir, { waitMs: 0 })).rejects.toBeInstanceOf(DataDirInUseError);
    await again.close();
    await (await lockDataDir(dataDir, { waitMs: 0 }))();
    expect([...sockets()].filter((f) => !before.has(f))).toEqual([]);
  });

  it("lets the event loop turn while a long query runs (in this thread, it froze for the whole query)", async () => {
    const handle = await openPgliteWorker(path.join(tempDir(), "pglite"));
    try {
      await handle.db.execute(HEAVY); // warm: the first run compiles nothing but loads the pages
      const { stall, took } = await longestStall(() => handle.db.execute(HEAVY));
      expect(took).toBeGreaterThan(100);
      expect(stall, `the query took ${took.toFixed(0)} ms`).toBeLessThan(Math.max(60, took / 3));
    } finally {
      await handle.close();
    }
  });

  it("serves calls in arrival order, and a transaction's statements are never interleaved with another call", async () => {
    const handle = await openPgliteWorker(path.join(tempDir(), "pglite"));
    try {
      await handle.db.execute(sql`create table seen (at serial primary key, who text)`);
      const order: string[] = [];
      const tx = handle.db.transaction(async (t) => {
        await t.execute(sql`insert into seen (who) values ('tx-1')`);
        await new Promise((resolve) => setTimeout(resolve, 50));
        await t.execute(sql`insert into seen (who) values ('tx-2')`);
        order.push("tx");
      });
      const outside = handle.db.execute(sql`insert into seen (who) values ('outside')`).then(() => order.push("outside"));
      await Promise.all([tx, outside]);
      expect(order).toEqual(["tx", "outside"]);
      const rows = (await rowsOf<{ who: string }>(handle, sql`select who from seen order by at`)).map((r) => r.who);
      expect(rows).toEqual(["tx-1", "tx-2", "outside"]);
    } finally {
      await handle.close();
    }
  });
});
