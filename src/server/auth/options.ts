import { eq } from "drizzle-orm";
import type { NextAuthOptions, Session } from "next-auth";
import type { JWT } from "next-auth/jwt";
import { decodeSessionToken } from "./token-decode";
import CredentialsProvider from "next-auth/providers/credentials";
import { getDb, type Db } from "../db/client";
import { users } from "../db/schema";
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

/** The user a session token names, re-read: null when gone, inactive, or the token version changed. */
export async function currentUser(token: JWT, database?: Db) {
  if (!token.uid) return null;
  const db = database ?? (await getDb());
  const [row] = await db
    .select({ name: users.name, email: users.email, role: users.role, teamId: users.teamId, locale: users.locale, active: users.active, tokenVersion: users.tokenVersion, mustChangePassword: users.mustChangePassword, mustEnrolTwoFactor: mustEnrolTwoFactorSql })
    .from(users)
    .where(eq(users.id, token.uid))
    .limit(1);
  if (!row || !row.active || row.tokenVersion !== token.tv) return null;
  return row;
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
 * (getServerSession) sign-in never happens, so it is not needed.
 */
export function buildAuthOptions(ip = "unknown"): NextAuthOptions {
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
          return { ...token, sub: user.id, uid: user.id, tv: user.tokenVersion, role: user.role, teamId: user.teamId, locale: user.locale, mcp: user.mustChangePassword, m2f: user.mustEnrolTwoFactor };
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
