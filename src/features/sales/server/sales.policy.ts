import { eq, inArray, or, type SQL } from "drizzle-orm";
import type { Actor } from "~/server/actor";
import type { DbOrTx } from "~/server/db/client";
import { sales, users } from "~/server/db/schema";

/**
 * Which sales an actor sees: Vendedor where they are seller, pre-sales or referrer; Gestor
 * where any of those is in the team; Administrador and Financeiro all.
 */
export function saleScope(db: DbOrTx, actor: Actor): SQL | undefined {
  if (actor.role === "admin" || actor.role === "finance") return undefined;
  if (actor.role === "manager" && actor.teamId) {
    const team = db.select({ id: users.id }).from(users).where(eq(users.teamId, actor.teamId));
    return or(inArray(sales.sellerId, team), inArray(sales.presalesId, team), inArray(sales.referrerId, team));
  }
  return or(eq(sales.sellerId, actor.id), eq(sales.presalesId, actor.id), eq(sales.referrerId, actor.id));
}
