import type { DbHandle } from "~/server/db/client";
import * as schema from "~/server/db/schema";
import type { Db } from "~/server/db/client";

/**
 * A database handle whose Drizzle logger records every statement, so the bench can replay exactly the SQL a
 * service issued ("raw SQL") next to the same call made through HTTP and tRPC.
 */
export interface CapturedQuery {
  sql: string;
  params: unknown[];
}

export interface CapturingHandle extends Omit<DbHandle, "jobs"> {
  /** Statements issued by `fn`, in order. */
  capture(fn: (db: Db) => Promise<unknown>): Promise<CapturedQuery[]>;
  /** Runs one captured statement as it was sent. */
  raw(query: CapturedQuery): Promise<unknown>;
}

export async function openCapturing(target: { kind: "postgres"; url: string } | { kind: "pglite"; dataDir: string }): Promise<CapturingHandle> {
  let log: CapturedQuery[] | null = null;
  const logger = { logQuery: (sql: string, params: unknown[]) => log?.push({ sql, params }) };
  let db: Db;
  let raw: (q: CapturedQuery) => Promise<unknown>;
  let close: () => Promise<void>;
  if (target.kind === "postgres") {
    const [{ default: pg }, { drizzle }] = await Promise.all([import("pg"), import("drizzle-orm/node-postgres")]);
    const pool = new pg.Pool({ connectionString: target.url, max: 4 });
    db = drizzle(pool, { schema, logger }) as unknown as Db;
    raw = (q) => pool.query(q.sql, q.params as unknown[]);
    close = () => pool.end();
  } else {
    const [{ PGlite }, { pg_trgm }, { unaccent }, { drizzle }] = await Promise.all([
      import("@electric-sql/pglite"),
      import("@electric-sql/pglite/contrib/pg_trgm"),
      import("@electric-sql/pglite/contrib/unaccent"),
      import("drizzle-orm/pglite"),
    ]);
    const client = await PGlite.create(target.dataDir, { extensions: { pg_trgm, unaccent } });
    db = drizzle(client, { schema, logger }) as unknown as Db;
    raw = (q) => client.query(q.sql, q.params as unknown[]);
    close = () => client.close();
  }
  return {
    db,
    kind: target.kind,
    driver: target.kind === "postgres" ? "pg" : "pglite",
    close,
    raw,
    async capture(fn) {
      log = [];
      try {
        await fn(db);
        return log;
      } finally {
        log = null;
      }
    },
  };
}
