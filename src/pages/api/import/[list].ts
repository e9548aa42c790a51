import { randomUUID } from "node:crypto";
import type { NextApiRequest, NextApiResponse } from "next";
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
import { importQuerySchema } from "~/features/import-export/server/import.schemas";
import { importerFor } from "~/features/import-export/server/importers";
import { limitedBody, MAX_IMPORT_BYTES, PayloadTooLargeError, TOO_LARGE_MESSAGE } from "~/features/import-export/server/http-guard";
import { analyseImport, commitImport, previewImport, rejectedRowsImport } from "~/features/import-export/server/import.service";
import { ImportFileError } from "~/features/import-export/server/read-file";
import { localizeColumns, localizeProblems, localizeRunResult } from "~/features/import-export/server/localize";
import { requestLocale, withRequestLocale } from "~/i18n/server/request-locale";
import { serverTranslator } from "~/i18n/server/translate";

// The body is the raw file, streamed: Next must not parse (or buffer) it.
export const config = { api: { bodyParser: false, responseLimit: false } };

/** An error in the user's language (the browser's until the session is read). */
function fail(res: NextApiResponse, status: number, message: string, extra: { problems?: { message: string }[] } = {}) {
  const t = serverTranslator(requestLocale());
  if (!extra.problems) return void res.status(status).json({ error: { message: t(message) } });
  const problems = localizeProblems(extra.problems, t);
  res.status(status).json({ error: { message: problems.map((p) => p.message).join("; "), problems } });
}

/** What an error becomes for the user: a known problem keeps its pt-BR message, anything else is a 500 with the request id. */
function describe(error: unknown, requestId: string): { status: number; message: string; problems?: { message: string }[] } {
  if (error instanceof PayloadTooLargeError) return { status: 413, message: TOO_LARGE_MESSAGE };
  if (error instanceof ImportMappingError) return { status: 400, message: error.problems.map((p) => p.message).join("; "), problems: [...error.problems] };
  if (error instanceof ImportFileError || error instanceof MixedEncodingError) return { status: 400, message: error.message };
  const domain = error instanceof DomainError ? error : uniqueViolationToDomain(error);
  if (domain) return { status: domain.code === "FORBIDDEN" ? 403 : domain.code === "NOT_FOUND" ? 404 : domain.code === "CONFLICT" ? 409 : 400, message: domain.message };
  logger.error({ requestId, err: error }, "import failed");
  return { status: 500, message: genericErrorMessage(requestId) };
}

/**
 * POST /api/import/<list>?step=analyse|preview|commit|rejected: the body is the CSV/XLSX file itself, the
 * step's options are in the query string. commit answers NDJSON progress lines then the summary; rejected
 * answers the rejected rows as a CSV download.
 */
export default withRequestLocale(importHandler);

async function importHandler(req: NextApiRequest, res: NextApiResponse) {
  const requestId = (typeof req.headers["x-request-id"] === "string" && req.headers["x-request-id"].slice(0, 64)) || randomUUID();
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
  const importer = importerFor(String(req.query.list ?? ""));
  if (!importer) return fail(res, 404, "Esta lista não aceita importação.");
  if (!can(session.user.role, importer.permission)) return fail(res, 403, "Você não tem permissão para importar nesta lista.");
  const declared = Number(req.headers["content-length"] ?? NaN);
  if (declared > MAX_IMPORT_BYTES) return fail(res, 413, TOO_LARGE_MESSAGE);
  const query = importQuerySchema.safeParse(req.query);
  if (!query.success) return fail(res, 400, query.error.issues[0]?.message ?? "Parâmetros inválidos.");
  const { step, mapping, duplicates, validOnly, confirmWarnings, fileName } = query.data;
  if (step !== "analyse" && !mapping) return fail(res, 400, "Associe as colunas do arquivo antes de continuar.");

  const actor: Actor = { id: session.user.id, role: session.user.role, teamId: session.user.teamId, requestId, ip: clientIp(req.headers, req.socket.remoteAddress) };
  const db = await getDb();
  const body = limitedBody(req);
  const totalBytes = Number.isFinite(declared) ? declared : undefined;
  const options = { mapping: mapping ?? {}, duplicates, totalBytes };
  try {
    if (step === "analyse") {
      const analysis = await analyseImport(db, actor, importer, body);
      return res.status(200).json({ ...analysis, columns: localizeColumns(analysis.columns, t) });
    }
    if (step === "preview") return res.status(200).json(localizeRunResult(await previewImport(db, actor, importer, body, options), t));
    if (step === "rejected") return await sendRejected(res, () => rejectedRowsImport(db, actor, importer, body, { ...options, translate: t, write: (chunk) => writeChunk(res, chunk) }), requestId);
    const commit = async (onProgress: (rows: number) => Promise<void> | void) =>
      localizeRunResult(await commitImport(db, actor, importer, body, { ...options, validOnly, confirmWarnings, fileName: fileName ?? null, onProgress }), t);
    return await sendCommit(res, commit, requestId);
  } catch (error) {
    const { status, message, problems } = describe(error, requestId);
    if (!res.headersSent) return fail(res, status, message, problems ? { problems } : {});
    res.end();
  }
}

/** Writes honouring backpressure, so a slow client slows the import instead of filling memory. */
function writeChunk(res: NextApiResponse, chunk: string): Promise<void> | void {
  if (res.write(chunk)) return;
  return new Promise((resolve) => res.once("drain", () => resolve()));
}

async function sendRejected(res: NextApiResponse, run: () => Promise<unknown>, requestId: string) {
  // Headers go out with the first chunk (the header line), after the file proved readable.
  res.statusCode = 200;
  res.setHeader("content-type", "text/csv; charset=utf-8");
  res.setHeader("content-disposition", 'attachment; filename="linhas-rejeitadas.csv"');
  try {
    await run();
    res.end();
  } catch (error) {
    if (res.headersSent) {
      logger.error({ requestId, err: error }, "rejected rows file failed midway");
      return void res.destroy();
    }
    res.removeHeader("content-disposition");
    res.removeHeader("content-type");
    throw error;
  }
}

async function sendCommit(res: NextApiResponse, run: (onProgress: (rows: number) => Promise<void> | void) => Promise<object>, requestId: string) {
  res.statusCode = 200;
  res.setHeader("content-type", "application/x-ndjson; charset=utf-8");
  // Progress lines must reach the browser as they are written, not when a proxy's buffer fills.
  res.setHeader("x-accel-buffering", "no");
  const line = (value: object) => writeChunk(res, `${JSON.stringify(value)}\n`);
  try {
    const result = await run((rows) => line({ type: "progress", rows }));
    await line({ type: "done", ...result });
  } catch (error) {
    const { message } = describe(error, requestId);
    await line({ type: "error", message: serverTranslator(requestLocale())(message) });
  }
  res.end();
}
