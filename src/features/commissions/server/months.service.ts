import { desc, eq, sql } from "drizzle-orm";
import { auditActor, type Actor } from "~/server/actor";
import { recordAudit } from "~/server/audit";
import type { Db, DbOrTx } from "~/server/db/client";
import { commissionEntries, commissionMonths, users } from "~/server/db/schema";
import { badInput, conflict } from "~/server/errors";
import { saoPauloMonth } from "~/lib/format";
import { addMonths, monthStart } from "../engine/months";
import { lockLedgerExclusive } from "./month-lock";
import { generateStatements } from "./statements.service";

/**
 * Closes (fecha) a competence month: from then on nothing lands in it, and corrections go to the next open
 * month. Each person with entries to settle gets their statement (extrato) in the same transaction. Only the current month or earlier can be closed; closing twice is a CONFLICT.
 */
export async function closeMonth(db: Db, actor: Actor, month: string) {
  if (month > saoPauloMonth(new Date())) throw badInput("month", "Só é possível fechar o mês corrente ou meses anteriores.");
  return db.transaction(async (tx) => {
    await lockLedgerExclusive(tx);
    const [already] = await tx.select().from(commissionMonths).where(eq(commissionMonths.month, monthStart(month))).limit(1);
    if (already) throw conflict("Este mês já está fechado.", "month");
    const [row] = await tx.insert(commissionMonths).values({ month: monthStart(month), closedBy: actor.id }).returning();
    const statements = await generateStatements(tx, month);
    const [counts] = await tx
      .select({ entries: sql<number>`count(*)::int`, people: sql<number>`count(distinct ${commissionEntries.userId})::int` })
      .from(commissionEntries)
      .where(eq(commissionEntries.competence, monthStart(month)));
    await recordAudit(tx, auditActor(actor), { action: "commission_month.close", entity: "commission_month", entityId: month, after: { ...row, ...counts, statements } });
    return { month, closedAt: row!.closedAt, entries: counts?.entries ?? 0, people: counts?.people ?? 0, statements };
  });
}

/** The last twelve months up to the current one, each open or closed (with who closed it). */
export async function monthsStatus(db: DbOrTx) {
  const current = saoPauloMonth(new Date());
  const closed = await db
    .select({ month: commissionMonths.month, closedAt: commissionMonths.closedAt, closedBy: users.name })
    .from(commissionMonths)
    .leftJoin(users, eq(users.id, commissionMonths.closedBy))
    .orderBy(desc(commissionMonths.month))
    .limit(36);
  const byMonth = new Map(closed.map((c) => [c.month.slice(0, 7), c]));
  return Array.from({ length: 12 }, (_, i) => {
    const month = addMonths(current, -i);
    const c = byMonth.get(month);
    return { month, closed: Boolean(c), closedAt: c?.closedAt ?? null, closedBy: c?.closedBy ?? null };
  });
}
