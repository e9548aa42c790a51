import { eq } from "drizzle-orm";
import type { NextAuthOptions } from "next-auth";
import CredentialsProvider from "next-auth/providers/credentials";
import { getDb } from "../db/client";
import { users } from "../db/schema";
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
 * next-auth configuration. `ip` is known only inside the /api/auth handler; elsewhere
 * (getServerSession) sign-in never happens, so it is not needed.
 */
export function buildAuthOptions(ip = "unknown"): NextAuthOptions {
  const env = serverEnv();
  return {
    secret: authSecret(),
    session: { strategy: "jwt", maxAge: Math.round(env.SESSION_MAX_AGE_HOURS * 3600), updateAge: 0 },
    pages: { signIn: "/login", error: "/auth/error" },
    providers: [
      CredentialsProvider({
        id: "credentials",
        name: "E-mail e senha",
        credentials: {
          email: { label: "E-mail", type: "email" },
          password: { label: "Senha", type: "password" },
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
          return { ...token, sub: user.id, uid: user.id, tv: user.tokenVersion, role: user.role, teamId: user.teamId, locale: user.locale, mcp: user.mustChangePassword };
        }
        // Every later read re-checks the user: deactivation or a password change (a new
        // token version) ends the session, and role/team/name/locale changes apply at once.
        const uid = token.uid;
        if (!uid) throw new SessionRevoked("no user id");
        const db = await getDb();
        const [row] = await db
          .select({ name: users.name, email: users.email, role: users.role, teamId: users.teamId, locale: users.locale, active: users.active, tokenVersion: users.tokenVersion, mustChangePassword: users.mustChangePassword })
          .from(users)
          .where(eq(users.id, uid))
          .limit(1);
        if (!row || !row.active) throw new SessionRevoked("inactive");
        if (row.tokenVersion !== token.tv) throw new SessionRevoked("token version");
        return { ...token, name: row.name, email: row.email, role: row.role, teamId: row.teamId, locale: row.locale, mcp: row.mustChangePassword };
      },
      async session({ session, token }) {
        if (!token.uid || !token.role) return session;
        session.user = {
          id: token.uid,
          name: token.name ?? "",
          email: token.email ?? "",
          role: token.role,
          teamId: token.teamId ?? null,
          locale: token.locale ?? "pt-BR",
          mustChangePassword: token.mcp ?? false,
        };
        return session;
      },
    } as NextAuthOptions["callbacks"],
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
