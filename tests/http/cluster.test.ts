import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedDemo } from "~/server/db/seed-demo";
import { workerCount, workerEnv } from "../../scripts/cluster.mjs";
import { waitForServer } from "../../scripts/lib.mjs";
import { createTestDb } from "../helpers/db";
import { rawGet } from "../helpers/raw-get";
import { Browserless, DEMO_PASSWORD } from "./client";

describe("the server's process plan (scripts/cluster.mjs)", () => {
  it("one process per core on PostgreSQL, one on the embedded PGlite, WEB_CONCURRENCY when set", () => {
    expect(workerCount({ DATABASE_URL: "postgres://x/y" }, 2)).toBe(2);
    expect(workerCount({}, 8)).toBe(1);
    expect(workerCount({ DATABASE_URL: "postgres://x/y", WEB_CONCURRENCY: "3" }, 2)).toBe(3);
    expect(() => workerCount({ WEB_CONCURRENCY: "2" }, 2)).toThrow(/PGlite/);
    expect(() => workerCount({ DATABASE_URL: "postgres://x/y", WEB_CONCURRENCY: "dois" }, 2)).toThrow(/WEB_CONCURRENCY/);
  });

  it("only the first process runs the job worker, and none when the jobs run apart", () => {
    expect([0, 1, 2].map((i) => workerEnv({}, i).JOB_WORKER)).toEqual(["in-process", "off", "off"]);
    expect(workerEnv({ JOB_WORKER: "off" }, 0).JOB_WORKER).toBe("off");
  });
});

/** serve.mjs on `port` with `env`, its output (both streams) gathered for the assertions and failure messages. */
function startServe(port: number, env: NodeJS.ProcessEnv): { server: ChildProcess; output: () => string } {
  let output = "";
  const server = spawn(process.execPath, [path.join(process.cwd(), "scripts/serve.mjs"), "-p", String(port)], { env, stdio: ["ignore", "pipe", "pipe"] });
  server.stdout!.on("data", (d: Buffer) => (output += d.toString()));
  server.stderr!.on("data", (d: Buffer) => (output += d.toString()));
  return { server, output: () => output };
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer().listen(0, () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
    probe.on("error", reject);
  });
}

/** Until `url` answers below 500 (refused, or /api/ready's 503, meanwhile), with the server's output if it never does. */
async function waitFor(url: string, output: () => string, timeoutMs = 120_000): Promise<void> {
  await waitForServer(url, timeoutMs).catch((error: Error) => {
    throw new Error(`${error.message}\n${output().slice(-2000)}`);
  });
}

// Several processes need a database they can all open: PostgreSQL (the embedded PGlite is one process's).
describe.skipIf(!process.env.TEST_DATABASE_URL)("two app processes on one port (scripts/serve.mjs over PostgreSQL)", () => {
  const TOKEN = "metrics-token-for-the-cluster-test";
  let db: Awaited<ReturnType<typeof createTestDb>>;
  let server: ChildProcess;
  let output: () => string;
  let base = "";
  let exit: Promise<number | null>;

  beforeAll(async () => {
    process.env.TEST_DB = "postgres"; // createTestDb: a scratch database on the TEST_DATABASE_URL server
    db = await createTestDb();
    await seedDemo(db.db);
    const port = await freePort();
    base = `http://localhost:${port}`;
    ({ server, output } = startServe(port, {
      ...process.env,
      NODE_ENV: "production",
      DATABASE_URL: db.url,
      NEXTAUTH_URL: base,
      NEXTAUTH_SECRET: randomBytes(32).toString("hex"),
      METRICS_TOKEN: TOKEN,
      WEB_CONCURRENCY: "2",
      JOB_WORKER: "in-process",
      LOG_LEVEL: "info",
    }));
    exit = new Promise((resolve) => server.on("exit", (code) => resolve(code)));
    await waitFor(`${base}/api/auth/csrf`, output);
  });

  afterAll(async () => {
    if (server.exitCode === null) server.kill("SIGKILL");
    await db?.close();
  });

  it("answers from both processes, and /api/metrics counts the calls of both", async () => {
    const user = new Browserless({}, base);
    expect((await user.signIn("ana@demo.com.br", DEMO_PASSWORD)).status).toBe(200);
    // A new connection each: the primary hands each connection to the next process in turn.
    for (let i = 0; i < 20; i++) {
      const res = await rawGet(`${base}/api/trpc/me.get`, { cookie: user.cookieHeader(), connection: "close" });
      expect(res.status).toBe(200);
    }
    for (let i = 0; i < 2; i++) {
      const res = await rawGet(`${base}/api/metrics`, { authorization: `Bearer ${TOKEN}`, connection: "close" });
      expect(res.status).toBe(200);
      // Counted in whichever process took each call, read from whichever took the scrape: all 20.
      expect(res.body.toString()).toMatch(/^trpc_calls_total\{procedure="me\.get",type="query",code="OK"\} 20$/m);
    }
    expect(output().match(/Ready in/g)).toHaveLength(2);
    // Two cold processes' first calls (a sign-in's argon2, each route's first load): 30 s ran out on a loaded CI run.
  }, 90_000);

  it("runs the background jobs in one process only", async () => {
    // The job worker logs its start once it has opened the queue; give the second process the same time.
    for (let i = 0; i < 40 && !output().includes("fila de tarefas: worker iniciado"); i++) await new Promise((r) => setTimeout(r, 250));
    await new Promise((r) => setTimeout(r, 2000));
    expect(output().match(/fila de tarefas: worker iniciado/g)).toHaveLength(1);
  });

  it("stops both processes gracefully on SIGTERM and exits cleanly", async () => {
    server.kill("SIGTERM");
    expect(await exit).toBe(0);
    expect(output().match(/"msg":"encerrado"/g)).toHaveLength(2);
  });
});

