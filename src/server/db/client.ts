import { mkdirSync } from "node:fs";
import path from "node:path";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import type { PGlite } from "@electric-sql/pglite";
import type { Pool } from "pg";
import { serverEnv } from "../env";
import * as schema from "./schema";
import { refreshPlannerStats } from "./planner-stats";
import { takeTurns } from "./pglite-turns";
import { logger } from "../logger";
import { DataDirInUseError, lockDataDir } from "./data-dir-lock";

export type Schema = typeof schema;
/** One type for both drivers: services never know whether PGlite or `pg` is underneath. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
/** A database handle or an open transaction: services accept either. */
export type DbOrTx = Db | Tx;

/**
 * Raw SQL for the job queue (pg-boss's `db` option): statements with parameters, and parameterless scripts of
 * several statements (its schema and locked sections). Both drivers share the app's one connection set.
 */
export interface JobsSql {
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
}

export interface DbHandle {
  db: Db;
  /** The database: embedded (PGlite, one process owns its files) or a PostgreSQL server. */
  kind: "pglite" | "postgres";
  /** How it is reached: PGlite's own client in this thread, or `pg` (a server, or PGlite on its worker thread). */
  driver: "pglite" | "pg";
  jobs: JobsSql;
  close(): Promise<void>;
  /** PostgreSQL only: runs `fn` holding a session advisory lock on a connection of its own. */
  withLock?: <T>(key: number, fn: () => Promise<T>) => Promise<T>;
  /** PostgreSQL only: the pool's connections, for the metrics. */
  poolStats?: () => { total: number; idle: number; waiting: number };
  /** PGlite only: the whole data directory as a tarball, for openPglite's loadDataDir. */
  dumpDataDir?: () => Promise<Blob>;
}

export const MIGRATIONS_FOLDER = path.join(process.cwd(), "drizzle");

/** Creates an embedded data directory and takes its lock (data-dir-lock.ts); nothing to lock in memory. */
async function lockEmbedded(dataDir: string, waitMs?: number): Promise<() => Promise<void>> {
  if (dataDir.startsWith("memory://")) return async () => undefined;
  mkdirSync(dataDir, { recursive: true });
  const release = await lockDataDir(dataDir, { waitMs });
  // A lock lost meanwhile (data-dir-lock.ts logs it) has nothing left to release.
  return () => release().catch(() => undefined);
}

/** Opens PGlite with the extensions the migrations install (pg_trgm, unaccent). */
export async function openPglite(dataDir: string, options: { loadDataDir?: Blob; lockWaitMs?: number } = {}): Promise<DbHandle> {
  const [{ PGlite }, { pg_trgm }, { unaccent }, { drizzle }] = await Promise.all([
    import("@electric-sql/pglite"),
    import("@electric-sql/pglite/contrib/pg_trgm"),
    import("@electric-sql/pglite/contrib/unaccent"),
    import("drizzle-orm/pglite"),
  ]);
  const release = await lockEmbedded(dataDir, options.lockWaitMs);
  let client: PGlite;
  try {
    client = takeTurns(await PGlite.create(dataDir, { extensions: { pg_trgm, unaccent }, loadDataDir: options.loadDataDir }));
  } catch (err) {
    await release();
    throw err;
  }
  const db = drizzle(client, { schema }) as unknown as Db;
  const jobs: JobsSql = {
    // PGlite's query() takes one statement with parameters; exec() runs a script of several without any.
    executeSql: async (text, values) =>
      values?.length ? client.query(text, values) : { rows: (await client.exec(text)).at(-1)?.rows ?? [] },
  };
  const close = async () => {
    await client.close();
    await release();
  };
  return { db, kind: "pglite", driver: "pglite", jobs, close, dumpDataDir: () => client.dumpDataDir("none") };
}

/**
 * PGlite on a thread of its own (pglite-worker.mjs), reached with `pg` over a private Unix socket: the server's
 * event loop keeps turning while a query runs. One connection, as PGlite has one session; `pg`'s pool hands it
 * out in arrival order, so a short call waits behind the calls that came before it, never behind later ones.
 */
