import { and, asc, eq, inArray, isNotNull, sql } from "drizzle-orm";
import type { Actor } from "~/server/actor";
import type { DbOrTx } from "~/server/db/client";
import { commissionEntries, commissionMonths, goals, teams, users } from "~/server/db/schema";
import type { GoalMetric } from "~/lib/catalog/goal-metrics";
import { monthStart } from "~/features/commissions/engine/months";
import { achievedBy, attainmentPct, monthFigures } from "./goal-figures";
import { goalScope } from "./goals.policy";

export interface GoalProgress {
  id: string;
  version: number;
  month: string;
  sellerId: string | null;
  sellerName: string | null;
  teamId: string | null;
  teamName: string | null;
  metric: GoalMetric;
  category: string | null;
  target: bigint;
  bonus: bigint | null;
  achieved: bigint;
  /** achieved ÷ target, percent with one decimal. */
  pct: number;
  reached: boolean;
  /** Premiação entries booked for the goal (at the month close). */
  bonusPaid: bigint;
}

type GoalRow = typeof goals.$inferSelect;

/** The sellers each team goal sums over: the team's sellers (the goal is the team's, whoever joined when). */
async function teamSellers(db: DbOrTx, teamIds: readonly string[]): Promise<Map<string, string[]>> {
  const byTeam = new Map<string, string[]>(teamIds.map((id) => [id, []]));
  if (teamIds.length === 0) return byTeam;
  const rows = await db
    .select({ id: users.id, teamId: users.teamId })
    .from(users)
    .where(and(inArray(users.teamId, [...teamIds]), eq(users.role, "seller")));
  for (const r of rows) byTeam.get(r.teamId!)?.push(r.id);
  return byTeam;
}

/** Each goal's achieved figure, in the order given. */
export async function progressOf(db: DbOrTx, month: string, rows: readonly GoalRow[]): Promise<{ goal: GoalRow; achieved: bigint; people: string[] }[]> {
  const members = await teamSellers(db, [...new Set(rows.flatMap((g) => (g.teamId ? [g.teamId] : [])))]);
  const peopleOf = (g: GoalRow) => (g.sellerId ? [g.sellerId] : (members.get(g.teamId!) ?? []));
  const everyone = [...new Set(rows.flatMap(peopleOf))];
  const figures = await monthFigures(db, everyone, month, new Set(rows.flatMap((g) => (g.metric === "commission" && g.category ? [g.category] : []))));
  return rows.map((goal) => ({ goal, achieved: achievedBy(figures, peopleOf(goal), goal.metric, goal.category), people: peopleOf(goal) }));
}

async function withProgress(db: DbOrTx, month: string, rows: GoalRow[]): Promise<GoalProgress[]> {
  if (rows.length === 0) return [];
  const names = await db
    .select({ id: users.id, name: users.name })
    .from(users)
    .where(inArray(users.id, [...new Set(rows.flatMap((g) => (g.sellerId ? [g.sellerId] : [])))].concat("00000000-0000-0000-0000-000000000000")));
  const teamNames = await db
    .select({ id: teams.id, name: teams.name })
    .from(teams)
    .where(inArray(teams.id, [...new Set(rows.flatMap((g) => (g.teamId ? [g.teamId] : [])))].concat("00000000-0000-0000-0000-000000000000")));
  const paid = await db
    .select({ goalId: commissionEntries.goalId, amount: sql<string>`sum(${commissionEntries.amount})::text` })
    .from(commissionEntries)
    .where(and(isNotNull(commissionEntries.goalId), inArray(commissionEntries.goalId, rows.map((g) => g.id))))
    .groupBy(commissionEntries.goalId);
  const progress = await progressOf(db, month, rows);
  return progress.map(({ goal, achieved }) => ({
    id: goal.id,
    version: goal.version,
    month: goal.month.slice(0, 7),
    sellerId: goal.sellerId,
    sellerName: names.find((n) => n.id === goal.sellerId)?.name ?? null,
    teamId: goal.teamId,
    teamName: teamNames.find((n) => n.id === goal.teamId)?.name ?? null,
    metric: goal.metric,
    category: goal.category,
    target: goal.target,
    bonus: goal.bonus,
    achieved,
    pct: attainmentPct(achieved, goal.target),
    reached: achieved >= goal.target,
    bonusPaid: BigInt(paid.find((p) => p.goalId === goal.id)?.amount ?? "0"),
  }));
}

/** A month's goals the actor may see, with progress; and whether the month is closed. */
export async function listGoals(db: DbOrTx, actor: Actor, month: string) {
  const rows = await db
    .select()
    .from(goals)
    .where(and(eq(goals.month, monthStart(month)), goalScope(db, actor)))
    .orderBy(sql`${goals.teamId} nulls first`, asc(goals.sellerId), asc(goals.metric), asc(goals.category));
  const [closed] = await db.select({ month: commissionMonths.month }).from(commissionMonths).where(eq(commissionMonths.month, monthStart(month))).limit(1);
  return { month, closed: Boolean(closed), goals: await withProgress(db, month, rows) };
}

/** The actor's own goals of a month and their team's (Início's "Minhas metas" card). */
export async function myGoals(db: DbOrTx, actor: Actor, month: string): Promise<GoalProgress[]> {
  const mine = sql`(${goals.sellerId} = ${actor.id}${actor.teamId ? sql` or ${goals.teamId} = ${actor.teamId}` : sql``})`;
  const rows = await db
    .select()
    .from(goals)
    .where(and(eq(goals.month, monthStart(month)), mine))
    .orderBy(sql`${goals.teamId} nulls first`, asc(goals.metric), asc(goals.category));
  return withProgress(db, month, rows);
}
