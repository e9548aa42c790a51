import { and, eq, inArray, isNull, or, sql, type SQL } from "drizzle-orm";
import { customerScope } from "~/features/customers/server/customers.policy";
import { leadScope } from "~/features/leads/server/leads.policy";
import { saleScope } from "~/features/sales/server/sales.policy";
import type { Actor } from "~/server/actor";
import type { DbOrTx } from "~/server/db/client";
import { customers, leads, sales, tasks, users } from "~/server/db/schema";

/**
 * Which tasks an actor sees, as a WHERE clause inside every query: the tasks on records they can see (the
 * leads, customers and sales policies, reused as subqueries) plus the tasks assigned to them; a Gestor also
 * every task assigned to their team; the Administrador all. Financeiro has no tasks.
 *
 * `edit`: a Vendedor may change the tasks on their own leads, not on the team pool's leads they only see.
 */
export function taskScope(db: DbOrTx, actor: Actor, mode: "see" | "edit" = "see"): SQL | undefined {
  if (actor.role === "admin") return undefined;
  if (actor.role === "finance") return sql`false`;
  const leadsScope = mode === "edit" && actor.role === "seller" ? eq(leads.ownerId, actor.id) : leadScope(db, actor);
  const visibleLeads = db.select({ id: leads.id }).from(leads).where(and(isNull(leads.deletedAt), leadsScope));
  const visibleCustomers = db.select({ id: customers.id }).from(customers).where(and(isNull(customers.deletedAt), customerScope(db, actor)));
  const visibleSales = db.select({ id: sales.id }).from(sales).where(and(isNull(sales.deletedAt), saleScope(db, actor)));
  const team = actor.role === "manager" && actor.teamId ? inArray(tasks.assigneeId, db.select({ id: users.id }).from(users).where(eq(users.teamId, actor.teamId))) : undefined;
  return or(
    eq(tasks.assigneeId, actor.id),
    mode === "edit" ? eq(tasks.createdById, actor.id) : undefined,
    team,
    inArray(tasks.leadId, visibleLeads),
    inArray(tasks.customerId, visibleCustomers),
    inArray(tasks.saleId, visibleSales),
  );
}

/** Who a task may be assigned to: a Vendedor themselves, a Gestor their team, the Administrador anyone active. */
export function assignableScope(actor: Actor): SQL | undefined {
  if (actor.role === "admin") return eq(users.active, true);
  if (actor.role === "manager" && actor.teamId) return and(eq(users.active, true), or(eq(users.teamId, actor.teamId), eq(users.id, actor.id)));
  return eq(users.id, actor.id);
}
