import { createHash, randomBytes } from "node:crypto";
import { existsSync, readdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { migrateHandle, MIGRATIONS_FOLDER, openPglite, openPostgres, type DbHandle } from "~/server/db/client";

let snapshot: Promise<Blob> | undefined;

/**
 * An empty, migrated PGlite data directory, made once per set of migrations (and PGlite version) and loaded
 * by every test file: a new in-memory PGlite runs initdb (3–5 s on a slow 2-core machine) and then the
 * migrations (~1 s); loading the tarball takes ~1 s. Kept in the system's temp directory across runs,
 * named after a hash of what it holds.
 */
function migratedSnapshot(): Promise<Blob> {
  snapshot ??= ensurePgliteSnapshot().then((file) => new Blob([readFileSync(file)]));
  return snapshot;
}

/** The snapshot's file, made first if missing (the integration project's global setup calls this once). */
export async function ensurePgliteSnapshot(): Promise<string> {
  const file = path.join(os.tmpdir(), `corretora-test-pglite-${migrationsHash([path.join(process.cwd(), "node_modules/@electric-sql/pglite/package.json")])}.tar`);
  if (existsSync(file)) return file;
  const fresh = await openPglite("memory://");
  await migrateHandle(fresh);
  const blob = await fresh.dumpDataDir!();
  await fresh.close();
  // Written aside and renamed: another worker making the same file at once never leaves half of it.
  const partial = `${file}.${process.pid}.${randomBytes(4).toString("hex")}`;
  writeFileSync(partial, Buffer.from(await blob.arrayBuffer()));
  renameSync(partial, file);
  return file;
}

/** The hash of what a migrated database holds: the migrations, and the PGlite version for its snapshot. */
function migrationsHash(extra: string[] = []): string {
  const hash = createHash("sha256");
  for (const file of extra) hash.update(readFileSync(file));
  for (const file of readdirSync(MIGRATIONS_FOLDER, { recursive: true, encoding: "utf8" }).sort()) {
    if (!file.endsWith(".sql") && !file.endsWith(".json")) continue;
    hash.update(file).update(readFileSync(path.join(MIGRATIONS_FOLDER, file)));
  }
  return hash.digest("hex").slice(0, 16);
}

/**
 * A migrated PostgreSQL database on the TEST_DATABASE_URL server, named after its database and the migrations' hash, made once
 * (the integration-pg project's global setup calls this before the workers start): each test file's database is
 * a copy of it (CREATE DATABASE … TEMPLATE, ~0.3 s) instead of 34 migrations run again (~0.9 s, per file).
 * Returns its name; `drop` removes it (the setup's teardown).
 */
let template: Promise<string> | undefined;

/** The template's name, made (or found) once per worker: not the hash of every migration file and a query per test file. */
function postgresTemplate(): Promise<string> {
  template ??= ensurePostgresTemplate();
  return template;
}

export async function ensurePostgresTemplate(opts: { drop?: boolean } = {}): Promise<string> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error("TEST_DB=postgres needs TEST_DATABASE_URL");
  // Of this TEST_DATABASE_URL's database: runs side by side on one server (CI and a developer's) never drop
  // each other's template.
  const name = `${new URL(adminUrl).pathname.slice(1) || "postgres"}_tmpl_${migrationsHash()}`.toLowerCase();
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    if (opts.drop) {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      return name;
    }
    const found = await admin.query("SELECT 1 FROM pg_database WHERE datname = $1", [name]);
    if (found.rowCount) return name;
    // Made under another name and renamed: a run stopped halfway never leaves a template without its migrations.
    const partial = `${name}_${randomBytes(4).toString("hex")}`;
    await admin.query(`CREATE DATABASE ${partial}`);
    const url = new URL(adminUrl);
    url.pathname = `/${partial}`;
    const handle = await openPostgres(url.toString(), 2);
    await migrateHandle(handle);
    await handle.close();
    await admin.query(`ALTER DATABASE ${partial} RENAME TO ${name}`);
    return name;
  } finally {
    await admin.end();
  }
}

/**
 * A fresh, migrated database for one test file: in-memory PGlite, or (TEST_DB=postgres) a
 * scratch database created on the TEST_DATABASE_URL server and dropped afterwards.
 */
export async function createTestDb(): Promise<DbHandle & { url?: string }> {
  if (process.env.TEST_DB !== "postgres") {
    const handle = await openPglite("memory://", { loadDataDir: await migratedSnapshot() });
    // Nothing to apply (the snapshot is of these migrations); drizzle only checks its journal.
    await migrateHandle(handle);
    return handle;
  }
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error("TEST_DB=postgres needs TEST_DATABASE_URL");
  const name = `t_${Date.now().toString(36)}_${randomBytes(4).toString("hex")}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name} TEMPLATE ${await postgresTemplate()}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const handle = await openPostgres(url.toString(), 5);
  await migrateHandle(handle);
  return {
    ...handle,
    // Another process (a job worker killed in a test) connects to the same scratch database.
    url: url.toString(),
    async close() {
      await handle.close();
      const c = new pg.Client({ connectionString: adminUrl });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}
