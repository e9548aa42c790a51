import { and, eq, inArray, type SQL } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type { Actor } from "~/server/actor";
import type { DbOrTx } from "~/server/db/client";
import { commissionEntries, users } from "~/server/db/schema";
import { notFound } from "~/server/errors";

/**
 * Whose commission entries an actor reads: Vendedor only their own lines; Gestor their team's people;
 * Administrador and Financeiro everything (partner and office lines included). `userColumn`: the same scope over
 * a table keyed by the entries' person (the reports' commission_report_months).
 */
export function entryScope(db: DbOrTx, actor: Actor, userColumn: AnyPgColumn = commissionEntries.userId): SQL | undefined {
  if (actor.role === "admin" || actor.role === "finance") return undefined;
  if (actor.role === "manager" && actor.teamId) {
    return inArray(userColumn, db.select({ id: users.id }).from(users).where(eq(users.teamId, actor.teamId)));
  }
  return eq(userColumn, actor.id);
}

/**
 * The person whose commissions are asked for, when the actor may see them. Anyone else is NOT_FOUND, the same
 * answer as for an unknown id, so a Vendedor learns nothing about other people.
 */
export async function visiblePerson(db: DbOrTx, actor: Actor, userId: string | null | undefined): Promise<string> {
  const id = userId ?? actor.id;
  if (id === actor.id) return id;
  if (actor.role === "seller") throw notFound("Pessoa não encontrada.");
  const [person] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, id), actor.role === "manager" ? eq(users.teamId, actor.teamId ?? "00000000-0000-0000-0000-000000000000") : undefined))
    .limit(1);
  if (!person) throw notFound("Pessoa não encontrada.");
  return id;
}
