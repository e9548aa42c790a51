import { randomUUID } from "node:crypto";
import type { NextApiRequest, NextApiResponse } from "next";
import type { Actor } from "~/server/actor";
import { authenticateApiRequest } from "~/server/auth/request-session";
import { clientIp } from "~/server/auth/client-ip";
import { DomainError } from "~/server/errors";
import { logger } from "~/server/logger";
import { genericErrorMessage } from "~/server/trpc";
import { requestLocale } from "~/i18n/server/request-locale";
import { serverTranslator } from "~/i18n/server/translate";

/** The shared steps of the attachment routes: request id, no caching, the session as an Actor, errors in the user's language. */
export function beginRequest(req: NextApiRequest, res: NextApiResponse): string {
  const requestId = (typeof req.headers["x-request-id"] === "string" && req.headers["x-request-id"].slice(0, 64)) || randomUUID();
  res.setHeader("x-request-id", requestId);
  res.setHeader("cache-control", "private, no-store");
  res.setHeader("x-content-type-options", "nosniff");
  return requestId;
}

/** The caller as an Actor, or the refusal to answer (authenticateApiRequest). */
export async function sessionActor(
  req: NextApiRequest,
  res: NextApiResponse,
  requestId: string,
): Promise<{ actor: Actor; refusal: null } | { actor: null; refusal: { status: number; message: string } }> {
  const { session, refusal } = await authenticateApiRequest(req, res);
  if (refusal) return { actor: null, refusal };
  const actor = { id: session.user.id, role: session.user.role, teamId: session.user.teamId, requestId, ip: clientIp(req.headers, req.socket.remoteAddress), locale: session.user.locale };
  return { actor, refusal: null };
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
