import { randomUUID } from "node:crypto";
import type { NextApiRequest, NextApiResponse } from "next";
import { z } from "zod";
import { authenticateApiRequest } from "~/server/auth/request-session";
import { clientIp } from "~/server/auth/client-ip";
import { getDb } from "~/server/db/client";
import { originRefusal } from "~/server/request-origin";
import { DomainError, uniqueViolationToDomain } from "~/server/errors";
import { logger } from "~/server/logger";
import { genericErrorMessage } from "~/server/trpc";
import type { Actor } from "~/server/actor";
import { can } from "~/lib/permissions";
import { MixedEncodingError } from "~/features/import-export/encoding";
import { ImportMappingError } from "~/features/import-export/validate";
import { jsonMapping } from "~/features/import-export/server/import.schemas";
import { limitedBody, MAX_IMPORT_BYTES, PayloadTooLargeError, TOO_LARGE_MESSAGE } from "~/features/import-export/server/http-guard";
import { ImportFileError } from "~/features/import-export/server/read-file";
import { monthSchema } from "~/features/commissions/commissions.schemas";
import { analyseStatement, commitStatement, parseStatement, previewStatement } from "~/features/commissions/server/reconciliation/statement-import.service";
import { localizeCellErrors, localizeColumns, localizeProblems } from "~/features/import-export/server/localize";
import { requestLocale, withRequestLocale } from "~/i18n/server/request-locale";
import { serverTranslator, type ServerTranslator } from "~/i18n/server/translate";

// The body is the raw file, streamed.
export const config = { api: { bodyParser: false, responseLimit: false } };

const querySchema = z.object({
  step: z.enum(["analyse", "preview", "commit"], { error: "Etapa inválida." }),
  partnerId: z.uuid({ error: "Escolha o parceiro." }),
  month: monthSchema.optional(),
  mapping: jsonMapping.optional(),
  fileName: z.string().max(255).optional(),
});

/** In the user's language (the browser's until the session is read). */
function fail(res: NextApiResponse, status: number, message: string, extra: { problems?: readonly { message: string }[]; field?: string } = {}) {
  const t = serverTranslator(requestLocale());
  const problems = extra.problems && localizeProblems(extra.problems, t);
  res.status(status).json({ error: { message: problems ? problems.map((p) => p.message).join("; ") : t(message), ...extra, ...(problems ? { problems } : {}) } });
}

/** The analysis's column labels and the preview's row errors, translated. */
function localize<R extends object>(result: R, t: ServerTranslator): R {
  const r = result as { columns?: { label: string }[]; errors?: { row: number; errors: { column: string; message: string }[] }[] };
  return {
    ...result,
    ...(r.columns ? { columns: localizeColumns(r.columns, t) } : {}),
    ...(r.errors ? { errors: r.errors.map((e) => ({ ...e, errors: localizeCellErrors(e.errors, t) })) } : {}),
  };
}

/**
 * POST /api/comissoes/conciliacao?step=analyse|preview|commit&partnerId=…&month=yyyy-MM&mapping=…: a partner's
 * commission statement (CSV or XLSX, the body itself) read with the import machinery, then matched.
 */
export default withRequestLocale(handler);

async function handler(req: NextApiRequest, res: NextApiResponse) {
  const requestId = randomUUID();
  res.setHeader("x-request-id", requestId);
  res.setHeader("cache-control", "no-store");
  if (req.method !== "POST") {
    res.setHeader("allow", "POST");
    return fail(res, 405, "Use POST para enviar o arquivo.");
  }
  const refused = originRefusal(req);
  if (refused) return fail(res, 403, refused);
  const { session, refusal } = await authenticateApiRequest(req, res);
  if (refusal) return fail(res, refusal.status, refusal.message);
  const t = serverTranslator(session.user.locale);
  if (!can(session.user.role, "commissions.manage")) return fail(res, 403, "Você não tem permissão para conciliar extratos.");
  if (Number(req.headers["content-length"] ?? NaN) > MAX_IMPORT_BYTES) return fail(res, 413, TOO_LARGE_MESSAGE);
  const query = querySchema.safeParse(req.query);
  if (!query.success) return fail(res, 400, query.error.issues[0]?.message ?? "Parâmetros inválidos.");
  const { step, partnerId, month, mapping, fileName } = query.data;
  if (step !== "analyse" && (!mapping || !month)) return fail(res, 400, "Associe as colunas e informe o mês antes de continuar.");
  const actor: Actor = { id: session.user.id, role: session.user.role, teamId: session.user.teamId, requestId, ip: clientIp(req.headers, req.socket.remoteAddress) };
  const db = await getDb();
  const body = limitedBody(req);
  try {
    if (step === "analyse") return res.status(200).json(serialise(localize(await analyseStatement(db, partnerId, body), t)));
    const parsed = await parseStatement(body, mapping!);
    if (step === "preview") return res.status(200).json(serialise(localize(await previewStatement(db, { partnerId, month: month!, parsed }), t)));
    const result = await commitStatement(db, actor, { partnerId, month: month!, fileName: fileName ?? "extrato", parsed, mapping: mapping! });
    return res.status(200).json(serialise(result));
  } catch (error) {
    if (error instanceof PayloadTooLargeError) return fail(res, 413, TOO_LARGE_MESSAGE);
    if (error instanceof ImportMappingError) return fail(res, 400, error.message, { problems: error.problems });
    if (error instanceof ImportFileError || error instanceof MixedEncodingError) return fail(res, 400, error.message);
    const domain = error instanceof DomainError ? error : uniqueViolationToDomain(error);
    if (domain) return fail(res, domain.code === "CONFLICT" ? 409 : domain.code === "NOT_FOUND" ? 404 : domain.code === "FORBIDDEN" ? 403 : 400, domain.message, { field: domain.field });
    logger.error({ requestId, err: error }, "statement import failed");
    return fail(res, 500, genericErrorMessage(requestId));
  }
}

/** Centavos travel as strings in this JSON endpoint (bigint has no JSON form). */
function serialise(value: unknown): unknown {
  return JSON.parse(JSON.stringify(value, (_key, v: unknown) => (typeof v === "bigint" ? v.toString() : v)));
}
