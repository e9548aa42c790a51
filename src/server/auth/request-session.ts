import type { NextApiRequest, NextApiResponse } from "next";
import type { Session } from "next-auth";
import { getToken } from "next-auth/jwt";
import { getServerSession } from "next-auth/next";
import { buildAuthOptions, currentUser, sessionUserOf } from "./options";
import { authSecret } from "./secret";
import { decodeSessionToken } from "./token-decode";

/** A token older than this is re-issued by the call that reads it, so a session stays alive while used. */
const REISSUE_AFTER_SECONDS = 10 * 60;

/**
 * The session of an API request. getServerSession re-encrypts the token and sets the cookie again on every
 * call (the rolling expiry): right for page loads, but it was most of a tRPC call's ~10 ms of fixed cost.
 * Here the token is only decrypted, and re-issued (through getServerSession) once it is 10 minutes old, so a
 * user working on one screen for hours keeps a live session. The user row is re-read every time either way:
 * a deactivation or a password change ends the session at once.
 */
export async function apiSession(req: NextApiRequest, res: NextApiResponse): Promise<Session | null> {
  const token = await getToken({ req, secret: authSecret(), decode: decodeSessionToken });
  if (!token) return null;
  const issuedAt = typeof token.iat === "number" ? token.iat : 0;
  if (Date.now() / 1000 - issuedAt > REISSUE_AFTER_SECONDS) return getServerSession(req, res, buildAuthOptions());
  const user = await currentUser(token);
  if (!user) return null;
  const sessionUser = sessionUserOf({ ...token, name: user.name, email: user.email, role: user.role, teamId: user.teamId, locale: user.locale, mcp: user.mustChangePassword });
  if (!sessionUser) return null;
  const expires = typeof token.exp === "number" ? new Date(token.exp * 1000) : new Date();
  return { user: sessionUser, expires: expires.toISOString() };
}
