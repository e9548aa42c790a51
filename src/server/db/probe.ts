import { sql, type SQL } from "drizzle-orm";
import type { DbOrTx } from "./client";

/**
 * Batch lookups for imports, one index probe per value. The set forms (`document in (…)`, `emails && $all`)
 * get planned as a scan of the whole table joined to the batch: `&&` is estimated to match a third of the
 * table, and inside a large import the statistics predate the rows it already inserted, so each batch read
 * every row before it. `probe(v)` is a subquery over one value `v` (a `w.v` column), written to use an index:
 * `c.document = ${v} and c.deleted_at is null`, `l.emails @> array[${v}]`…
 */
const VALUE = sql.raw("w.v");

/** The distinct `id`s the probes select (`probe` selects an `id` column). */
export async function idsProbed(db: DbOrTx, values: readonly string[], probe: (v: SQL) => SQL): Promise<string[]> {
  if (values.length === 0) return [];
  const { rows } = (await db.execute(
    sql`select distinct m.id from unnest(${sql.param([...values])}::text[]) as w(v) cross join lateral (${probe(VALUE)}) m`,
  )) as unknown as { rows: { id: string }[] };
  return rows.map((r) => r.id);
}

/** Which of `values` the probe finds at least one row for. */
export async function valuesFound(db: DbOrTx, values: readonly string[], probe: (v: SQL) => SQL): Promise<Set<string>> {
  if (values.length === 0) return new Set();
  const { rows } = (await db.execute(
    sql`select distinct w.v from unnest(${sql.param([...values])}::text[]) as w(v) where exists (${probe(VALUE)})`,
  )) as unknown as { rows: { v: string }[] };
  return new Set(rows.map((r) => r.v));
}
