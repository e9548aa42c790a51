// npm run bench [-- --target postgres|pglite|all --iterations 50 --leads 1000000 --warmup-calls 3000]
// npm run bench -- --page-weight: the JS each page's first load fetches (gzipped) and the client route-change time.
// npm run bench -- --concurrency [--connections 50 --seconds 20 --pg-url …]: throughput and latency under many
// clients at once (autocannon), demo data only, on databases of its own (never the large bench database).
// npm run bench -- --lighthouse: Lighthouse's mobile performance score of /leads/hoje, signed in.
// Seeds a large data set once (kept between runs), then measures each screen's call over HTTP through tRPC and
// the same SQL replayed alone, and prints the table BENCHMARKS.md records. Never part of npm test.
import { randomBytes } from "node:crypto";
import path from "node:path";
import { parseArgs } from "node:util";
import { sql } from "drizzle-orm";
import pg from "pg";
import { migrateHandle, openPglite, openPostgres, type DbHandle } from "~/server/db/client";
import { commissionEntries, customers, leads } from "~/server/db/schema";
import { seedDemo } from "~/server/db/seed-demo";
import { refreshPlannerStats } from "~/server/db/planner-stats";
import { buildIfStale, run, startServer, stopServer } from "./lib.mjs";
import { openCapturing } from "./bench/capture";
import { HttpSession, waitFor } from "./bench/http";
import { ms, sample, sampleTimed, stats, type Stats } from "./bench/measure";
import { portfolioCases } from "./bench/portfolio-cases";
import { leadsCases } from "./bench/leads-cases";
import { reportCases } from "./bench/report-cases";
import { commissionsCases } from "./bench/commissions-cases";
import { homeCases } from "./bench/home-cases";
import { measurePageWeight } from "./bench/page-weight";
import { concurrencyRun } from "./bench/concurrency-run";
import { ensurePgDatabase } from "./bench/pg-database";
import { measureLighthouse } from "./bench/lighthouse";

