import { and, eq } from "drizzle-orm";
import { auditActor, type Actor } from "~/server/actor";
import { recordAudit } from "~/server/audit";
import type { Db, Tx } from "~/server/db/client";
import { commissionEntries, users } from "~/server/db/schema";
import { badInput } from "~/server/errors";
import { PARTY_OF_ROLE } from "~/lib/catalog/commission-catalog";
import type { ManualEntryInput } from "../commissions.schemas";
import { monthStart } from "../engine/months";
import { openCompetence } from "./month-lock";

/**
 * A bônus, premiação, adjustment or adiantamento for one person, with its reason, by Financeiro. An
 * adiantamento is money already paid: it is recorded negative, to be offset against future repasses.
 * Sending the same request key twice records it once.
 */
export async function createManualEntry(db: Db, actor: Actor, input: ManualEntryInput) {
  try {
    return await insertManualEntry(db, actor, input);
  } catch (err) {
    // Two submits of the same key at once: the loser's insert hits the unique key; answer with the winner's row.
    const [winner] = await db.select().from(commissionEntries).where(eq(commissionEntries.requestKey, input.requestKey)).limit(1);
    if (winner) return winner;
    throw err;
  }
}

async function insertManualEntry(db: Db, actor: Actor, input: ManualEntryInput) {
  return db.transaction(async (tx) => {
    const [existing] = await tx.select().from(commissionEntries).where(eq(commissionEntries.requestKey, input.requestKey)).limit(1);
    if (existing) return existing;
    const [person] = await tx.select({ id: users.id, role: users.role }).from(users).where(eq(users.id, input.userId)).limit(1);
    if (!person) throw badInput("userId", "Pessoa não encontrada.");
    if ((await openCompetence(tx, input.month)) !== monthStart(input.month)) {
      throw badInput("month", "Este mês já foi fechado: lance no próximo mês aberto.");
    }
    const [entry] = await tx
      .insert(commissionEntries)
      .values({
        party: PARTY_OF_ROLE[person.role],
        userId: person.id,
        competence: monthStart(input.month),
        type: input.type,
        amount: input.type === "adiantamento" ? -input.amount : input.amount,
        reason: input.reason,
        requestKey: input.requestKey,
        createdBy: actor.id,
      })
      .returning();
    await recordAudit(tx, auditActor(actor), { action: "commission_entry.manual", entity: "commission_entry", entityId: String(entry!.id), after: entry });
    return entry!;
  });
}

/** A goal's premiação for one person, as the month close books it (features/goals). */
export interface GoalBonusInput {
  goalId: string;
  userId: string;
  /** The goal's month ("yyyy-MM"), the one being closed: still open inside the close's transaction. */
  month: string;
  amount: bigint;
  reason: string;
}

/**
 * Books a premiação entry referring to the goal, inside the month close's transaction (which holds the ledger
 * lock), audited like any manual entry. A goal pays a person once: when the entry exists already (the unique
 * key on goal and person), nothing is written and null comes back.
 */
export async function bookGoalBonus(tx: Tx, actor: Actor, input: GoalBonusInput) {
  const [existing] = await tx
    .select({ id: commissionEntries.id })
    .from(commissionEntries)
    .where(and(eq(commissionEntries.goalId, input.goalId), eq(commissionEntries.userId, input.userId)))
    .limit(1);
  if (existing) return null;
  const [person] = await tx.select({ id: users.id, role: users.role }).from(users).where(eq(users.id, input.userId)).limit(1);
  if (!person) return null;
  if ((await openCompetence(tx, input.month)) !== monthStart(input.month)) throw badInput("month", "Este mês já foi fechado: lance no próximo mês aberto.");
  const [entry] = await tx
    .insert(commissionEntries)
    .values({
      party: PARTY_OF_ROLE[person.role],
      userId: person.id,
      competence: monthStart(input.month),
      type: "premiacao",
      amount: input.amount,
      reason: input.reason,
      goalId: input.goalId,
      createdBy: actor.id,
    })
    .onConflictDoNothing()
    .returning();
  if (!entry) return null;
  await recordAudit(tx, auditActor(actor), { action: "commission_entry.goal_bonus", entity: "commission_entry", entityId: String(entry.id), after: entry });
  return entry;
}
