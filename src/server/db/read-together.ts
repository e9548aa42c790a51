import { PgTransaction } from "drizzle-orm/pg-core";
import type { DbOrTx } from "./client";

type Reads = readonly (() => Promise<unknown>)[];
type Results<T extends Reads> = { -readonly [K in keyof T]: Awaited<ReturnType<T[K]>> };

/**
 * Independent reads of one screen side by side. On PostgreSQL each runs on its own pooled connection, so a
 * home page or a report with half a dozen queries costs about its slowest query instead of their sum (the
 * server has several cores; one backend uses one). A transaction holds a single connection that runs one
 * statement at a time (node-postgres deprecates queueing on it), so there they run one after the other; the
 * embedded PGlite queues them itself.
 */
export async function readTogether<T extends Reads>(db: DbOrTx, ...reads: T): Promise<Results<T>> {
  if (db instanceof PgTransaction) {
    const out: unknown[] = [];
    for (const read of reads) out.push(await read());
    return out as Results<T>;
  }
  return (await Promise.all(reads.map((read) => read()))) as Results<T>;
}
