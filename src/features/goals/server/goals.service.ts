import { and, asc, eq } from "drizzle-orm";
import { auditActor, type Actor } from "~/server/actor";
import { diffFields, recordAudit } from "~/server/audit";
import type { Db, DbOrTx } from "~/server/db/client";
import { commissionMonths, goals, teams, users } from "~/server/db/schema";
import { versionedUpdate } from "~/server/db/versioned-update";
import { badInput, conflict, notFound, STALE_VERSION_MESSAGE } from "~/server/errors";
import { monthStart } from "~/features/commissions/engine/months";
import type { GoalCreateInput, GoalDeleteInput, GoalUpdateInput } from "../goals.schemas";

type GoalRow = typeof goals.$inferSelect;

const CLOSED_MONTH = "Este mês já foi fechado: suas metas não mudam mais.";

/** A closed month's goals are history: their premiações were settled by the close. */
async function assertMonthOpen(db: DbOrTx, month: string): Promise<void> {
  const [closed] = await db.select({ month: commissionMonths.month }).from(commissionMonths).where(eq(commissionMonths.month, month)).limit(1);
  if (closed) throw badInput("month", CLOSED_MONTH);
}

async function loadGoal(db: DbOrTx, id: string): Promise<GoalRow> {
  const [goal] = await db.select().from(goals).where(eq(goals.id, id)).limit(1);
  if (!goal) throw notFound("Meta não encontrada.");
  return goal;
}

/** Financeiro or Administrador set a month's goal for a seller or a team. */
export async function createGoal(db: Db, actor: Actor, input: GoalCreateInput): Promise<GoalRow> {
  return db.transaction(async (tx) => {
    const month = monthStart(input.month);
    await assertMonthOpen(tx, month);
    if (input.sellerId) {
      const [seller] = await tx.select({ role: users.role }).from(users).where(eq(users.id, input.sellerId)).limit(1);
      if (seller?.role !== "seller") throw badInput("owner", "Vendedor não encontrado.");
    } else if (input.teamId) {
      const [team] = await tx.select({ id: teams.id }).from(teams).where(eq(teams.id, input.teamId)).limit(1);
      if (!team) throw badInput("owner", "Equipe não encontrada.");
    }
    const [goal] = await tx
      .insert(goals)
      .values({
        month,
        sellerId: input.sellerId ?? null,
        teamId: input.sellerId ? null : (input.teamId ?? null),
        metric: input.metric,
        category: input.category ?? null,
        target: input.target,
        bonus: input.bonus ?? null,
        createdBy: actor.id,
      })
      .returning();
    await recordAudit(tx, auditActor(actor), { action: "goal.create", entity: "goal", entityId: goal!.id, after: goal });
    return goal!;
  });
}

/** What a goal measures, its target and premiação; not its month or owner (delete and create again). */
export async function updateGoal(db: Db, actor: Actor, input: GoalUpdateInput): Promise<GoalRow> {
  return db.transaction(async (tx) => {
    const before = await loadGoal(tx, input.id);
    await assertMonthOpen(tx, before.month);
    const after = await versionedUpdate(tx, goals, input.id, input.version, {
      metric: input.metric,
      category: input.category ?? null,
      target: input.target,
      bonus: input.bonus ?? null,
    });
    await recordAudit(tx, auditActor(actor), { action: "goal.update", entity: "goal", entityId: input.id, ...diffFields(before, after) });
    return after;
  });
}

/** Only while the month is open: a closed month's goal may have paid its premiação. */
export async function deleteGoal(db: Db, actor: Actor, input: GoalDeleteInput): Promise<{ id: string }> {
  return db.transaction(async (tx) => {
    const before = await loadGoal(tx, input.id);
    await assertMonthOpen(tx, before.month);
    const deleted = await tx.delete(goals).where(and(eq(goals.id, input.id), eq(goals.version, input.version))).returning({ id: goals.id });
    if (deleted.length === 0) throw conflict(STALE_VERSION_MESSAGE, "version");
    await recordAudit(tx, auditActor(actor), { action: "goal.delete", entity: "goal", entityId: input.id, before });
    return { id: input.id };
  });
}

/** Who a goal can be for: the active sellers (with their team) and the teams, for the goal dialog and the ranking filter. */
export async function goalOwners(db: DbOrTx) {
  const [sellers, teamRows] = await Promise.all([
    db
      .select({ id: users.id, name: users.name, teamId: users.teamId })
      .from(users)
      .where(and(eq(users.role, "seller"), eq(users.active, true)))
      .orderBy(asc(users.name)),
    db.select({ id: teams.id, name: teams.name }).from(teams).orderBy(asc(teams.name)),
  ]);
  return { sellers, teams: teamRows };
}
