import { and, asc, eq, gt, ilike, or, sql, type SQL } from "drizzle-orm";
import { auditActor, type Actor } from "~/server/actor";
import { diffFields, recordAudit } from "~/server/audit";
import { generateTemporaryPassword, hashPassword } from "~/server/auth/password";
import type { DbOrTx, Db } from "~/server/db/client";
import { teams, userTwoFactor, users } from "~/server/db/schema";
import { versionedUpdate } from "~/server/db/versioned-update";
import { badInput, forbidden, notFound } from "~/server/errors";
import type { UserCreateInput, UsersListInput, UserUpdateInput } from "../users.schemas";
import { followOwnerTeam } from "~/features/leads/server/leads-assign.service";
import { endAllSessions } from "./sessions.service";

/** What the API ever returns about a user: never the hash or the token version. */
export const publicUserColumns = {
  id: users.id,
  name: users.name,
  email: users.email,
  role: users.role,
  teamId: users.teamId,
  teamName: teams.name,
  locale: users.locale,
  active: users.active,
  mustChangePassword: users.mustChangePassword,
  version: users.version,
  createdAt: users.createdAt,
  updatedAt: users.updatedAt,
};

export type PublicUser = {
  id: string;
  name: string;
  email: string;
  role: (typeof users.$inferSelect)["role"];
  teamId: string | null;
  teamName: string | null;
  locale: (typeof users.$inferSelect)["locale"];
  active: boolean;
  mustChangePassword: boolean;
  version: number;
  createdAt: Date;
  updatedAt: Date;
};

export async function getUser(db: DbOrTx, id: string): Promise<PublicUser> {
  const [row] = await db.select(publicUserColumns).from(users).leftJoin(teams, eq(teams.id, users.teamId)).where(eq(users.id, id)).limit(1);
  if (!row) throw notFound("Usuário não encontrado.");
  return row;
}

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** A row of Configurações › Usuários: whether two-step verification is on tells the Administrador a reset can help. */
export type UserListRow = PublicUser & { twoFactor: boolean };

export async function listUsers(db: Db, input: UsersListInput): Promise<{ items: UserListRow[]; nextCursor: { name: string; id: string } | null }> {
  const where: (SQL | undefined)[] = [];
  if (input.search) {
    const pattern = `%${escapeLike(input.search)}%`;
    where.push(or(sql`f_unaccent(${users.name}) ilike f_unaccent(${pattern})`, ilike(users.email, pattern)));
  }
  if (input.role) where.push(eq(users.role, input.role));
  if (input.teamId) where.push(eq(users.teamId, input.teamId));
  if (input.active !== undefined) where.push(eq(users.active, input.active));
  if (input.cursor) {
    where.push(or(gt(users.name, input.cursor.name), and(eq(users.name, input.cursor.name), gt(users.id, input.cursor.id))));
  }
  const rows = await db
    .select({ ...publicUserColumns, twoFactor: sql<boolean>`exists (select 1 from ${userTwoFactor} where ${userTwoFactor.userId} = ${users.id})` })
    .from(users)
    .leftJoin(teams, eq(teams.id, users.teamId))
    .where(and(...where))
    .orderBy(asc(users.name), asc(users.id))
    .limit(input.limit + 1);
  const items = rows.slice(0, input.limit);
  const last = items[items.length - 1];
  return { items, nextCursor: rows.length > input.limit && last ? { name: last.name, id: last.id } : null };
}

async function assertTeamExists(db: DbOrTx, teamId: string | null | undefined): Promise<void> {
  if (!teamId) return;
  const [team] = await db.select({ id: teams.id }).from(teams).where(eq(teams.id, teamId)).limit(1);
  if (!team) throw badInput("teamId", "Equipe não encontrada.");
}

export async function createUser(db: Db, actor: Actor, input: UserCreateInput): Promise<{ user: PublicUser; temporaryPassword: string }> {
  const temporaryPassword = generateTemporaryPassword();
  const passwordHash = await hashPassword(temporaryPassword);
  const user = await db.transaction(async (tx) => {
    await assertTeamExists(tx, input.teamId);
    const [created] = await tx
      .insert(users)
      .values({ ...input, passwordHash, mustChangePassword: true })
      .returning({ id: users.id });
    const user = await getUser(tx, created!.id);
    await recordAudit(tx, auditActor(actor), { action: "user.create", entity: "user", entityId: user.id, after: user });
    return user;
  });
  return { user, temporaryPassword };
}

export async function updateUser(db: Db, actor: Actor, input: UserUpdateInput): Promise<PublicUser> {
  if (input.id === actor.id && input.role !== undefined && input.role !== "admin" && actor.role === "admin") {
    throw forbidden("Você não pode remover seu próprio perfil de Administrador.");
  }
  if (input.id === actor.id && input.active === false) {
    throw forbidden("Você não pode desativar o seu próprio usuário.");
  }
  return db.transaction(async (tx) => {
    const before = await getUser(tx, input.id);
    await assertTeamExists(tx, input.teamId);
    const { id, version, ...changes } = input;
    // Deactivation ends the user's open sessions through the token version.
    const endSessions = changes.active === false && before.active;
    await versionedUpdate(tx, users, id, version, {
      ...changes,
      ...(endSessions ? { tokenVersion: sql`${users.tokenVersion} + 1` } : {}),
    });
    const after = await getUser(tx, id);
    if (after.teamId !== before.teamId) await followOwnerTeam(tx, id, after.teamId);
    const diff = diffFields(before, after);
    await recordAudit(tx, auditActor(actor), { action: "user.update", entity: "user", entityId: id, ...diff });
    return after;
  });
}

/** Ends every session of a user at once (a lost laptop, a departure). Audited. */
export async function endUserSessions(db: Db, actor: Actor, id: string): Promise<{ ok: true }> {
  await db.transaction(async (tx) => {
    const ended = await endAllSessions(tx, id);
    if (ended === null) throw notFound("Usuário não encontrado.");
    await recordAudit(tx, auditActor(actor), { action: "user.end_sessions", entity: "user", entityId: id, after: { sessions: ended } });
  });
  return { ok: true };
}

export async function resetUserPassword(db: Db, actor: Actor, id: string): Promise<{ temporaryPassword: string }> {
  const temporaryPassword = generateTemporaryPassword();
  const passwordHash = await hashPassword(temporaryPassword);
  await db.transaction(async (tx) => {
    const rows = await tx
      .update(users)
      .set({
        passwordHash,
        mustChangePassword: true,
        passwordChangedAt: sql`now()`,
        tokenVersion: sql`${users.tokenVersion} + 1`,
        version: sql`${users.version} + 1`,
        updatedAt: sql`now()`,
      })
      .where(eq(users.id, id))
      .returning({ id: users.id });
    if (!rows.length) throw notFound("Usuário não encontrado.");
    await recordAudit(tx, auditActor(actor), { action: "user.reset_password", entity: "user", entityId: id });
  });
  return { temporaryPassword };
}