export async function openPgliteWorker(dataDir: string): Promise<DbHandle> {
  const [{ Worker }, { rmSync }, { makeSocketDir, sweepStaleSocketDirs }] = await Promise.all([import("node:worker_threads"), import("node:fs"), import("./socket-dirs")]);
  const release = await lockEmbedded(dataDir);
  sweepStaleSocketDirs();
  // Private to the user (0700): PGlite checks no password.
  const socketDir = makeSocketDir();
  // `pg` reaches a Unix socket as host = its directory, file .s.PGSQL.<port>.
  const socketPath = path.join(socketDir, ".s.PGSQL.5432");
  const worker = new Worker(path.join(process.cwd(), "src/server/db/pglite-worker.mjs"), { workerData: { dataDir, socketPath } });
  let closing = false;
  try {
    await new Promise<void>((resolve, reject) => {
      worker.once("message", (m: { type: string; message?: string }) =>
        m.type === "ready" ? resolve() : reject(new Error(`PGlite não abriu: ${m.message ?? m.type}`)),
      );
      worker.once("error", reject);
      worker.once("exit", (code) => reject(new Error(`PGlite terminou ao abrir (código ${code})`)));
    });
  } catch (err) {
    rmSync(socketDir, { recursive: true, force: true });
    await release();
    throw err;
  }
  worker.removeAllListeners();
  worker.on("error", (err) => logger.error({ err }, "erro no banco embutido (PGlite)"));
  // The database is gone with its thread: a process that carried on would answer every call with an error.
  // Exiting lets the launcher (scripts/serve.mjs) start the server again.
  worker.on("exit", (code) => {
    rmSync(socketDir, { recursive: true, force: true });
    if (closing) return;
    logger.fatal({ code }, "o banco embutido (PGlite) parou; o processo será reiniciado");
    process.exit(1);
  });
  const handle = await openPostgres(`postgres://postgres@localhost:5432/postgres?host=${encodeURIComponent(socketDir)}`, 1, { idleTimeoutMillis: 0 });
  const close = async () => {
    closing = true;
    await handle.close();
    const closed = new Promise<void>((resolve) => worker.once("exit", () => resolve()));
    worker.postMessage({ type: "close" });
    await closed;
    await release();
  };
  // No advisory-lock helper: one process owns the data directory, and the lock would hold the only connection.
  return { db: handle.db, kind: "pglite", driver: "pg", jobs: handle.jobs, close, poolStats: handle.poolStats };
}

export async function openPostgres(url: string, max = 10, options: { idleTimeoutMillis?: number } = {}): Promise<DbHandle> {
  const [{ default: pg }, { drizzle }] = await Promise.all([import("pg"), import("drizzle-orm/node-postgres")]);
  const pool: Pool = new pg.Pool({ connectionString: url, max, ...options });
  // An idle connection closed by the server (restart, failover, a dropped database) must not crash the
  // process: without a listener, pg re-throws the pool's "error" event. The pool replaces the connection.
  pool.on("error", (err) => logger.warn({ err }, "conexão ociosa do PostgreSQL encerrada pelo servidor"));
  const db = drizzle(pool, { schema }) as unknown as Db;
  // Without parameters node-postgres uses the simple protocol, which runs a script of several statements.
  const jobs: JobsSql = { executeSql: (text, values) => pool.query(text, values?.length ? values : undefined) };
  const poolStats = () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount });
  const withLock = async <T>(key: number, fn: () => Promise<T>): Promise<T> => {
    const holder = await pool.connect();
    try {
      await holder.query("select pg_advisory_lock($1)", [key]);
      try {
        return await fn();
      } finally {
        await holder.query("select pg_advisory_unlock($1)", [key]);
      }
    } finally {
      holder.release();
    }
  };
  return { db, kind: "postgres", driver: "pg", jobs, close: () => pool.end(), poolStats, withLock };
}

/** The advisory lock key that serialises migrations ("migr" in ASCII). */
export const MIGRATION_LOCK_KEY = 0x6d696772;

/**
 * Applies the pending migrations. On PostgreSQL under an advisory lock: the app processes of one server
 * (scripts/serve.mjs) and of several servers all migrate as they start, and two migrators at once would race
 * on the journal and on each CREATE; the second waits, then finds nothing left to do.
 */
export async function migrateHandle(handle: DbHandle): Promise<void> {
  if (handle.driver === "pglite") {
    const { migrate } = await import("drizzle-orm/pglite/migrator");
    await migrate(handle.db as never, { migrationsFolder: MIGRATIONS_FOLDER });
  } else {
    const { migrate } = await import("drizzle-orm/node-postgres/migrator");
    const run = () => migrate(handle.db as never, { migrationsFolder: MIGRATIONS_FOLDER });
    await (handle.withLock ? handle.withLock(MIGRATION_LOCK_KEY, run) : run());
  }
}

/**
 * The process-wide database, opened lazily on first use (never at import time) and
 * migrated once. Kept on globalThis so that dev-server reloads reuse it.
 */
const globalForDb = globalThis as unknown as { __dbHandle?: Promise<DbHandle> };

export function getDbHandle(): Promise<DbHandle> {
  globalForDb.__dbHandle ??= (async () => {
    const env = serverEnv();
    const handle = env.DATABASE_URL ? await openPostgres(env.DATABASE_URL) : await openPgliteWorker(env.pgliteDataDir);
    await migrateHandle(handle);
    // PGlite has no autovacuum: fresh statistics at each start keep the list indexes in use.
    if (handle.kind === "pglite") await refreshPlannerStats(handle.db);
    return handle;
  })().catch((err: unknown) => {
    globalForDb.__dbHandle = undefined;
    if (err instanceof DataDirInUseError) {
      // Serving without the database would only answer errors; the launcher (scripts/serve.mjs) starts this
      // process again, and it waits for the directory anew: it takes over once the other process has stopped.
      logger.fatal({ err }, err.message);
      process.exit(1);
    }
    throw err;
  });
  return globalForDb.__dbHandle;
}

/** The process-wide database if it was opened (for shutdown: closing must not open it). */
export function openedDbHandle(): Promise<DbHandle> | undefined {
  return globalForDb.__dbHandle;
}

export async function getDb(): Promise<Db> {
  return (await getDbHandle()).db;
}
