import { sql } from "drizzle-orm";
import type { DbOrTx } from "~/server/db/client";
import { commissionMonths } from "~/server/db/schema";
import { addMonths, monthStart } from "../engine/months";

/**
 * Writers of entries hold this lock shared and the month close holds it exclusively, so no entry can slip
 * into a month between the moment a writer saw it open and the moment it is closed (the database trigger
 * that refuses inserts into closed months is the last line; this makes the writer see the close first).
 */
const LEDGER_LOCK = sql`hashtext('commission-ledger')`;

export async function lockLedgerShared(tx: DbOrTx): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock_shared(${LEDGER_LOCK})`);
}

export async function lockLedgerExclusive(tx: DbOrTx): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${LEDGER_LOCK})`);
}

/** Closed months ("yyyy-MM") from `from` on. */
export async function closedMonthsFrom(tx: DbOrTx, from: string): Promise<Set<string>> {
  const rows = await tx.select({ month: commissionMonths.month }).from(commissionMonths).where(sql`${commissionMonths.month} >= ${monthStart(from)}`);
  return new Set(rows.map((r) => r.month.slice(0, 7)));
}

/** The month itself when open, else the first open month after it. */
export function firstOpenMonth(closed: ReadonlySet<string>, month: string): string {
  let m = month;
  while (closed.has(m)) m = addMonths(m, 1);
  return m;
}

/**
 * The month an entry natural to `month` lands in: the month itself when open, else the first open one after
 * it ("yyyy-MM-01"). Takes the ledger lock shared first, so a month close cannot slip in between.
 */
export async function openCompetence(tx: DbOrTx, month: string): Promise<string> {
  await lockLedgerShared(tx);
  return monthStart(firstOpenMonth(await closedMonthsFrom(tx, month), month));
}
