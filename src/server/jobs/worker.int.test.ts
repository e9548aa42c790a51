import { spawn } from "node:child_process";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDb } from "../../../tests/helpers/db";
import type { DbHandle } from "../db/client";
import { extendRecurringJob } from "./definitions";
import type { JobDefinition } from "./job";
import { startWorker, type RunningWorker } from "./worker";

let handle: DbHandle & { url?: string };
const running: RunningWorker[] = [];
const FAST = { pollingIntervalSeconds: 0.5, maintenanceIntervalSeconds: 1 };

beforeAll(async () => {
  handle = await createTestDb();
  await handle.db.execute(sql`CREATE TABLE job_test_runs (job text NOT NULL, phase text NOT NULL, pid int, at timestamptz NOT NULL DEFAULT now())`);
});
afterAll(async () => {
  for (const w of running) await w.stop({ graceful: false, timeoutMs: 1000 }).catch(() => {});
  await handle.close();
});

async function start(defs: JobDefinition[]): Promise<RunningWorker> {
  const w = await startWorker(handle, defs, FAST);
  running.push(w);
  return w;
}

async function rowsOf<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await handle.db.execute(query)) as unknown as { rows: T[] }).rows;
}

async function runs(job: string, phase: string): Promise<number> {
  const [row] = await rowsOf<{ n: number }>(sql`SELECT count(*)::int AS n FROM job_test_runs WHERE job = ${job} AND phase = ${phase}`);
  return Number(row!.n);
}

async function until(check: () => Promise<boolean>, timeoutMs = 30_000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > end) throw new Error("timed out");
    await new Promise((r) => setTimeout(r, 200));
  }
}

const recordOnce = (name: string): JobDefinition<{ key?: string }> => ({
  name,
  retryDelaySeconds: 0,
  run: async (h, data) => {
    await h.db.execute(sql`INSERT INTO job_test_runs (job, phase) VALUES (${data.key ?? ""}, 'done')`);
  },
});

describe("job worker (pg-boss on this database)", () => {
  it("two workers on one database run each job exactly once", async () => {
    const def = recordOnce("test.count") as JobDefinition;
    const [a] = [await start([def]), await start([def])];
    const keys = Array.from({ length: 30 }, (_, i) => `count-${i}`);
    for (const key of keys) await a!.boss.send(def.name, { key });
    await until(async () => (await rowsOf(sql`SELECT 1 FROM job_test_runs WHERE phase = 'done' AND job LIKE 'count-%'`)).length >= keys.length);
    // Give a duplicate the time to show up before counting.
    await new Promise((r) => setTimeout(r, 1500));
    for (const key of keys) expect(await runs(key, "done"), key).toBe(1);
  });

  it("a job whose worker dies mid-run is taken over once it expires, and finishes once", async () => {
    const key = `crash-${Date.now()}`;
    const finisher: JobDefinition<{ key?: string }> = {
      name: "test.crash",
      expireInSeconds: 2,
      retryDelaySeconds: 0,
      run: async (h, data) => {
        await h.db.execute(sql`INSERT INTO job_test_runs (job, phase) VALUES (${data.key ?? ""}, 'done')`);
      },
    };
    if (handle.kind === "postgres") {
      // A real worker process, killed with SIGKILL while it holds the job.
      const child = spawn("npx", ["tsx", path.join(process.cwd(), "tests/helpers/job-child.ts"), handle.url!], { stdio: ["ignore", "pipe", "inherit"] });
      await new Promise<void>((resolve, reject) => {
        child.stdout.on("data", (b: Buffer) => b.toString().includes("ready") && resolve());
        child.once("exit", (code) => reject(new Error(`worker exited ${code}`)));
      });
      const boss = (await start([])).boss;
      await boss.createQueue("test.crash", { name: "test.crash", expireInSeconds: 2, retryLimit: 5, retryDelay: 0 });
      await boss.send("test.crash", { key });
      await until(async () => (await runs(key, "started")) === 1);
      const [started] = await rowsOf<{ pid: number }>(sql`SELECT pid FROM job_test_runs WHERE job = ${key} AND phase = 'started'`);
      // The worker's own node process (npx and tsx sit above it), then its parents.
      process.kill(started!.pid, "SIGKILL");
      child.kill("SIGKILL");
    } else {
      // One process holds PGlite: the dying worker is one that stops without waiting for the job it hangs on.
      const dying = await startWorker(
        handle,
        [{ ...finisher, run: async (h, data) => (await h.db.execute(sql`INSERT INTO job_test_runs (job, phase) VALUES (${data.key ?? ""}, 'started')`), new Promise(() => {})) }],
        FAST,
      );
      await dying.boss.send("test.crash", { key });
      await until(async () => (await runs(key, "started")) === 1);
      await dying.stop({ graceful: false, timeoutMs: 100 });
    }
    expect(await runs(key, "done")).toBe(0);
    await start([finisher as JobDefinition]);
    await until(async () => (await runs(key, "done")) >= 1, 45_000);
    await new Promise((r) => setTimeout(r, 1500));
    expect(await runs(key, "done")).toBe(1);
  });

  it("schedules the nightly commission extension in São Paulo time and runs it on demand", async () => {
    const w = await start([extendRecurringJob]);
    const schedules = await w.boss.getSchedules();
    expect(schedules.find((s) => s.name === extendRecurringJob.name)).toMatchObject({ cron: "30 2 * * *", options: expect.objectContaining({ tz: "America/Sao_Paulo" }) });
    const id = await w.boss.send(extendRecurringJob.name, {});
    await until(async () => (await w.boss.getJobById(extendRecurringJob.name, id!))?.state === "completed");
  });
});
