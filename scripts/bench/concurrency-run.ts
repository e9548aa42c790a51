import path from "node:path";
import type { ChildProcess } from "node:child_process";
import { migrateHandle, openPglite, openPostgres } from "~/server/db/client";
import { seedDemo } from "~/server/db/seed-demo";
import { refreshPlannerStats } from "~/server/db/planner-stats";
import { stopServer } from "../lib.mjs";
import { concurrencyCases, loadTable, loadTest, uploadResponsiveness, type LoadResult } from "./concurrency";
import { waitFor } from "./http";
import { ensurePgDatabase } from "./pg-database";

const PASSWORD = "Corretora@2026";

export interface ConcurrencyOptions {
  pgUrl: string;
  port: number;
  connections: number;
  seconds: number;
  startServer: (port: number, base: string, env: Record<string, string>) => ChildProcess;
}

/** The demo data in a database of the run's own: the figures are about the server, not the data's size. */
async function prepareDemo(target: "postgres" | "pglite", pgUrl: string): Promise<Record<string, string>> {
  if (target === "postgres") {
    await ensurePgDatabase(pgUrl);
    const handle = await openPostgres(pgUrl);
    await migrateHandle(handle);
    await seedDemo(handle.db);
    await handle.close();
    return { DATABASE_URL: pgUrl };
  }
  const dataDir = path.resolve(".data-bench-concurrency");
  const handle = await openPglite(path.join(dataDir, "pglite"));
  await migrateHandle(handle);
  await seedDemo(handle.db);
  await refreshPlannerStats(handle.db);
  await handle.close();
  return { DATA_DIR: dataDir, DATABASE_URL: "" };
}

/**
 * One target's concurrency table: the built server as `npm start` runs it (on PostgreSQL one process per core,
 * WEB_CONCURRENCY to change it), each case loaded by `connections` clients for `seconds`, leads.list also
 * by one client alone for its unloaded time.
 */
export async function concurrencyRun(target: "postgres" | "pglite", o: ConcurrencyOptions): Promise<string> {
  const env = await prepareDemo(target, o.pgUrl);
  const base = `http://localhost:${o.port}`;
  const server = o.startServer(o.port, base, env);
  try {
    await waitFor(`${base}/api/auth/csrf`);
    const cases = await concurrencyCases(base, "admin@demo.com.br", PASSWORD);
    const rows: LoadResult[] = [];
    for (const c of cases) {
      // A freshly started server compiles its hot paths during its first calls: not part of the figures.
      await loadTest(base, c, 10, 5);
      if (c.name.startsWith("leads.list")) rows.push(await loadTest(base, c, 1, Math.min(o.seconds, 10)));
      rows.push(await loadTest(base, c, o.connections, o.seconds));
    }
    // Long and short calls at once: on the embedded database they share one queue, and the short one must
    // wait its turn, not for every list call that came after it.
    const list = cases.find((c) => c.name.startsWith("leads.list"))!;
    const me = cases.find((c) => c.name === "me.get")!;
    const few = Math.max(1, Math.round(o.connections / 5));
    const mixed = await Promise.all([loadTest(base, list, o.connections - few, o.seconds), loadTest(base, me, few, o.seconds)]);
    rows.push(...mixed.map((r) => ({ ...r, name: `${r.name}, junto com ${r === mixed[0] ? "me.get" : "leads.list"}` })));
    rows.push(...(await uploadResponsiveness(base, "admin@demo.com.br", PASSWORD, o.seconds)));
    const workers = process.env.WEB_CONCURRENCY || (target === "postgres" ? "1 por núcleo" : "1");
    const title = `${target === "postgres" ? "PostgreSQL" : "PGlite (embutido)"} — dados de demonstração, processos do servidor: ${workers}, ${o.seconds} s por linha`;
    return loadTable(title, rows);
  } finally {
    const exited = server.exitCode === null ? new Promise((resolve) => server.once("exit", resolve)) : null;
    stopServer(server);
    await exited; // the next target's server takes the same port
  }
}
