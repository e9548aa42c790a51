import { randomUUID } from "node:crypto";
import type { NextApiRequest, NextApiResponse } from "next";
import { getServerSession } from "next-auth/next";
import type { Actor } from "~/server/actor";
import { buildAuthOptions } from "~/server/auth/options";
import { clientIp } from "~/server/auth/client-ip";
import { DomainError } from "~/server/errors";
import { logger } from "~/server/logger";
import { genericErrorMessage } from "~/server/trpc";
import { requestLocale, setRequestLocale } from "~/i18n/server/request-locale";
import { serverTranslator } from "~/i18n/server/translate";

/** The shared steps of the attachment routes: request id (no caching: src/proxy.ts does it for all of /api), the session as an Actor, errors in the user's language. */
export function beginRequest(req: NextApiRequest, res: NextApiResponse): string {
  const requestId = (typeof req.headers["x-request-id"] === "string" && req.headers["x-request-id"].slice(0, 64)) || randomUUID();
  res.setHeader("x-request-id", requestId);
  res.setHeader("x-content-type-options", "nosniff");
  return requestId;
}

export async function sessionActor(req: NextApiRequest, res: NextApiResponse, requestId: string): Promise<Actor | null> {
  const session = await getServerSession(req, res, buildAuthOptions());
  if (!session?.user) return null;
  setRequestLocale(session.user.locale);
  return { id: session.user.id, role: session.user.role, teamId: session.user.teamId, requestId, ip: clientIp(req.headers, req.socket.remoteAddress), locale: session.user.locale };
}

export function fail(res: NextApiResponse, status: number, message: string) {
  res.status(status).json({ error: { message: serverTranslator(requestLocale())(message) } });
}

export function failWith(res: NextApiResponse, error: unknown, requestId: string) {
  if (error instanceof DomainError) {
    const status = error.code === "FORBIDDEN" ? 403 : error.code === "NOT_FOUND" ? 404 : error.code === "CONFLICT" ? 409 : 400;
    return fail(res, status, error.message);
  }
  logger.error({ requestId, err: error }, "attachment request failed");
  fail(res, 500, genericErrorMessage(requestId));
}
