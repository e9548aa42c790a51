import { and, desc, eq, gt, isNull, ne, sql } from "drizzle-orm";
import { auditActor, type Actor } from "~/server/actor";
import { recordAudit } from "~/server/audit";
import type { Db, DbOrTx } from "~/server/db/client";
import { users, userSessions } from "~/server/db/schema";
import { serverEnv } from "~/server/env";
import { notFound } from "~/server/errors";
import { deviceLabel } from "~/lib/device-label";

export interface SessionItem {
  id: string;
  /** "Chrome · Windows", or null when the browser sent nothing recognisable. */
  device: string | null;
  ip: string;
  createdAt: Date;
  lastSeenAt: Date;
  current: boolean;
}

/**
 * A user's sessions still alive: not ended, from the user's present token version (a password change or a
 * deactivation ended the older ones), and used within the session lifetime (a token expires that long after
 * its last re-issue, so an older one is gone even if never signed out).
 */
function alive(userId: string) {
  const hours = serverEnv().SESSION_MAX_AGE_HOURS;
  return and(
    eq(userSessions.userId, userId),
    isNull(userSessions.endedAt),
    eq(userSessions.tokenVersion, sql`(select ${users.tokenVersion} from ${users} where ${users.id} = ${userId})`),
    gt(userSessions.lastSeenAt, sql`now() - make_interval(secs => ${hours * 3600})`),
  );
}

/** The caller's own live sessions, newest activity first; `currentId` is the one making the request. */
export async function listMySessions(db: Db, actor: Actor, currentId: string | null): Promise<SessionItem[]> {
  const rows = await db
    .select({ id: userSessions.id, userAgent: userSessions.userAgent, ip: userSessions.ip, createdAt: userSessions.createdAt, lastSeenAt: userSessions.lastSeenAt })
    .from(userSessions)
    .where(alive(actor.id))
    .orderBy(desc(userSessions.lastSeenAt))
    .limit(100);
  return rows.map(({ userAgent, ...row }) => ({ ...row, device: deviceLabel(userAgent), current: row.id === currentId }));
}

/** Ends one of the caller's own sessions; `current` tells the screen to sign out (it was this one). */
export async function endMySession(db: Db, actor: Actor, id: string, currentId: string | null): Promise<{ ok: true; current: boolean }> {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .update(userSessions)
      .set({ endedAt: sql`now()` })
      .where(and(eq(userSessions.id, id), eq(userSessions.userId, actor.id), isNull(userSessions.endedAt)))
      .returning({ userAgent: userSessions.userAgent, ip: userSessions.ip });
    // Someone else's session reads as missing: its existence is none of the caller's business.
    if (!row) throw notFound("Sessão não encontrada ou já encerrada.");
    await recordAudit(tx, auditActor(actor), { action: "user.end_session", entity: "user", entityId: actor.id, after: { device: deviceLabel(row.userAgent) ?? "—", ip: row.ip } });
  });
  return { ok: true, current: id === currentId };
}

/** Ends every session of the caller but this one (a token without a session id keeps none: all end). */
export async function endMyOtherSessions(db: Db, actor: Actor, currentId: string | null): Promise<{ ended: number }> {
  return db.transaction(async (tx) => {
    const ended = await endRows(tx, actor.id, currentId);
    // Nothing ended, nothing to record (a repeated click, or no other session open).
    if (ended > 0) await recordAudit(tx, auditActor(actor), { action: "user.end_other_sessions", entity: "user", entityId: actor.id, after: { sessions: ended } });
    return { ended };
  });
}

/**
 * Ends every session of a user at once: the token version moves on, so every token carrying the old one is
 * refused at its next request (options.ts currentUser), and the open rows are marked ended for the user's list.
 * How many were open, or null when there is no such user.
 */
export async function endAllSessions(db: DbOrTx, userId: string): Promise<number | null> {
  const rows = await db
    .update(users)
    .set({ tokenVersion: sql`${users.tokenVersion} + 1` })
    .where(eq(users.id, userId))
    .returning({ id: users.id });
  return rows.length ? endRows(db, userId) : null;
}

/** Marks a user's open session rows ended (all, or all but `exceptId`); how many were open. */
export async function endRows(db: DbOrTx, userId: string, exceptId: string | null = null): Promise<number> {
  const rows = await db
    .update(userSessions)
    .set({ endedAt: sql`now()` })
    .where(and(eq(userSessions.userId, userId), isNull(userSessions.endedAt), exceptId ? ne(userSessions.id, exceptId) : undefined))
    .returning({ id: userSessions.id });
  return rows.length;
}
