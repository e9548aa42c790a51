import { and, eq, sql, type SQL } from "drizzle-orm";
import type { PgColumn, PgTable, PgUpdateSetSource } from "drizzle-orm/pg-core";
import { conflict, notFound, STALE_VERSION_MESSAGE } from "../errors";
import type { DbOrTx } from "./client";

interface VersionedTable extends PgTable {
  id: PgColumn;
  version: PgColumn;
  updatedAt: PgColumn;
}

/**
 * UPDATE … WHERE id = ? AND version = ?, bumping the version. No row back means either the
 * row is gone (NOT_FOUND) or someone saved first (CONFLICT): no lost updates.
 */
export async function versionedUpdate<T extends VersionedTable>(
  db: DbOrTx,
  table: T,
  id: string,
  version: number,
  values: PgUpdateSetSource<T>,
  scope?: SQL,
): Promise<T["$inferSelect"]> {
  const rows = (await db
    .update(table)
    .set({ ...values, version: sql`${table.version} + 1`, updatedAt: sql`now()` } as PgUpdateSetSource<T>)
    .where(and(eq(table.id, id), eq(table.version, version), scope))
    .returning()) as unknown[];
  const row = rows[0];
  if (row) return row as T["$inferSelect"];
  const exists = await db
    .select({ id: table.id })
    .from(table as PgTable)
    .where(and(eq(table.id, id), scope))
    .limit(1);
  throw exists.length ? conflict(STALE_VERSION_MESSAGE, "version") : notFound();
}
