import { desc, eq, inArray, sql } from "drizzle-orm";
import { auditActor, type Actor } from "~/server/actor";
import { recordAudit } from "~/server/audit";
import type { Db, DbOrTx } from "~/server/db/client";
import { commissionEntries, commissionMonths, commissionStatements, users } from "~/server/db/schema";
import { badInput, conflict } from "~/server/errors";
import { saoPauloMonth } from "~/lib/format";
import { logger } from "~/server/logger";
import { addMonths, monthStart } from "../engine/months";
import { closedMonthsFrom, lockLedgerExclusive } from "./month-lock";
import { runMonthClosing } from "./month-close-hooks";
import { extendRecurringSchedules } from "./recurring.service";
import { generateStatements } from "./statements.service";
import { notify } from "~/features/notifications/server/notify.service";

/** The first competence month of the ledger ("yyyy-MM"), or null when there is no entry yet. */
async function firstLedgerMonth(db: DbOrTx): Promise<string | null> {
  const [row] = await db.select({ month: sql<string | null>`min(${commissionEntries.competence})::text` }).from(commissionEntries);
  return row?.month ? row.month.slice(0, 7) : null;
}

/** The open months from the ledger's first month through `month`, oldest first. */
async function openMonthsThrough(db: DbOrTx, month: string): Promise<string[]> {
  const first = await firstLedgerMonth(db);
  const from = first !== null && first < month ? first : month;
  const closed = await closedMonthsFrom(db, from);
  const open: string[] = [];
  for (let m = from; m <= month; m = addMonths(m, 1)) if (!closed.has(m)) open.push(m);
  return open;
}

/** Each person whose statement the close made hears of it (no amount in the notice: DOMAIN.md §6). */
async function notifyStatementsClosed(tx: DbOrTx, months: readonly string[]): Promise<void> {
  const made = await tx
    .select({ id: commissionStatements.id, userId: commissionStatements.userId, month: commissionStatements.month })
    .from(commissionStatements)
    .where(inArray(commissionStatements.month, months.map(monthStart)));
  await notify(
    tx,
    made.map((s) => ({
      userId: s.userId,
      event: "statement.closed" as const,
      record: { kind: "commission_statement" as const, id: s.id },
      params: { month: `${s.month.slice(5, 7)}/${s.month.slice(0, 4)}` },
      dedupeKey: `statement:${s.id}`,
    })),
  );
}

/**
 * Closes (fecha) a competence month: from then on nothing lands in it, and corrections go to the next open
 * month. Each person with entries to settle gets their statement (extrato) in the same transaction. Only the
 * current month or earlier can be closed; closing twice is a CONFLICT.
 *
 * Months close in order: a statement carries the balance of the one before and settles what is still
 * unsettled up to its month, so an earlier month closed after a later one would find its entries already
 * settled in the later statement. Closing a month therefore first closes every earlier open month of the
 * ledger, each with its own statements, in the same transaction.
 */
export async function closeMonth(db: Db, actor: Actor, month: string) {
  if (month > saoPauloMonth(new Date())) throw badInput("month", "Só é possível fechar o mês corrente ou meses anteriores.");
  const closed = await db.transaction(async (tx) => {
    await lockLedgerExclusive(tx);
    const months = await openMonthsThrough(tx, month);
    if (months.at(-1) !== month) throw conflict("Este mês já está fechado.", "month");
    const closedRows: { m: string; row: typeof commissionMonths.$inferSelect; statements: number }[] = [];
    for (const m of months) {
      // Premiações of the goals reached in the month land in it before it is locked, so its statements pay them.
      await runMonthClosing(tx, actor, m);
      const [row] = await tx.insert(commissionMonths).values({ month: monthStart(m), closedBy: actor.id }).returning();
      closedRows.push({ m, row: row!, statements: await generateStatements(tx, m) });
    }
    // One grouped count for every month closed (not a query per month of the cascade).
    const counted = await tx
      .select({ competence: commissionEntries.competence, entries: sql<number>`count(*)::int`, people: sql<number>`count(distinct ${commissionEntries.userId})::int` })
      .from(commissionEntries)
      .where(inArray(commissionEntries.competence, months.map(monthStart)))
      .groupBy(commissionEntries.competence);
    const countsOf = (m: string) => counted.find((c) => c.competence === monthStart(m)) ?? { entries: 0, people: 0 };
    for (const { m, row, statements } of closedRows) {
      const { entries, people } = countsOf(m);
      const before = m === month ? undefined : { closedWith: month };
      await recordAudit(tx, auditActor(actor), { action: "commission_month.close", entity: "commission_month", entityId: m, after: { ...row, entries, people, statements, ...before } });
    }
    await notifyStatementsClosed(tx, months);
    const statements = closedRows.reduce((sum, c) => sum + c.statements, 0);
    const entries = counted.reduce((sum, c) => sum + c.entries, 0);
    const { people } = countsOf(month);
    const closedAt = closedRows.at(-1)!.row.closedAt;
    // entries: every closed month's; people: the requested month's.
    return { month, closedAt, entries, people, statements, earlier: months.slice(0, -1) };
  });
  // After the commit, outside the close's exclusive lock: the month is closed whatever happens here, and an
  // extension that fails is idempotent and runs again at the next close, so it is logged, not thrown.
  let extended = 0;
  try {
    extended = (await extendRecurringSchedules(db, addMonths(month, 1), { actor: auditActor(actor) })).sales;
  } catch (err) {
    logger.error({ err, requestId: actor.requestId, month }, "extending recurring commission schedules failed");
  }
  return { ...closed, extended };
}

/**
 * The last twelve months up to the current one, each open or closed (with who closed it), and the oldest open
 * month of the ledger: closing a month closes the open ones before it too.
 */
export async function monthsStatus(db: DbOrTx) {
  const current = saoPauloMonth(new Date());
  const closed = await db
    .select({ month: commissionMonths.month, closedAt: commissionMonths.closedAt, closedBy: users.name })
    .from(commissionMonths)
    .leftJoin(users, eq(users.id, commissionMonths.closedBy))
    .orderBy(desc(commissionMonths.month))
    .limit(36);
  const byMonth = new Map(closed.map((c) => [c.month.slice(0, 7), c]));
  const months = Array.from({ length: 12 }, (_, i) => {
    const month = addMonths(current, -i);
    const c = byMonth.get(month);
    return { month, closed: Boolean(c), closedAt: c?.closedAt ?? null, closedBy: c?.closedBy ?? null };
  });
  const [oldestOpen] = await openMonthsThrough(db, current);
  return { months, oldestOpen: oldestOpen ?? null };
}
