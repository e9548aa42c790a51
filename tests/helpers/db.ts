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
  const hash = createHash("sha256");
  hash.update(readFileSync(path.join(process.cwd(), "node_modules/@electric-sql/pglite/package.json")));
  for (const file of readdirSync(MIGRATIONS_FOLDER, { recursive: true, encoding: "utf8" }).sort()) {
    const full = path.join(MIGRATIONS_FOLDER, file);
    if (!file.endsWith(".sql") && !file.endsWith(".json")) continue;
    hash.update(file).update(readFileSync(full));
  }
  const file = path.join(os.tmpdir(), `corretora-test-pglite-${hash.digest("hex").slice(0, 16)}.tar`);
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
  await admin.query(`CREATE DATABASE ${name}`);
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
