import { and, eq, inArray, isNull, or, sql, type SQL } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type { Actor } from "~/server/actor";
import type { DbOrTx } from "~/server/db/client";
import { leads, teams } from "~/server/db/schema";

/**
 * Which leads an actor may see, as a WHERE clause applied inside every query: Vendedor their own (plus the
 * team's unassigned pool when the team allows picking from it), Gestor their team's, Administrador all,
 * Financeiro none. `columns`: the owner and team columns to apply it to (leads', or lead_status_counts').
 */
export function leadScope(db: DbOrTx, actor: Actor, columns: { ownerId: AnyPgColumn; teamId: AnyPgColumn } = leads): SQL | undefined {
  const { ownerId, teamId } = columns;
  if (actor.role === "admin") return undefined;
  if (actor.role === "finance") return sql`false`;
  // leads.team_id always follows the owner's team (set on create, assign, import, and when a user changes
  // team: followOwnerTeam), so the team column alone answers "my team's leads", the Gestor's own included.
  // A single condition matters: with an OR the capped kanban counts became bitmap scans of the whole team
  // (435 ms at 1M leads) instead of index ranges on leads_team_status_idx that stop at 10 001.
  if (actor.role === "manager" && actor.teamId) return eq(teamId, actor.teamId);
  if (!actor.teamId) return eq(ownerId, actor.id);
  const poolOpen = db.select({ id: teams.id }).from(teams).where(and(eq(teams.id, actor.teamId), eq(teams.leadPool, true)));
  return or(eq(ownerId, actor.id), and(isNull(ownerId), eq(teamId, actor.teamId), inArray(teamId, poolOpen)));
}

/**
 * The actor's own leads, within their scope: for every role that sees leads the owner's leads are a subset of
 * leadScope (a Gestor's own leads carry the team, see above). One condition, not "scope AND owner": the OR of
 * a seller's scope turned Hoje's capped counts into bitmap scans with heap fetches instead of index-only
 * ranges of the owner's indexes.
 */
export function ownLeadScope(actor: Actor, columns: { ownerId: AnyPgColumn } = leads): SQL {
  if (actor.role === "finance") return sql`false`;
  return eq(columns.ownerId, actor.id);
}

/** Who may edit a lead they can see: its owner, the team's Gestor, the Administrador; a pool lead only by taking it. */
export function mayEditLead(actor: Actor, lead: { ownerId: string | null; teamId: string | null }, ownerTeamId: string | null): boolean {
  if (actor.role === "admin") return true;
  if (actor.role === "manager") return lead.ownerId === actor.id || (actor.teamId !== null && (lead.teamId === actor.teamId || ownerTeamId === actor.teamId));
  if (actor.role === "seller") return lead.ownerId === actor.id;
  return false;
}
