import type { NextApiRequest, NextApiResponse } from "next";
import type { Session } from "next-auth";
import { getToken, type JWT } from "next-auth/jwt";
import { getServerSession } from "next-auth/next";
import { buildAuthOptions, currentUser, sessionUserOf } from "./options";
import { authSecret } from "./secret";
import { decodeSessionToken } from "./token-decode";
import { sessionRestriction } from "./session-restriction";
import { setRequestLocale } from "~/i18n/server/request-locale";

/** A token older than this is re-issued by the call that reads it, so a session stays alive while used. */
const REISSUE_AFTER_SECONDS = 10 * 60;

export interface ApiSession {
  /** Who the token says the caller is: confirmed when `verified` is null, otherwise still to be confirmed. */
  claimed: Session | null;
  /** The session as the user row confirms it (null: it has ended), while that row is being read. */
  verified: Promise<Session | null> | null;
}

function sessionOf(token: JWT): Session | null {
  const user = sessionUserOf(token);
  if (!user) return null;
  const expires = typeof token.exp === "number" ? new Date(token.exp * 1000) : new Date();
  return { user, expires: expires.toISOString(), ...(token.sid ? { sessionId: token.sid } : {}) };
}

/**
 * The session of an API request, in two parts. getServerSession re-encrypts the token and sets the cookie again
 * on every call (the rolling expiry): right for page loads, but it was most of a tRPC call's ~10 ms of fixed
 * cost. Here the token is only decrypted, and re-issued (through getServerSession) once it is 10 minutes old,
 * so a user working on one screen for hours keeps a live session. The user row is re-read every time either
 * way, so a deactivation or a password change ends the session at once: `verified` is that read, left running
 * so a read-only call can do its own work meanwhile (see protectedProcedure).
 */
export async function readApiSession(req: NextApiRequest, res: NextApiResponse): Promise<ApiSession> {
  const token = await getToken({ req, secret: authSecret(), decode: decodeSessionToken });
  if (!token) return { claimed: null, verified: null };
  const issuedAt = typeof token.iat === "number" ? token.iat : 0;
  if (Date.now() / 1000 - issuedAt > REISSUE_AFTER_SECONDS) return { claimed: await getServerSession(req, res, buildAuthOptions()), verified: null };
  const claimed = sessionOf(token);
  if (!claimed) return { claimed: null, verified: null };
  const verified = currentUser(token).then((user) =>
    user ? sessionOf({ ...token, name: user.name, email: user.email, role: user.role, teamId: user.teamId, locale: user.locale, mcp: user.mustChangePassword, m2f: user.mustEnrolTwoFactor }) : null,
  );
  // Whoever uses the session awaits this; a request that never gets that far must not leave a rejection unhandled.
  verified.catch(() => undefined);
  return { claimed, verified };
}

/** The confirmed session of an API request (null: signed out, or the session has ended). */
export async function apiSession(req: NextApiRequest, res: NextApiResponse): Promise<Session | null> {
  const { claimed, verified } = await readApiSession(req, res);
  return verified ? await verified : claimed;
}

export type ApiAuthentication = { session: Session; refusal: null } | { session: null; refusal: { status: 401 | 403; message: string } };

/**
 * The sign-in check of every /api/* route other than tRPC (which has protectedProcedure): the confirmed session,
 * or why the route must refuse — 401 with no session, 403 while a temporary password is still to be changed
 * (session-restriction.ts). The session's language becomes the request's, so the refusal reads in it.
 */
export async function authenticateApiRequest(req: NextApiRequest, res: NextApiResponse): Promise<ApiAuthentication> {
  const session = await apiSession(req, res);
  if (!session?.user) return { session: null, refusal: { status: 401, message: "Sua sessão expirou. Entre novamente." } };
  setRequestLocale(session.user.locale);
  const restricted = sessionRestriction(session.user, null);
  if (restricted) return { session: null, refusal: { status: 403, message: restricted } };
  return { session, refusal: null };
}
