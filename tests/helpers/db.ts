import { randomBytes } from "node:crypto";
import pg from "pg";
import { migrateHandle, openPglite, openPostgres, type DbHandle } from "~/server/db/client";

/**
 * A fresh, migrated database for one test file: in-memory PGlite, or (TEST_DB=postgres) a
 * scratch database created on the TEST_DATABASE_URL server and dropped afterwards.
 */
export async function createTestDb(): Promise<DbHandle> {
  if (process.env.TEST_DB !== "postgres") {
    const handle = await openPglite("memory://");
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
    async close() {
      await handle.close();
      const c = new pg.Client({ connectionString: adminUrl });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}