const { values: args } = parseArgs({
  options: {
    target: { type: "string", default: "all" },
    iterations: { type: "string", default: "50" },
    "pg-url": { type: "string" },
    port: { type: "string", default: "3400" },
    "prepare-only": { type: "boolean", default: false },
    // Leads (issue 5): seeds this many leads in prepare and adds the leads cases; 0 leaves them out.
    leads: { type: "string", default: "0" },
    // Commissions (issue 6): seeds the ledger of every activated sale and 1 000 participants, adds its cases.
    commissions: { type: "boolean", default: false },
    // Measure only the cases whose name contains this text (e.g. --only Comissões).
    only: { type: "string", default: "" },
    // Unmeasured calls, spread over the cases in turn, before any is timed: a freshly started server is
    // still compiling its hot paths (V8's tiers) for its first few thousand calls. 0 measures it cold.
    "warmup-calls": { type: "string", default: "3000" },
    // Issue 20: instead of the calls, each page's first-load JavaScript in Chromium (demo data, embedded database).
    "page-weight": { type: "boolean", default: false },
    // Issue 20: req/s, p50, p99 and max of the main calls under many clients at once (scripts/bench/concurrency-run.ts).
    concurrency: { type: "boolean", default: false },
    connections: { type: "string", default: "50" },
    seconds: { type: "string", default: "20" },
    // Issue 20: Lighthouse's mobile performance score of /leads/hoje signed in (system Chromium), same database.
    lighthouse: { type: "boolean", default: false },
  },
});
// The concurrency run needs only the demo data: it never shares the large data set's database.
const PG_URL =
  args["pg-url"] ??
  (args.concurrency ? "postgres://postgres@127.0.0.1:5432/bench_concurrency" : (process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/bench_corretora"));
const N = Number(args.iterations);
const WARMUP_CALLS = Number(args["warmup-calls"]);
const LEADS = Number(args.leads);
const PASSWORD = "Corretora@2026";
const SCALE = { postgres: { customers: 200_000, sales: 500_000 }, pglite: { customers: 20_000, sales: 50_000 } } as const;
const PGLITE_DIR = path.resolve(".data-bench");

type Target = "postgres" | "pglite";

/** The compiled app on `port`, as production runs it (scripts/serve.mjs), over the given database. */
function startBuiltServer(port: number, base: string, env: Record<string, string>) {
  return startServer(port, { ...env, NODE_ENV: "production", NEXTAUTH_URL: base, NEXTAUTH_SECRET: process.env.NEXTAUTH_SECRET ?? randomBytes(32).toString("hex"), LOG_LEVEL: "warn" });
}


/** Migrates, loads the demo users and tops the portfolio up to the target size (kept between runs). */
async function prepare(target: Target): Promise<Record<string, string>> {
  const env: Record<string, string> = target === "postgres" ? { DATABASE_URL: PG_URL } : { DATA_DIR: PGLITE_DIR, DATABASE_URL: "" };
  if (target === "postgres") await ensurePgDatabase(PG_URL);
  const handle: DbHandle = target === "postgres" ? await openPostgres(PG_URL) : await openPglite(path.join(PGLITE_DIR, "pglite"));
  await migrateHandle(handle);
  await seedDemo(handle.db);
  const [{ n } = { n: 0 }] = await handle.db.select({ n: sql<number>`count(*)::int` }).from(customers);
  await handle.close();
  const want = SCALE[target];
  if (n < want.customers) {
    console.log(`→ ${target}: gerando ${want.customers} clientes e ${want.sales} vendas (uma vez; fica para as próximas rodadas)...`);
    run("npx", ["tsx", "scripts/seed-scale.ts", "--customers", String(want.customers), "--sales", String(want.sales)], { env });
  }
  await topUpLeads(target, env);
  await topUpCommissions(target, env);
  if (target === "pglite") {
    const lite = await openPglite(path.join(PGLITE_DIR, "pglite"));
    await refreshPlannerStats(lite.db);
    await lite.close();
  } else {
    const c = new pg.Client({ connectionString: PG_URL });
    await c.connect();
    await c.query("vacuum analyze");
    await c.end();
  }
  return env;
}

/** --leads N: tops the leads up to N (kept between runs), through seed-scale's --leads. */
async function topUpLeads(target: Target, env: Record<string, string>): Promise<void> {
  if (!(LEADS > 0)) return;
  const handle = target === "postgres" ? await openPostgres(PG_URL) : await openPglite(path.join(PGLITE_DIR, "pglite"));
  const [{ n } = { n: 0 }] = await handle.db.select({ n: sql<number>`count(*)::int` }).from(leads);
  await handle.close();
  if (n >= LEADS) return;
  console.log(`→ ${target}: gerando ${LEADS - n} leads (uma vez; fica para as próximas rodadas)...`);
  run("npx", ["tsx", "scripts/seed-scale.ts", "--customers", "0", "--sales", "0", "--leads", String(LEADS - n)], { env });
}

/** --commissions: the ledger at scale, once (seed-scale's --commissions writes only sales without entries). */
async function topUpCommissions(target: Target, env: Record<string, string>): Promise<void> {
  if (!args.commissions) return;
  const handle = target === "postgres" ? await openPostgres(PG_URL) : await openPglite(path.join(PGLITE_DIR, "pglite"));
  const [{ n } = { n: 0 }] = await handle.db.select({ n: sql<number>`count(*)::int` }).from(commissionEntries);
  await handle.close();
  if (n >= 1_000_000) return;
  console.log(`→ ${target}: gerando o razão de comissões (uma vez; fica para as próximas rodadas)...`);
  run("npx", ["tsx", "scripts/seed-scale.ts", "--customers", "0", "--sales", "0", "--commissions"], { env });
}

interface Row {
  name: string;
  http: Stats;
  sql: Stats;
}

async function measure(target: Target, env: Record<string, string>): Promise<Row[]> {
  const capturing = await openCapturing(target === "postgres" ? { kind: "postgres", url: PG_URL } : { kind: "pglite", dataDir: path.join(PGLITE_DIR, "pglite") });
  const cases = [
    ...(await portfolioCases(capturing.db)),
    ...(LEADS > 0 ? await leadsCases(capturing.db) : []),
    ...(LEADS > 0 ? await reportCases(capturing.db) : []),
    ...(args.commissions ? await commissionsCases(capturing.db) : []),
    ...(LEADS > 0 ? await homeCases(capturing.db) : []),
  ].filter((c) => c.name.includes(args.only));
  const sqlStats = new Map<string, Stats>();
  for (const c of cases) {
    const queries = await capturing.capture(c.run);
    sqlStats.set(c.name, stats(await sample(async () => { for (const q of queries) await capturing.raw(q); }, N)));
  }
  await capturing.close(); // PGlite is single-process: free it for the server

  const port = Number(args.port);
  const base = `http://127.0.0.1:${port}`;
  const server = startBuiltServer(port, base, env);
  try {
    await waitFor(`${base}/api/auth/csrf`);
    const sessions = { admin: new HttpSession(base), manager: new HttpSession(base), seller: new HttpSession(base) };
    await sessions.admin.signIn("admin@demo.com.br", PASSWORD);
    await sessions.manager.signIn("gestor@demo.com.br", PASSWORD);
    await sessions.seller.signIn("ana@demo.com.br", PASSWORD);
    const rounds = cases.length > 0 ? Math.ceil(WARMUP_CALLS / cases.length) : 0;
    for (let round = 0; round < rounds; round++) {
      for (const c of cases) await sessions[c.who].timedQuery(c.path, c.input);
    }
    const rows: Row[] = [];
    for (const c of cases) {
      const http = stats(await sampleTimed(() => sessions[c.who].timedQuery(c.path, c.input), N));
      rows.push({ name: c.name, http, sql: sqlStats.get(c.name)! });
    }
    return rows;
  } finally {
    stopServer(server);
  }
}

function table(target: Target, rows: Row[]): string {
  const scale = SCALE[target];
  const warm = WARMUP_CALLS > 0 ? `, servidor aquecido com ${WARMUP_CALLS.toLocaleString("pt-BR")} chamadas` : ", servidor recém-iniciado";
  const head = `### ${target === "postgres" ? "PostgreSQL 15" : "PGlite (embutido)"} — ${scale.customers.toLocaleString("pt-BR")} clientes, ${scale.sales.toLocaleString("pt-BR")} vendas${LEADS > 0 ? `, ${LEADS.toLocaleString("pt-BR")} leads` : ""}, ${N} chamadas por linha${warm}\n\n| Chamada | HTTP p50 | HTTP p95 | SQL p50 | SQL p95 | HTTP/SQL (p95) |\n|---|---:|---:|---:|---:|---:|\n`;
  return head + rows.map((r) => `| ${r.name} | ${ms(r.http.p50)} | ${ms(r.http.p95)} | ${ms(r.sql.p50)} | ${ms(r.sql.p95)} | ${(r.http.p95 / r.sql.p95).toFixed(1)}× |`).join("\n") + "\n";
}

/**
 * --page-weight and --lighthouse: the demo data in its own embedded database (what they measure does not depend
 * on the data's size), the built app on it.
 */
async function withDemoServer(measure: (base: string) => Promise<string>): Promise<void> {
  const dataDir = path.resolve(".data-bench-weight");
  const handle = await openPglite(path.join(dataDir, "pglite"));
  await migrateHandle(handle);
  await seedDemo(handle.db);
  await handle.close();
  const port = Number(args.port);
  const base = `http://127.0.0.1:${port}`;
  const server = startBuiltServer(port, base, { DATA_DIR: dataDir, DATABASE_URL: "" });
  try {
    await waitFor(`${base}/api/auth/csrf`);
    console.log(`\n${await measure(base)}`);
  } finally {
    stopServer(server);
  }
}

if (args.concurrency) {
  buildIfStale();
  const targets: Target[] = args.target === "all" ? ["postgres", "pglite"] : [args.target as Target];
  const tables: string[] = [];
  for (const target of targets) {
    tables.push(
      await concurrencyRun(target, {
        pgUrl: PG_URL,
        port: Number(args.port),
        connections: Number(args.connections),
        seconds: Number(args.seconds),
        startServer: startBuiltServer,
      }),
    );
  }
  console.log(`\n${tables.join("\n")}`);
  process.exit(0);
}

if (args["page-weight"] || args.lighthouse) {
  buildIfStale();
  if (args["page-weight"]) await withDemoServer((base) => measurePageWeight(base, { rounds: Math.max(1, Math.round(N / 10)) }));
  if (args.lighthouse) await withDemoServer((base) => measureLighthouse(base));
  process.exit(0);
}

const targets: Target[] = args.target === "all" ? ["postgres", "pglite"] : [args.target as Target];
if (args["prepare-only"]) {
  for (const target of targets) await prepare(target);
  process.exit(0);
}
buildIfStale();
const out: string[] = [];
for (const target of targets) {
  const env = await prepare(target);
  out.push(table(target, await measure(target, env)));
}
console.log(`\nTempos em ms (HTTP = navegador → Next → tRPC → serviço → banco; SQL = as mesmas instruções sozinhas).\n\n${out.join("\n")}`);
