import { sql, type SQL } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";

/**
 * "(at, id) comes after the cursor's row" for a newest-first keyset whose cursor carries a JS Date. The Date has
 * milliseconds and the column microseconds: compared with the Date, the rows that share the cursor row's
 * millisecond were skipped (the bell lost a notification when three arrived within one millisecond). The seek
 * starts from the cursor row's exact time, looked up by its id; the cursor's own time is only the fallback for a
 * row deleted meanwhile.
 */
export function beforeCursorRow(table: PgTable, at: PgColumn, id: PgColumn, cursor: { at: Date; id: string | number }, scope?: SQL): SQL {
  // The subquery's table shadows the outer one of the same name, so its columns (and the scope's) are the cursor
  // row's. The scope keeps the lookup to rows the caller may list: another user's id finds nothing.
  const exact = sql`coalesce((select ${at} from ${table} where ${id} = ${cursor.id}${scope ? sql` and ${scope}` : sql``}), ${cursor.at.toISOString()}::timestamptz)`;
  // The id's parameter takes the column's type (uuid, bigint) from the comparison.
  return sql`(${at}, ${id}) < (${exact}, ${cursor.id})`;
}
