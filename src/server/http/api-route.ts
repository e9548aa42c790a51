import { randomUUID } from "node:crypto";
import type { NextApiRequest, NextApiResponse } from "next";
import type { Actor } from "../actor";
import { authenticateApiRequest } from "../auth/request-session";
import { clientIp } from "../auth/client-ip";
import { DomainError, uniqueViolationToDomain } from "../errors";
import { logger } from "../logger";
import { originRefusal } from "../request-origin";
import { newNonce, securityHeaders } from "../security-headers";
import { genericErrorMessage } from "../trpc";
import { localeFromAcceptLanguage, requestLocale, runWithLocale } from "~/i18n/server/request-locale";
import { serverTranslator } from "~/i18n/server/translate";
import { discardRest, limitedBody, PayloadTooLargeError } from "./body-limit";

/** What a refused request without a limit of its own may still send before its connection is closed. */
const DISCARD_WITHOUT_LIMIT_BYTES = 1024 * 1024;
import { withRequestTempDir } from "./request-temp";
import { timeResponse } from "../ops/metrics";

/** What an error becomes for the caller. `problems` (a bad column mapping) are listed and their messages joined. */
export interface ApiFailure {
  readonly status: number;
  readonly message: string;
  readonly field?: string;
  readonly problems?: readonly { message: string }[];
}

/** An answer decided by the route itself (404 for an unknown list, 415…), in pt-BR. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly field?: string,
  ) {
    super(message);
    this.name = "ApiError";
  }
}

export interface ApiRouteSpec {
  /** For the error log. */
  readonly name: string;
  readonly methods: readonly ("GET" | "POST")[];
  /** The 405 answer for any other method. */
  readonly methodMessage: string;
  /** A streamed body's limit in bytes: a declared Content-Length past it is refused unread, a longer stream midway. */
  readonly maxBodyBytes?: () => number;
  readonly tooLargeMessage?: (maxBytes: number) => string;
  /** The feature's own errors (the import reader's, say); DomainError, 413 and 500 are handled here. */
  readonly failureOf?: (error: unknown) => ApiFailure | null;
  /** The error body; default `{ error: { message, field?, problems? } }`. */
  readonly errorBody?: (failure: ApiFailure, requestId: string) => object;
}

export interface ApiRouteContext {
  readonly req: NextApiRequest;
  readonly res: NextApiResponse;
  readonly requestId: string;
  readonly actor: Actor & { locale: NonNullable<Actor["locale"]> };
  /** The raw body as chunks, under maxBodyBytes. */
  body(): AsyncGenerator<Uint8Array>;
}

const DOMAIN_STATUS: Record<DomainError["code"], number> = { BAD_REQUEST: 400, FORBIDDEN: 403, NOT_FOUND: 404, CONFLICT: 409 };

function defaultErrorBody(failure: ApiFailure): object {
  return { error: { message: failure.message, ...(failure.field ? { field: failure.field } : {}), ...(failure.problems ? { problems: failure.problems } : {}) } };
}

function requestIdOf(req: NextApiRequest): string {
  const given = req.headers["x-request-id"];
  return (typeof given === "string" && given.slice(0, 64)) || randomUUID();
}

/**
 * One API route outside tRPC (uploads, downloads, exports), with the steps every such route needs in one place:
 * a request id, no caching and nosniff, the method, the Origin check for anything but GET, the session (401)
 * in the user's language, the body limit (413), a temporary folder of the request's own removed when it ends
 * (succeeded, failed or aborted), errors answered in pt-BR/en-US without internals (500s logged with the id),
 * and a count and duration per route for /api/metrics.
 */
export function apiRoute(spec: ApiRouteSpec, handler: (ctx: ApiRouteContext) => Promise<void>) {
  return (req: NextApiRequest, res: NextApiResponse): Promise<void> =>
    runWithLocale(localeFromAcceptLanguage(req.headers["accept-language"]), () => serve(spec, handler, req, res));
}

