import { and, eq, inArray, isNotNull } from "drizzle-orm";
import type { Actor } from "~/server/actor";
import type { Tx } from "~/server/db/client";
import { goals, users } from "~/server/db/schema";
import { bookGoalBonus } from "~/features/commissions/server/manual-entries.service";
import { monthStart } from "~/features/commissions/engine/months";
import { progressOf } from "./goal-progress.service";

/**
 * At the month close (a month-closing hook, inside the close's transaction): every goal of the month that
 * carries a premiação and was reached pays it as a premiação entry in that month, referring to the goal.
 * A seller's goal pays the seller; a team's goal pays each active seller of the team the full premiação
 * (the screens say so). bookGoalBonus writes a goal's entry for a person once, so a re-run pays nothing more.
 */
export async function payGoalBonuses(tx: Tx, actor: Actor, month: string): Promise<number> {
  const rows = await tx.select().from(goals).where(and(eq(goals.month, monthStart(month)), isNotNull(goals.bonus)));
  if (rows.length === 0) return 0;
  const progress = await progressOf(tx, month, rows);
  const reached = progress.filter((p) => p.achieved >= p.goal.target);
  const active = new Set(
    reached.length === 0
      ? []
      : (await tx.select({ id: users.id }).from(users).where(and(inArray(users.id, [...new Set(reached.flatMap((p) => p.people))].concat(actor.id)), eq(users.active, true)))).map((u) => u.id),
  );
  let booked = 0;
  for (const { goal, people } of reached) {
    const payees = goal.sellerId ? [goal.sellerId] : people.filter((id) => active.has(id));
    for (const userId of payees) {
      const entry = await bookGoalBonus(tx, actor, {
        goalId: goal.id,
        userId,
        month,
        amount: goal.bonus!,
        reason: goal.teamId ? `Premiação da meta da equipe (${month})` : `Premiação da meta (${month})`,
      });
      if (entry) booked++;
    }
  }
  return booked;
}
