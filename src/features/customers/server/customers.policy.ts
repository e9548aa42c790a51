import { eq, inArray, or, type SQL, type SQLWrapper } from "drizzle-orm";
import type { Actor } from "~/server/actor";
import type { DbOrTx } from "~/server/db/client";
import { customers, users } from "~/server/db/schema";

/**
 * Which customers an actor may see, as a WHERE clause applied inside every query:
 * Vendedor their own, Gestor their team's, Administrador and Financeiro all. `owner` is the customer's owner as
 * the query reaches it (the column by default; a lookup from another table's row).
 */
export function customerScope(db: DbOrTx, actor: Actor, owner: SQLWrapper = customers.ownerId): SQL | undefined {
  if (actor.role === "admin" || actor.role === "finance") return undefined;
  if (actor.role === "manager" && actor.teamId) {
    const team = db.select({ id: users.id }).from(users).where(eq(users.teamId, actor.teamId));
    return or(inArray(owner, team), eq(owner, actor.id));
  }
  return eq(owner, actor.id);
}

/** Who may edit a customer they can see (and so see its full CPF). */
export function mayEditCustomer(actor: Actor, customer: { ownerId: string }, ownerTeamId: string | null): boolean {
  if (actor.role === "admin") return true;
  if (actor.role === "manager") return customer.ownerId === actor.id || (actor.teamId !== null && ownerTeamId === actor.teamId);
  if (actor.role === "seller") return customer.ownerId === actor.id;
  return false;
}
