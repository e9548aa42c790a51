import { and, asc, eq, inArray, type SQL } from "drizzle-orm";
import type { Actor } from "~/server/actor";
import type { Db } from "~/server/db/client";
import { leadOptions, partners, teams, users } from "~/server/db/schema";
import { optionLabel, optionLabelsFor } from "~/features/leads/server/lead-options.service";

/**
 * What the Relatórios filters offer, within the actor's scope: a Vendedor filters by nothing but their own data
 * (their team, themselves), a Gestor by their team and its people, Financeiro and Administrador by everyone.
 * The reports scope their queries anyway; this keeps other people's names out of the selects.
 */
export async function reportOptions(db: Db, actor: Actor) {
  const all = actor.role === "admin" || actor.role === "finance";
  const teamWhere: SQL | undefined = all ? undefined : actor.teamId ? eq(teams.id, actor.teamId) : eq(teams.id, "00000000-0000-0000-0000-000000000000");
  const sellerWhere: SQL | undefined = all
    ? inArray(users.role, ["seller", "manager"])
    : actor.role === "manager" && actor.teamId
      ? and(eq(users.teamId, actor.teamId), inArray(users.role, ["seller", "manager"]))
      : eq(users.id, actor.id);
  const [teamRows, sellerRows, partnerRows, sourceRows, labels] = await Promise.all([
    db.select({ id: teams.id, name: teams.name }).from(teams).where(teamWhere).orderBy(asc(teams.name)),
    db.select({ id: users.id, name: users.name, teamId: users.teamId, active: users.active }).from(users).where(sellerWhere).orderBy(asc(users.name)),
    db.select({ id: partners.id, name: partners.name }).from(partners).orderBy(asc(partners.name)),
    db.select({ label: leadOptions.label }).from(leadOptions).where(eq(leadOptions.kind, "source")).orderBy(asc(leadOptions.position), asc(leadOptions.label)),
    optionLabelsFor(db, actor.locale),
  ]);
  return {
    teams: teamRows,
    sellers: sellerRows,
    partners: partnerRows,
    sources: sourceRows.map((s) => ({ value: s.label, label: optionLabel(labels, "source", s.label) })),
  };
}
