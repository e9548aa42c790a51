// npx tsx scripts/bench-import.ts [--list leads|customers] [--rows 100000] [--target pglite|postgres] [--without-triggers a,b]
// Times preview and commit of a generated Windows-1252 ";" file on a fresh database (PGlite in a temporary
// directory, as the app keeps it, or a scratch database on BENCH_DATABASE_URL / the local PostgreSQL),
// reporting rows/s per step, the time in each importer hook and the process's peak RSS (the import streams, so
// RSS should not grow with the file). --without-triggers turns the named triggers off on the scratch database,
// to price what a maintained total costs each write (e.g. lead_cohort_counts_insert,lead_status_counts_insert).
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { sql } from "drizzle-orm";
import pg from "pg";
import { migrateHandle, openPglite, openPostgres, type DbHandle } from "~/server/db/client";
import { users } from "~/server/db/schema";
import { suggestMapping } from "~/features/import-export/columns";
import { commitImport, previewImport } from "~/features/import-export/server/import.service";
import type { AnyImporter } from "~/features/import-export/server/importer";
import { importFileLines, IMPORT_FILES } from "./bench/import-files";

const { values: args } = parseArgs({
  options: {
    list: { type: "string", default: "leads" },
    rows: { type: "string", default: "100000" },
    target: { type: "string", default: "pglite" },
    "without-triggers": { type: "string", default: "" },
  },
});
const rows = Number(args.rows);
const spec = IMPORT_FILES[args.list as keyof typeof IMPORT_FILES];
if (!spec) throw new Error(`--list must be one of ${Object.keys(IMPORT_FILES).join(", ")}`);

let peak = 0;
const samplePeak = () => (peak = Math.max(peak, process.memoryUsage().rss));
// A timer only samples when the event loop turns; the hooks sample too, so a step that never lets it turn
// (PGlite runs in this thread) is still measured.
const sampler = setInterval(samplePeak, 50);
const mb = (n: number) => `${(n / 1024 / 1024).toFixed(0)} MB`;

const timings: Record<string, number> = {};
/** The importer with each hook timed, to see where the time goes. */
const timed = Object.fromEntries(
  Object.entries(spec.importer).map(([k, v]) => [
    k,
    typeof v === "function"
      ? async (...a: unknown[]) => {
          const t = performance.now();
          try {
            return await (v as (...x: unknown[]) => unknown)(...a);
          } finally {
            timings[k] = (timings[k] ?? 0) + performance.now() - t;
            samplePeak();
          }
        }
      : v,
  ]),
) as unknown as AnyImporter;

async function open(): Promise<{ handle: DbHandle; drop: () => Promise<void> }> {
  if (args.target === "pglite") {
    // On disk, as the app keeps it: in memory (memory://) the write-ahead log alone holds ~500 MB after 100 000 leads.
    const dir = mkdtempSync(path.join(tmpdir(), "bench-import-"));
    return { handle: await openPglite(dir), drop: async () => rmSync(dir, { recursive: true, force: true }) };
  }
  const adminUrl = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
  const name = `bench_import_${randomBytes(4).toString("hex")}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    handle: await openPostgres(url.toString(), 4),
    drop: async () => {
      const c = new pg.Client({ connectionString: adminUrl });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

const { handle, drop } = await open();
await migrateHandle(handle);
for (const trigger of args["without-triggers"].split(",").filter(Boolean)) {
  const { rows: found } = (await handle.db.execute(sql`select tgrelid::regclass::text as "table" from pg_trigger where tgname = ${trigger}`)) as unknown as { rows: { table: string }[] };
  if (!found[0]) throw new Error(`no trigger named ${trigger}`);
  await handle.db.execute(sql.raw(`alter table ${found[0].table} disable trigger ${trigger}`));
  console.log(`trigger ${trigger} off on ${found[0].table}`);
}
const [user] = await handle.db.insert(users).values({ name: "Bench", email: "bench@bench.com.br", passwordHash: "x", role: "admin" }).returning();
const actor = { id: user!.id, role: user!.role, teamId: null };
const mapping = suggestMapping(spec.header.split(";"), spec.importer.columns);
const file = () => importFileLines(spec, rows);
const baseline = process.memoryUsage().rss;

let t = performance.now();
const preview = await previewImport(handle.db, actor, timed, file(), { mapping, duplicates: "skip" });
const previewMs = performance.now() - t;
console.log(`${args.list} on ${args.target}: preview ${preview.counts.total} rows in ${(previewMs / 1000).toFixed(2)} s (${Math.round(preview.counts.total / (previewMs / 1000))} rows/s)`, timings);
for (const k of Object.keys(timings)) delete timings[k];
t = performance.now();
const done = await commitImport(handle.db, actor, timed, file(), { mapping, duplicates: "skip", validOnly: false });
const commitMs = performance.now() - t;
console.log(`commit: ${done.counts.created} created in ${(commitMs / 1000).toFixed(2)} s (${Math.round(done.counts.total / (commitMs / 1000))} rows/s)`, timings);
t = performance.now();
const again = await commitImport(handle.db, actor, timed, file(), { mapping, duplicates: "update", validOnly: false });
const againMs = performance.now() - t;
console.log(`same file again: ${again.counts.unchanged} unchanged in ${(againMs / 1000).toFixed(2)} s (${Math.round(again.counts.total / (againMs / 1000))} rows/s)`);
console.log(`RSS before ${mb(baseline)}, peak ${mb(peak)}`);
clearInterval(sampler);
await handle.close();
await drop();
