import { readFile } from "node:fs/promises";
import path from "node:path";
import { sql } from "drizzle-orm";
import { getDbHandle, MIGRATIONS_FOLDER, type DbHandle } from "../db/client";
import { logger } from "../logger";
import { isShuttingDown } from "./shutdown";

export interface Readiness {
  readonly ready: boolean;
  readonly database: "ok" | "unreachable";
  readonly migrations: { readonly expected: number; readonly applied: number; readonly pending: readonly string[] } | null;
  readonly shuttingDown: boolean;
}

/** How long the database may take to answer before the server is reported not ready. */
const DB_TIMEOUT_MS = 5_000;

interface JournalEntry {
  readonly tag: string;
  readonly when: number;
}

async function journal(): Promise<JournalEntry[]> {
  const text = await readFile(path.join(MIGRATIONS_FOLDER, "meta", "_journal.json"), "utf8");
  return (JSON.parse(text) as { entries: JournalEntry[] }).entries;
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer in ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/**
 * The migrations of the journal the database has not applied. Drizzle's migrator records each applied one with
 * its journal time (created_at) and applies those newer than the last recorded, so the pending ones are those
 * after the newest recorded time.
 */
export async function pendingMigrations(handle: DbHandle): Promise<{ expected: number; applied: number; pending: string[] }> {
  const entries = await journal();
  const { rows } = (await handle.db.execute(
    sql`select count(*)::int as applied, coalesce(max(created_at), 0)::text as last from drizzle.__drizzle_migrations`,
  )) as unknown as { rows: { applied: number; last: string }[] };
  const applied = rows[0]?.applied ?? 0;
  const last = Number(rows[0]?.last ?? 0);
  return { expected: entries.length, applied, pending: entries.filter((e) => e.when > last).map((e) => e.tag) };
}

/** Ready: not shutting down, the database answers, and every migration of the journal is applied. */
export async function readiness(): Promise<Readiness> {
  const shuttingDown = isShuttingDown();
  try {
    const migrations = await withTimeout(getDbHandle().then(pendingMigrations), DB_TIMEOUT_MS);
    return { ready: !shuttingDown && migrations.pending.length === 0, database: "ok", migrations, shuttingDown };
  } catch (err) {
    logger.warn({ err }, "pronto? o banco de dados não respondeu");
    return { ready: false, database: "unreachable", migrations: null, shuttingDown };
  }
}
