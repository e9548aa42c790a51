import { asc, eq, sql } from "drizzle-orm";
import { auditActor, type Actor } from "~/server/actor";
import { diffFields, recordAudit } from "~/server/audit";
import type { Db, DbOrTx } from "~/server/db/client";
import { teams, users } from "~/server/db/schema";
import { versionedUpdate } from "~/server/db/versioned-update";
import { badInput, notFound } from "~/server/errors";
import type { TeamCreateInput, TeamUpdateInput } from "../users.schemas";

const teamColumns = {
  id: teams.id,
  name: teams.name,
  managerId: teams.managerId,
  managerName: users.name,
  version: teams.version,
  createdAt: teams.createdAt,
  updatedAt: teams.updatedAt,
  memberCount: sql<number>`(select count(*)::int from ${users} m where m.team_id = ${teams.id})`,
};

export type Team = {
  id: string;
  name: string;
  managerId: string | null;
  managerName: string | null;
  version: number;
  createdAt: Date;
  updatedAt: Date;
  memberCount: number;
};

export async function listTeams(db: DbOrTx): Promise<Team[]> {
  return db.select(teamColumns).from(teams).leftJoin(users, eq(users.id, teams.managerId)).orderBy(asc(teams.name));
}

export async function getTeam(db: DbOrTx, id: string): Promise<Team> {
  const [row] = await db.select(teamColumns).from(teams).leftJoin(users, eq(users.id, teams.managerId)).where(eq(teams.id, id)).limit(1);
  if (!row) throw notFound("Equipe não encontrada.");
  return row;
}

/** A team's manager must be an active Gestor (or Administrador). */
async function assertManager(db: DbOrTx, managerId: string | null | undefined): Promise<void> {
  if (!managerId) return;
  const [m] = await db.select({ role: users.role, active: users.active }).from(users).where(eq(users.id, managerId)).limit(1);
  if (!m || !m.active) throw badInput("managerId", "Gestor não encontrado ou inativo.");
  if (m.role !== "manager" && m.role !== "admin") throw badInput("managerId", "O gestor da equipe precisa ter o perfil Gestor ou Administrador.");
}

export async function createTeam(db: Db, actor: Actor, input: TeamCreateInput): Promise<Team> {
  return db.transaction(async (tx) => {
    await assertManager(tx, input.managerId);
    const [created] = await tx.insert(teams).values(input).returning({ id: teams.id });
    const team = await getTeam(tx, created!.id);
    await recordAudit(tx, auditActor(actor), { action: "team.create", entity: "team", entityId: team.id, after: team });
    return team;
  });
}

export async function updateTeam(db: Db, actor: Actor, input: TeamUpdateInput): Promise<Team> {
  return db.transaction(async (tx) => {
    const before = await getTeam(tx, input.id);
    await assertManager(tx, input.managerId);
    const { id, version, ...changes } = input;
    await versionedUpdate(tx, teams, id, version, changes);
    const after = await getTeam(tx, id);
    await recordAudit(tx, auditActor(actor), { action: "team.update", entity: "team", entityId: id, ...diffFields(before, after) });
    return after;
  });
}
