import { and, asc, eq, inArray } from "drizzle-orm";
import type { Actor } from "~/server/actor";
import type { DbOrTx } from "~/server/db/client";
import { goals, teams, users } from "~/server/db/schema";
import { monthStart } from "~/features/commissions/engine/months";
import { achievedBy, attainmentPct, monthFigures } from "./goal-figures";
import { rankedSellers } from "./goals.policy";
import type { RankingInput } from "../goals.schemas";

export interface RankingRow {
  rank: number;
  userId: string;
  name: string;
  teamName: string | null;
  /** Sales activated in the month, their base amount at activation, the accrued commission (centavos). */
  sales: bigint;
  baseAmount: bigint;
  commission: bigint;
  goals: number;
  reached: number;
  /** The mean attainment of the seller's own goals (percent), null without goals. */
  attainment: number | null;
}

/**
 * The month's ranking of sellers: each one's figures and the mean attainment of their own goals, best first
 * (sellers without goals after, by base amount). A Gestor ranks their team, Administrador and Financeiro every
 * seller (or one team's), a Vendedor sees only their own line. Also the per-seller goal % of Início's team table.
 */
export async function goalRanking(db: DbOrTx, actor: Actor, input: RankingInput): Promise<RankingRow[]> {
  const people = await db
    .select({ id: users.id, name: users.name, teamName: teams.name })
    .from(users)
    .leftJoin(teams, eq(teams.id, users.teamId))
    .where(and(rankedSellers(actor, input.teamId), eq(users.active, true)))
    .orderBy(asc(users.name));
  if (people.length === 0) return [];
  const ids = people.map((p) => p.id);
  const own = await db
    .select()
    .from(goals)
    .where(and(eq(goals.month, monthStart(input.month)), inArray(goals.sellerId, ids)));
  const figures = await monthFigures(db, ids, input.month, new Set(own.flatMap((g) => (g.metric === "commission" && g.category ? [g.category] : []))));
  const rows = people.map((p) => {
    const mine = own.filter((g) => g.sellerId === p.id);
    const pcts = mine.map((g) => ({ pct: attainmentPct(achievedBy(figures, [p.id], g.metric, g.category), g.target), reached: achievedBy(figures, [p.id], g.metric, g.category) >= g.target }));
    return {
      userId: p.id,
      name: p.name,
      teamName: p.teamName,
      sales: achievedBy(figures, [p.id], "sales_count", null),
      baseAmount: achievedBy(figures, [p.id], "base_amount", null),
      commission: achievedBy(figures, [p.id], "commission", null),
      goals: mine.length,
      reached: pcts.filter((x) => x.reached).length,
      attainment: pcts.length ? Math.round((pcts.reduce((s, x) => s + x.pct, 0) / pcts.length) * 10) / 10 : null,
    };
  });
  rows.sort((a, b) => {
    if (a.attainment !== b.attainment) return (b.attainment ?? -Infinity) - (a.attainment ?? -Infinity);
    return a.baseAmount === b.baseAmount ? a.name.localeCompare(b.name) : a.baseAmount > b.baseAmount ? -1 : 1;
  });
  return rows.map((r, i) => ({ rank: i + 1, ...r }));
}
