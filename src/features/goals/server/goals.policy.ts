import { and, eq, inArray, or, type SQL } from "drizzle-orm";
import type { Actor } from "~/server/actor";
import type { DbOrTx } from "~/server/db/client";
import { goals, users } from "~/server/db/schema";

const NO_TEAM = "00000000-0000-0000-0000-000000000000";

/**
 * Which goals an actor reads: Administrador and Financeiro all; a Gestor their team's and its sellers';
 * a Vendedor their own and their team's (the goal they share).
 */
export function goalScope(db: DbOrTx, actor: Actor): SQL | undefined {
  if (actor.role === "admin" || actor.role === "finance") return undefined;
  const teamId = actor.teamId ?? NO_TEAM;
  if (actor.role === "manager") {
    return or(eq(goals.teamId, teamId), inArray(goals.sellerId, db.select({ id: users.id }).from(users).where(eq(users.teamId, teamId))));
  }
  return or(eq(goals.sellerId, actor.id), eq(goals.teamId, teamId));
}

/** Which sellers an actor ranks: all (optionally one team), a Gestor their team's, a Vendedor only themself. */
export function rankedSellers(actor: Actor, teamId: string | null | undefined): SQL {
  const sellers = eq(users.role, "seller");
  if (actor.role === "admin" || actor.role === "finance") return and(sellers, teamId ? eq(users.teamId, teamId) : undefined)!;
  if (actor.role === "manager") return and(sellers, eq(users.teamId, actor.teamId ?? NO_TEAM))!;
  return eq(users.id, actor.id);
}
