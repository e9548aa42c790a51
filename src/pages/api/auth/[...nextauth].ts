import type { NextApiRequest, NextApiResponse } from "next";
import NextAuth from "next-auth";
import { clientIp } from "~/server/auth/client-ip";
import { buildAuthOptions } from "~/server/auth/options";
import { timeResponse } from "~/server/ops/metrics";

export default async function auth(req: NextApiRequest, res: NextApiResponse) {
  // One series per next-auth action (csrf, session, callback, signout…), not per provider or token.
  const action = Array.isArray(req.query.nextauth) ? req.query.nextauth[0] : undefined;
  timeResponse(`auth ${action && /^[a-z_-]{1,20}$/.test(action) ? action : "other"}`, req, res);
  // Built per request so that sign-in knows the caller's IP (per-IP throttle, the session row) and browser.
  return NextAuth(req, res, buildAuthOptions(clientIp(req.headers, req.socket.remoteAddress), req.headers["user-agent"] ?? ""));
}
