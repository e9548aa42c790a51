import { randomUUID } from "node:crypto";
import { initTRPC, TRPCError } from "@trpc/server";
import { recordProcedure } from "./ops/metrics";
import type { CreateNextContextOptions } from "@trpc/server/adapters/next";
import type { Session } from "next-auth";
import { wireTransformer } from "~/lib/wire-transformer";
import { deserializeInput } from "~/lib/wire-input";
import { findNulText, NUL_TEXT_MESSAGE } from "~/lib/nul-text";
import { ZodError, ZodRealError } from "zod";
import { readApiSession } from "./auth/request-session";
import { sessionRestriction } from "./auth/session-restriction";
import { clientIp } from "./auth/client-ip";
import { getDb, type Db } from "./db/client";
import { DomainError, toTRPCError } from "./errors";
import { logger } from "./logger";
import { isRequestReadingError, malformedRequestDetail, malformedRequestMessage } from "./malformed-request";
import { can, type Permission } from "~/lib/permissions";
import { localeOf, runWithLocale } from "~/i18n/server/request-locale";
import { translateFieldErrors, translateServerMessage } from "~/i18n/server/translate";
import "~/lib/zod-locale";

export interface InnerContext {
  db: Db;
  /** Who the caller is; while `sessionCheck` is pending, only what their token claims. */
  session: Session | null;
  /** The user row's confirmation of `session` (null: the session has ended), still being read; null once known. */
  sessionCheck: Promise<Session | null> | null;
  requestId: string;
  ip: string | null;
  /** The Accept-Language header: the language of a signed-out caller's messages. */
  acceptLanguage: string | null;
}

/** The part of the context tests build directly (no HTTP). */
export function createInnerContext(opts: {
  db: Db;
  session: Session | null;
  sessionCheck?: Promise<Session | null> | null;
  requestId?: string;
  ip?: string | null;
  acceptLanguage?: string | null;
}): InnerContext {
  return {
    db: opts.db,
    session: opts.session,
    sessionCheck: opts.sessionCheck ?? null,
    requestId: opts.requestId ?? randomUUID(),
    ip: opts.ip ?? null,
    acceptLanguage: opts.acceptLanguage ?? null,
  };
}

export async function createContext({ req, res }: CreateNextContextOptions): Promise<InnerContext> {
  const requestId = (typeof req.headers["x-request-id"] === "string" && req.headers["x-request-id"].slice(0, 64)) || randomUUID();
  res.setHeader("x-request-id", requestId);
  const { claimed, verified } = await readApiSession(req, res);
  return createInnerContext({
    db: await getDb(),
    session: claimed,
    sessionCheck: verified,
    requestId,
    ip: clientIp(req.headers, req.socket.remoteAddress),
    acceptLanguage: req.headers["accept-language"] ?? null,
  });
}

const SHOW_INTERNALS = process.env.NODE_ENV === "development";

/** Field path → first message, for forms to show next to each input. */
function fieldErrorsOf(err: ZodError): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of err.issues) {
    const base = issue.path.map(String).join(".");
    // An unknown key is reported on its parent object: name the key itself instead.
    const keys = issue.code === "unrecognized_keys" ? issue.keys.map((k) => (base ? `${base}.${k}` : k)) : [base || "_form"];
    for (const key of keys) out[key] ??= issue.code === "unrecognized_keys" ? "Campo não reconhecido." : issue.message;
  }
  return out;
}

export function genericErrorMessage(requestId: string): string {
  return `Ocorreu um erro inesperado. Tente novamente; se persistir, informe ao suporte o código ${requestId}.`;
}

const t = initTRPC.context<InnerContext>().create({
  // Inputs are checked before superjson reads them (lib/wire-input.ts); answers are written as the client reads them.
  transformer: { input: { serialize: wireTransformer.serialize, deserialize: deserializeInput }, output: wireTransformer },
  isDev: SHOW_INTERNALS,
  // Messages are written in pt-BR; the caller reads them in their language (src/i18n/server/translate.ts).
  errorFormatter({ shape, error, ctx }) {
    const requestId = ctx?.requestId ?? null;
    const locale = localeOf(ctx?.session, ctx?.acceptLanguage);
    const zod = error.cause instanceof ZodError ? error.cause : null;
    const domain = error.cause instanceof DomainError ? error.cause : null;
    const internal = error.code === "INTERNAL_SERVER_ERROR";
    const malformed = isRequestReadingError(error);
    const ptFieldErrors = zod ? fieldErrorsOf(zod) : domain?.field ? { [domain.field]: domain.message } : null;
    const fieldErrors = ptFieldErrors && translateFieldErrors(ptFieldErrors, locale);
    const message = internal
      ? genericErrorMessage(requestId ?? "—")
      : malformed
        ? malformedRequestMessage(error, requestId ?? "—")
        : zod
          ? "Verifique os campos destacados."
          : shape.message;
    return {
      message: translateServerMessage(message, locale),
      code: shape.code,
      data: {
        code: shape.data.code,
        httpStatus: shape.data.httpStatus,
        path: shape.data.path,
        requestId,
        fieldErrors,
        field: domain?.field ?? (zod ? Object.keys(fieldErrors ?? {})[0] ?? null : null),
        meta: domain?.meta ?? null,
        ...(SHOW_INTERNALS && shape.data.stack ? { stack: shape.data.stack } : {}),
      },
    };
  },
});