async function serve(spec: ApiRouteSpec, handler: (ctx: ApiRouteContext) => Promise<void>, req: NextApiRequest, res: NextApiResponse): Promise<void> {
  const requestId = requestIdOf(req);
  timeResponse(spec.name, req, res);
  res.setHeader("x-request-id", requestId);
  // The upload routes are not seen by the proxy (src/proxy.ts): the same headers, from the same function.
  if (!res.hasHeader("content-security-policy")) {
    const security = securityHeaders({ pathname: req.url?.split("?")[0] ?? "/", nonce: newNonce(), appUrl: process.env.NEXTAUTH_URL, development: process.env.NODE_ENV === "development" });
    for (const [name, value] of Object.entries(security)) res.setHeader(name, value);
  }
  res.setHeader("cache-control", "private, no-store");
  res.setHeader("x-content-type-options", "nosniff");
  const maxBytes = spec.maxBodyBytes?.();
  const answer = async (failure: ApiFailure) => {
    const t = serverTranslator(requestLocale());
    const problems = failure.problems?.map((p) => ({ ...p, message: t(p.message) }));
    const message = problems ? problems.map((p) => p.message).join("; ") : t(failure.message);
    const localized = { ...failure, message, ...(problems ? { problems } : {}) };
    // Refused before the body was read whole (a binary file, no session, over the limit): the rest is read and
    // dropped first, so the client finishes sending and reads this answer instead of a reset connection (EPIPE).
    // Up to the route's limit, twice that for a body over it (a file a little too big gets its 413); past that the
    // connection is closed and the client told not to reuse it.
    if (!req.complete) {
      const bound = (maxBytes ?? DISCARD_WITHOUT_LIMIT_BYTES) * (failure.status === 413 ? 2 : 1);
      if (!(await discardRest(req, bound))) res.setHeader("connection", "close");
    }
    res.status(failure.status).json((spec.errorBody ?? defaultErrorBody)(localized, requestId));
  };
  if (!spec.methods.includes(req.method as "GET" | "POST")) {
    res.setHeader("allow", spec.methods.join(", "));
    return answer({ status: 405, message: spec.methodMessage });
  }
  if (req.method !== "GET") {
    const refused = originRefusal(req);
    if (refused) return answer({ status: 403, message: refused });
  }
  const { session, refusal } = await authenticateApiRequest(req, res);
  if (refusal) return answer(refusal);
  const tooLarge = (max: number): ApiFailure => ({ status: 413, message: spec.tooLargeMessage?.(max) ?? "Arquivo muito grande." });
  if (maxBytes !== undefined && Number(req.headers["content-length"] ?? NaN) > maxBytes) return answer(tooLarge(maxBytes));
  const { id, role, teamId, locale } = session.user;
  const actor = { id, role, teamId, locale, requestId, ip: clientIp(req.headers, req.socket.remoteAddress) };
  const ctx: ApiRouteContext = { req, res, requestId, actor, body: () => limitedBody(req, maxBytes ?? Number.POSITIVE_INFINITY) };
  try {
    await withRequestTempDir(() => handler(ctx));
  } catch (error) {
    const failure = failureOf(spec, error, tooLarge);
    if (!failure) logger.error({ requestId, err: error }, `${spec.name} failed`);
    if (res.headersSent) return void res.destroy();
    await answer(failure ?? { status: 500, message: genericErrorMessage(requestId) });
  }
}

function failureOf(spec: ApiRouteSpec, error: unknown, tooLarge: (max: number) => ApiFailure): ApiFailure | null {
  if (error instanceof ApiError) return { status: error.status, message: error.message, field: error.field };
  if (error instanceof PayloadTooLargeError) return tooLarge(error.maxBytes);
  const own = spec.failureOf?.(error);
  if (own) return own;
  const domain = error instanceof DomainError ? error : uniqueViolationToDomain(error);
  if (domain) return { status: DOMAIN_STATUS[domain.code], message: domain.message, field: domain.field };
  return null;
}