// The embedded default is one process over one data folder. A crash (here SIGKILL, as the OOM killer sends) leaves
// its folder's lock and its socket folder behind; the launcher starts another process, which waits out the stale
// lock, sweeps the dead one's socket folder and opens the same data.
describe("the embedded default after a crash (scripts/serve.mjs over PGlite)", () => {
  let server: ChildProcess;
  let output: () => string;
  let base = "";
  let dataDir = "";

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(os.tmpdir(), "corretora-crash-"));
    const port = await freePort();
    base = `http://localhost:${port}`;
    const env = { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "", NEXTAUTH_URL: base, NEXTAUTH_SECRET: randomBytes(32).toString("hex"), LOG_LEVEL: "info" };
    const prepared = spawnSync("npx", ["tsx", "scripts/prepare-db.ts"], { env, encoding: "utf8" });
    expect(prepared.status, prepared.stderr).toBe(0);
    ({ server, output } = startServe(port, env));
    await waitFor(`${base}/api/auth/csrf`, output);
  }, 180_000);

  afterAll(() => {
    // Its app processes are looked up before the launcher goes: after that they are no longer its children.
    const children = appProcesses(server?.pid);
    if (server?.exitCode === null) server.kill("SIGKILL");
    for (const pid of children) process.kill(pid, "SIGKILL");
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  it("comes back by itself with what was written before, and leaves no socket folder of the dead process", async () => {
    const user = new Browserless({}, base);
    expect((await user.signIn("ana@demo.com.br", DEMO_PASSWORD)).status).toBe(200);
    const me = () => rawGet(`${base}/api/trpc/me.get`, { cookie: user.cookieHeader(), connection: "close" });
    expect((await me()).status).toBe(200);

    const [dead] = appProcesses(server.pid);
    expect(dead).toBeDefined();
    const socketDirs = () => readdirSync(os.tmpdir()).filter((name) => name.startsWith(`corretora-pglite-${dead}-`));
    expect(socketDirs()).toHaveLength(1);
    process.kill(dead!, "SIGKILL");

    // The replacement waits out the dead process's lock (STALE_MS) before it opens the data.
    await waitFor(`${base}/api/ready`, output, 90_000);
    expect((await fetch(`${base}/api/ready`)).status).toBe(200);
    expect(output()).toMatch(/O processo 1 do servidor terminou \(código SIGKILL\); iniciando outro no lugar\./);
    const [replacement] = appProcesses(server.pid);
    expect(replacement).not.toBe(dead);

    // The session signed in before the crash is still there (its row was committed to the data folder).
    const after = await me();
    expect(after.status).toBe(200);
    expect(after.body.toString()).toContain("ana@demo.com.br");
    expect(socketDirs()).toEqual([]);
  }, 180_000);
});

/** The launcher's app processes (node:cluster forks them as its children). */
function appProcesses(launcher: number | undefined): number[] {
  if (!launcher) return [];
  const found = spawnSync("pgrep", ["-P", String(launcher)], { encoding: "utf8" });
  return found.stdout.split("\n").filter(Boolean).map(Number);
}
