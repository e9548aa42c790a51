import type { NextApiResponse } from "next";
import { logger } from "~/server/logger";
import { getDb } from "~/server/db/client";
import { apiRoute, ApiError, type ApiFailure } from "~/server/http/api-route";
import { genericErrorMessage } from "~/server/trpc";
import { can } from "~/lib/permissions";
import { importQuerySchema } from "~/features/import-export/server/import.schemas";
import { importerFor } from "~/features/import-export/server/importers";
import { importFailureOf, MAX_IMPORT_BYTES, TOO_LARGE_MESSAGE } from "~/features/import-export/server/http-guard";
import { analyseImport, commitImport, previewImport, rejectedRowsImport } from "~/features/import-export/server/import.service";
import { localizeColumns, localizeRunResult } from "~/features/import-export/server/localize";
import { PayloadTooLargeError } from "~/server/http/body-limit";
import { DomainError } from "~/server/errors";
import { requestLocale } from "~/i18n/server/request-locale";
import { serverTranslator } from "~/i18n/server/translate";

// The body is the raw file, streamed: Next must not parse (or buffer) it.
export const config = { api: { bodyParser: false, responseLimit: false } };

/**
 * POST /api/import/<list>?step=analyse|preview|commit|rejected: the body is the CSV/XLSX file itself, the
 * step's options are in the query string. commit answers NDJSON progress lines then the summary; rejected
 * answers the rejected rows as a CSV download.
 */
export default apiRoute(
  {
    name: "import",
    methods: ["POST"],
    methodMessage: "Use POST para enviar o arquivo.",
    maxBodyBytes: () => MAX_IMPORT_BYTES,
    tooLargeMessage: () => TOO_LARGE_MESSAGE,
    failureOf: importFailureOf,
  },
  async ({ req, res, requestId, actor, body }) => {
    const t = serverTranslator(actor.locale);
    const importer = importerFor(String(req.query.list ?? ""));
    if (!importer) throw new ApiError(404, "Esta lista não aceita importação.");
    if (!can(actor.role, importer.permission)) throw new ApiError(403, "Você não tem permissão para importar nesta lista.");
    const query = importQuerySchema.safeParse(req.query);
    if (!query.success) throw new ApiError(400, query.error.issues[0]?.message ?? "Parâmetros inválidos.");
    const { step, mapping, duplicates, validOnly, confirmWarnings, fileName } = query.data;
    if (step !== "analyse" && !mapping) throw new ApiError(400, "Associe as colunas do arquivo antes de continuar.");
    const db = await getDb();
    const declared = Number(req.headers["content-length"] ?? NaN);
    const options = { mapping: mapping ?? {}, duplicates, totalBytes: Number.isFinite(declared) ? declared : undefined };
    if (step === "analyse") {
      const analysis = await analyseImport(db, actor, importer, body());
      return void res.status(200).json({ ...analysis, columns: localizeColumns(analysis.columns, t) });
    }
    if (step === "preview") return void res.status(200).json(localizeRunResult(await previewImport(db, actor, importer, body(), options), t));
    if (step === "rejected") return sendRejected(res, () => rejectedRowsImport(db, actor, importer, body(), { ...options, translate: t, write: (chunk) => writeChunk(res, chunk) }), requestId);
    const commit = async (onProgress: (rows: number) => Promise<void> | void) =>
      localizeRunResult(await commitImport(db, actor, importer, body(), { ...options, validOnly, confirmWarnings, fileName: fileName ?? null, onProgress }), t);
    return sendCommit(res, commit, requestId);
  },
);

/** The message of an error met after the NDJSON answer began (a known problem keeps its own; anything else is logged). */
function lateFailure(error: unknown, requestId: string): ApiFailure {
  const known = importFailureOf(error);
  if (known) return known;
  if (error instanceof PayloadTooLargeError) return { status: 413, message: TOO_LARGE_MESSAGE };
  if (error instanceof DomainError) return { status: 400, message: error.message };
  logger.error({ requestId, err: error }, "import failed");
  return { status: 500, message: genericErrorMessage(requestId) };
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
    const { message } = lateFailure(error, requestId);
    await line({ type: "error", message: serverTranslator(requestLocale())(message) });
  }
  res.end();
}
