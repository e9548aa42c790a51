import { and, asc, eq, sql, type SQL } from "drizzle-orm";
import { auditActor, type Actor } from "~/server/actor";
import { diffFields, recordAudit } from "~/server/audit";
import type { Db, DbOrTx } from "~/server/db/client";
import { teams, users } from "~/server/db/schema";
import { versionedUpdate } from "~/server/db/versioned-update";
import { forbidden, notFound } from "~/server/errors";
import { can } from "~/lib/permissions";
import type { TeamLeadSettingsInput } from "../users.schemas";

export interface TeamLeadSettings {
  id: string;
  name: string;
  version: number;
  leadPool: boolean;
  roundRobin: boolean;
  /** Who the round-robin deals to, so the screen can say it would deal to nobody. */
  activeSellers: number;
}

const columns = {
  id: teams.id,
  name: teams.name,
  version: teams.version,
  leadPool: teams.leadPool,
  roundRobin: teams.roundRobin,
  // Written qualified: without a join Drizzle renders ${teams.id} bare, which the subquery would read as s.id.
  activeSellers: sql<number>`(select count(*)::int from ${users} s where s.team_id = "teams"."id" and s.role = 'seller' and s.active)`,
};

/**
 * The teams whose lead distribution the actor may set: every team for the Administrador; for a Gestor the
 * team they belong to, the one whose leads, customers and sales they see (being a team's designated manager
 * without belonging to it grants nothing, so nobody configures leads they cannot see). Anyone else: none
 * (the procedure already refused them; this keeps a direct service call just as safe).
 */
function configurableTeams(actor: Actor): SQL | undefined {
  if (!can(actor.role, "teams.leads")) throw forbidden();
  if (actor.role === "admin") return undefined;
  return actor.teamId ? eq(teams.id, actor.teamId) : sql`false`;
}

export async function listLeadTeams(db: DbOrTx, actor: Actor): Promise<TeamLeadSettings[]> {
  return db.select(columns).from(teams).where(configurableTeams(actor)).orderBy(asc(teams.name));
}

async function getLeadTeam(db: DbOrTx, scope: SQL | undefined, id: string): Promise<TeamLeadSettings> {
  const [row] = await db.select(columns).from(teams).where(and(eq(teams.id, id), scope)).limit(1);
  if (!row) throw notFound("Equipe não encontrada.");
  return row;
}

/** Opens or closes the team's pool and turns its round-robin on or off; a team out of scope is NOT_FOUND. */
export async function updateTeamLeadSettings(db: Db, actor: Actor, input: TeamLeadSettingsInput): Promise<TeamLeadSettings> {
  const scope = configurableTeams(actor);
  return db.transaction(async (tx) => {
    const before = await getLeadTeam(tx, scope, input.id);
    const changes = {
      ...(input.leadPool !== undefined ? { leadPool: input.leadPool } : {}),
      ...(input.roundRobin !== undefined ? { roundRobin: input.roundRobin } : {}),
    };
    await versionedUpdate(tx, teams, input.id, input.version, changes, scope);
    const after = await getLeadTeam(tx, scope, input.id);
    const diff = diffFields({ leadPool: before.leadPool, roundRobin: before.roundRobin }, { leadPool: after.leadPool, roundRobin: after.roundRobin });
    await recordAudit(tx, auditActor(actor), { action: "team.leadSettings", entity: "team", entityId: input.id, ...diff });
    return after;
  });
}
