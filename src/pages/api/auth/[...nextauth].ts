import type { NextApiRequest, NextApiResponse } from "next";
import NextAuth from "next-auth";
import { clientIp } from "~/server/auth/client-ip";
import { buildAuthOptions } from "~/server/auth/options";

export default async function auth(req: NextApiRequest, res: NextApiResponse) {
  // Built per request so that sign-in knows the caller's IP (per-IP throttle, the session row) and browser.
  return NextAuth(req, res, buildAuthOptions(clientIp(req.headers, req.socket.remoteAddress), req.headers["user-agent"] ?? ""));
}
