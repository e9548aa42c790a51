import { and, eq, isNull, lt, sql } from "drizzle-orm";
import type { NextAuthOptions, Session } from "next-auth";
import type { JWT } from "next-auth/jwt";
import { decodeSessionToken } from "./token-decode";
import CredentialsProvider from "next-auth/providers/credentials";
import { getDb, type Db } from "../db/client";
import { users, userSessions } from "../db/schema";
import { mustEnrolTwoFactorSql } from "./two-factor";
import { recordAudit } from "../audit";
import { serverEnv } from "../env";
import { logger } from "../logger";
import { authorizeCredentials } from "./authorize";
import { authSecret } from "./secret";

/** Thrown in the jwt callback: next-auth then clears the cookie and the session is gone. */
class SessionRevoked extends Error {
  constructor(reason: string) {
    super(`session revoked: ${reason}`);
    this.name = "SessionRevoked";
  }
}

/**
 * The user a session token names, re-read: null when gone, inactive, the token version changed, or — for a
 * token that carries a session id — its user_sessions row is ended or missing. Tokens issued before sessions
 * had rows (no sid) are confirmed by the user row alone until they expire.
 *
 * The session row is read by a join in the same statement, and its last_seen_at moved on by a data-modifying
 * CTE of that statement, only when it is over a minute old: no extra round trip per request, and at most one
 * write a minute per session.
 */
export async function currentUser(token: JWT, database?: Db) {
  if (!token.uid) return null;
  const db = database ?? (await getDb());
  const uid = token.uid;
  const sid = token.sid ?? null;
  const columns = { name: users.name, email: users.email, role: users.role, teamId: users.teamId, locale: users.locale, active: users.active, tokenVersion: users.tokenVersion, mustChangePassword: users.mustChangePassword, mustEnrolTwoFactor: mustEnrolTwoFactorSql };
  let row: (Awaited<ReturnType<typeof readUser>>[number] & { sessionFound?: boolean; sessionEnded?: boolean }) | undefined;
  function readUser() {
    return db.select(columns).from(users).where(eq(users.id, uid)).limit(1);
  }
  if (!sid) {
    [row] = await readUser();
  } else {
    const touched = db.$with("touched").as(
      db
        .update(userSessions)
        .set({ lastSeenAt: sql`now()` })
        .where(and(eq(userSessions.id, sid), eq(userSessions.userId, uid), eq(userSessions.tokenVersion, token.tv ?? -1), isNull(userSessions.endedAt), lt(userSessions.lastSeenAt, sql`now() - interval '1 minute'`)))
        .returning({ id: userSessions.id }),
    );
    [row] = await db
      .with(touched)
      .select({ ...columns, sessionFound: sql<boolean>`${userSessions.id} is not null`, sessionEnded: sql<boolean>`${userSessions.endedAt} is not null` })
      .from(users)
      .leftJoin(userSessions, and(eq(userSessions.id, sid), eq(userSessions.userId, users.id)))
      .where(eq(users.id, uid))
      .limit(1);
  }
  if (!row || !row.active || row.tokenVersion !== token.tv) return null;
  if (sid && (!row.sessionFound || row.sessionEnded)) return null;
  return row;
}

/** A new session's row, at sign-in: its id becomes the token's sid. */
export async function openSession(db: Db, user: { id: string; tokenVersion: number }, ip: string, userAgent: string): Promise<string> {
  const [row] = await db
    .insert(userSessions)
    .values({ userId: user.id, tokenVersion: user.tokenVersion, ip, userAgent: userAgent.slice(0, 512) })
    .returning({ id: userSessions.id });
  return row!.id;
}

/** session.user as the app reads it, from a token's claims. */
export function sessionUserOf(token: JWT): Session["user"] | null {
  if (!token.uid || !token.role) return null;
  return {
    id: token.uid,
    name: token.name ?? "",
    email: token.email ?? "",
    role: token.role,
    teamId: token.teamId ?? null,
    locale: token.locale ?? "pt-BR",
    mustChangePassword: token.mcp ?? false,
    mustEnrolTwoFactor: token.m2f ?? false,
  };
}

/**
 * next-auth configuration. `ip` is known only inside the /api/auth handler; elsewhere
 * (getServerSession) sign-in never happens, so it is not needed; the same holds for `userAgent` (the session row).
 */
export function buildAuthOptions(ip = "unknown", userAgent = ""): NextAuthOptions {
  const env = serverEnv();
  return {
    secret: authSecret(),
    session: { strategy: "jwt", maxAge: Math.round(env.SESSION_MAX_AGE_HOURS * 3600), updateAge: 0 },
    jwt: { decode: decodeSessionToken },
    pages: { signIn: "/login", error: "/auth/error" },
    providers: [
      CredentialsProvider({
        id: "credentials",
        name: "E-mail e senha",
        credentials: {
          email: { label: "E-mail", type: "email" },
          password: { label: "Senha", type: "password" },
          totp: { label: "Código de verificação", type: "text" },
        },
        async authorize(credentials) {
          const user = await authorizeCredentials(await getDb(), credentials, ip);
          return user;
        },
      }),
    ],
    callbacks: {
      async jwt({ token, user }) {
        if (user) {
          const sid = await openSession(await getDb(), user, ip, userAgent);
          return { ...token, sub: user.id, uid: user.id, sid, tv: user.tokenVersion, role: user.role, teamId: user.teamId, locale: user.locale, mcp: user.mustChangePassword, m2f: user.mustEnrolTwoFactor };
        }
        // Every later read re-checks the user: deactivation or a password change (a new
        // token version) ends the session, and role/team/name/locale changes apply at once.
        const row = await currentUser(token);
        if (!row) throw new SessionRevoked("inactive or new token version");
        return { ...token, name: row.name, email: row.email, role: row.role, teamId: row.teamId, locale: row.locale, mcp: row.mustChangePassword, m2f: row.mustEnrolTwoFactor };
      },
      async session({ session, token }) {
        const user = sessionUserOf(token);
        if (user) session.user = user;
        if (token.sid) session.sessionId = token.sid;
        return session;
      },
    } as NextAuthOptions["callbacks"],
    events: {
      // "Saiu do sistema" in the audit log. A failure here must not keep anyone signed in: it is only logged.
      async signOut({ token }) {
        const uid = (token as JWT | null)?.uid;
        if (!uid) return;
        try {
          await recordAudit(await getDb(), { userId: uid, ip }, { action: "auth.signout", entity: "user", entityId: uid });
        } catch (err) {
          logger.error({ err }, "sign-out audit failed");
        }
      },
    },
    logger: {
      error(code, metadata) {
        const revoked = metadata instanceof Error ? metadata.name === "SessionRevoked" : (metadata as { error?: Error })?.error?.name === "SessionRevoked";
        if (revoked) logger.info({ event: "session_revoked" }, "session ended");
        else logger.error({ code, metadata }, "next-auth error");
      },
      warn(code) {
        logger.warn({ code }, "next-auth warning");
      },
      debug(code, metadata) {
        logger.debug({ code, metadata }, "next-auth debug");
      },
    },
  };
}