/** Whatever renders text while the call runs (zod's default messages) uses the caller's language. */
const callerLocale = t.middleware(({ ctx, next }) => runWithLocale(localeOf(ctx.session, ctx.acceptLanguage), () => next()));

/** Domain errors and unique violations become proper tRPC codes; everything else is a 500. */
const mapDomainErrors = t.middleware(async ({ next }) => {
  const result = await next();
  if (!result.ok) {
    const mapped = toTRPCError(result.error.cause ?? result.error);
    if (mapped) throw mapped;
  }
  return result;
});

/** Every call counted and timed per procedure for /api/metrics. */
const measure = t.middleware(async ({ path, type, next }) => {
  const started = performance.now();
  const result = await next();
  recordProcedure(path, type, result.ok ? "OK" : result.error.code, (performance.now() - started) / 1000);
  return result;
});

/**
 * A NUL character in any text of the input is refused with a field message (lib/nul-text.ts), before any
 * schema. ZodRealError (zod's Error subclass, what parsing throws): tRPC keeps only an Error as the cause.
 */
const refuseNulText = t.middleware(async ({ getRawInput, next }) => {
  const path = findNulText(await getRawInput());
  if (path) throw new TRPCError({ code: "BAD_REQUEST", cause: new ZodRealError([{ code: "custom", path, message: NUL_TEXT_MESSAGE, input: undefined }]) });
  return next();
});

export const router = t.router;
export const createCallerFactory = t.createCallerFactory;
export const publicProcedure = t.procedure.use(measure).use(callerLocale).use(mapDomainErrors).use(refuseNulText);

function sessionEnded(): TRPCError {
  return new TRPCError({ code: "UNAUTHORIZED", message: "Sua sessão expirou. Entre novamente." });
}

/**
 * Whether an answer computed as `a` holds for `b`: procedures act on who the caller is, their role and their
 * team (actorFromContext and the permission check), never on their name, e-mail or locale. Comparing those too
 * ran every read twice for up to 10 minutes after a user renamed themselves (until the token is re-issued).
 */
function sameAuthority(a: Session["user"], b: Session["user"]): boolean {
  return a.id === b.id && a.role === b.role && a.teamId === b.teamId && a.mustChangePassword === b.mustChangePassword && a.mustEnrolTwoFactor === b.mustEnrolTwoFactor;
}

/**
 * Signed in, with the session confirmed by the user row (active, same token version; role, team and name as
 * they are now). A query runs while that row is read and its answer is kept only once the row confirms what
 * the token claimed: a session that has ended gets UNAUTHORIZED and nothing of the answer, and a user whose
 * role or team changed since the token was issued gets the query run again as they are now. That
 * saves a database round trip per read (~0.5 ms p50 of a list call, measured). A mutation waits for the row
 * before anything runs. A session that must change a temporary password reaches only the few procedures
 * session-restriction.ts allows.
 */
export const protectedProcedure = publicProcedure.use(async ({ ctx, type, path, next }) => {
  const proceed = async (session: Session) => {
    const restricted = sessionRestriction(session.user, path);
    if (restricted) throw new TRPCError({ code: "FORBIDDEN", message: restricted });
    return next({ ctx: { ...ctx, session, sessionCheck: null, user: session.user } });
  };
  const claimed = ctx.session?.user ? ctx.session : null;
  if (!ctx.sessionCheck) {
    if (!claimed) throw sessionEnded();
    return proceed(claimed);
  }
  if (type !== "query" || !claimed) {
    const verified = await ctx.sessionCheck;
    if (!verified) throw sessionEnded();
    return proceed(verified);
  }
  const [verified, provisional] = await Promise.all([ctx.sessionCheck, proceed(claimed)]);
  if (!verified) throw sessionEnded();
  return sameAuthority(verified.user, claimed.user) ? provisional : proceed(verified);
});

/** Signed in and holding `permission` (see the table in permissions.ts). */
export function permissionProcedure(permission: Permission) {
  return protectedProcedure.use(({ ctx, next }) => {
    if (!can(ctx.user.role, permission)) {
      throw new TRPCError({ code: "FORBIDDEN", message: "Você não tem permissão para esta ação." });
    }
    return next();
  });
}

export type ProtectedContext = InnerContext & { session: Session; user: Session["user"] };

export function logServerError(err: TRPCError, requestId: string | undefined, path: string | undefined): void {
  if (err.code === "INTERNAL_SERVER_ERROR") {
    logger.error({ requestId, path, err: err.cause ?? err }, "unexpected API error");
  } else if (isRequestReadingError(err)) {
    // The client was told only "requisição malformada" and this id.
    logger.warn({ requestId, path, ...malformedRequestDetail(err) }, "malformed API request");
  }
}
