import type { NextApiRequest } from "next";
import type { Session } from "next-auth";
import { getToken } from "next-auth/jwt";
import { currentUser, sessionUserOf } from "./options";
import { authSecret } from "./secret";

/**
 * The session of an API request, read without re-issuing the cookie. getServerSession re-encrypts the
 * token and sets it again on every call (the rolling expiry, updateAge 0): right for page loads and
 * /api/auth/session, but it cost most of a tRPC call's ~10 ms of fixed overhead. The user is still
 * re-read every time, so a deactivation or a password change ends the session at once, as before.
 */
export async function apiSession(req: NextApiRequest): Promise<Session | null> {
  const token = await getToken({ req, secret: authSecret() });
  if (!token) return null;
  const user = await currentUser(token);
  if (!user) return null;
  const sessionUser = sessionUserOf({ ...token, name: user.name, email: user.email, role: user.role, teamId: user.teamId, locale: user.locale, mcp: user.mustChangePassword });
  if (!sessionUser) return null;
  const expires = typeof token.exp === "number" ? new Date(token.exp * 1000) : new Date();
  return { user: sessionUser, expires: expires.toISOString() };
}
