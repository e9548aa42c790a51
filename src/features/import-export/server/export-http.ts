import { randomUUID } from "node:crypto";
import type { IncomingHttpHeaders } from "node:http";
import { pipeline } from "node:stream/promises";
import type { NextApiRequest, NextApiResponse } from "next";
import type { Actor } from "~/server/actor";
import { authenticateApiRequest } from "~/server/auth/request-session";
import { clientIp } from "~/server/auth/client-ip";
import { getDb } from "~/server/db/client";
import { originRefusal } from "~/server/request-origin";
import { DomainError, forbidden } from "~/server/errors";
import { logger } from "~/server/logger";
import { genericErrorMessage } from "~/server/trpc";
import { can } from "~/lib/permissions";
import { exportFormatSchema, exportSelectionInput } from "../export.schemas";
import { EXPORT_MAX_ROWS, type Exporter } from "./exporter";
import { exporterFor } from "./exporters";
import { startExport, type ExportFormat, type ExportSource } from "./export.service";
import { requestLocale, runWithLocale, localeFromAcceptLanguage } from "~/i18n/server/request-locale";
import { translateServerMessage } from "~/i18n/server/translate";

const STATUS: Record<DomainError["code"], number> = { BAD_REQUEST: 400, FORBIDDEN: 403, NOT_FOUND: 404, CONFLICT: 409 };

class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly field?: string,
  ) {
    super(message);
  }
}

function headerOf(headers: IncomingHttpHeaders, name: string): string | undefined {
  const v = headers[name];
  return Array.isArray(v) ? v[0] : v;
}

function formatOf(raw: unknown): ExportFormat {
  const parsed = exportFormatSchema.safeParse(Array.isArray(raw) ? raw[0] : (raw ?? "csv"));
  if (!parsed.success) throw new HttpError(400, parsed.error.issues[0]?.message ?? "Formato inválido.", "format");
  return parsed.data;
}

async function actorOf(req: NextApiRequest, res: NextApiResponse, requestId: string): Promise<Actor> {
  const { session, refusal } = await authenticateApiRequest(req, res);
  if (refusal) throw new HttpError(refusal.status, refusal.message);
  const { id, role, teamId, locale } = session.user;
  return { id, role, teamId, locale, requestId, ip: clientIp(req.headers, req.socket.remoteAddress) };
}

function sourceOf(req: NextApiRequest, exporter: Exporter): { format: ExportFormat; source: ExportSource } {
  if (req.method === "GET") {
    const { state, extra } = exporter.parseQuery(req.query);
    return { format: formatOf(req.query.format), source: { kind: "filter", state, extra } };
  }
  const refused = originRefusal(req);
  if (refused) throw new HttpError(403, refused);
  if (!/^application\/json\b/i.test(headerOf(req.headers, "content-type") ?? "")) throw new HttpError(415, "Envie a seleção em JSON.");
  const parsed = exportSelectionInput.safeParse(req.body);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new HttpError(400, issue?.message ?? "Pedido de exportação inválido.", issue?.path.map(String).join(".") || undefined);
  }
  // The list's extra parameters (leads: campanha=1) come in the URL, as for a filter export.
  return { format: parsed.data.format, source: { kind: "selection", ids: parsed.data.ids, extra: exporter.parseExtra(req.query) } };
}

/** In the user's language (the browser's until the session is read). */
function sendError(res: NextApiResponse, status: number, message: string, requestId: string, field?: string): void {
  res.status(status).json({ error: { message: translateServerMessage(message, requestLocale()), field: field ?? null, requestId } });
}

/**
 * GET /api/export/<list>?format=csv|xlsx&<the list's URL state>: the current filter.
 * POST /api/export/<list>[?<the list's extra parameters>] {ids, format}: a selection (at most 1.000 ids).
 * The file is streamed a page of the list at a time, never held whole in memory, and holds at most
 * EXPORT_MAX_ROWS rows (the X-Export-Max-Rows header says so).
 */
export function handleExport(req: NextApiRequest, res: NextApiResponse): Promise<void> {
  return runWithLocale(localeFromAcceptLanguage(req.headers["accept-language"]), () => exportHandler(req, res));
}

async function exportHandler(req: NextApiRequest, res: NextApiResponse): Promise<void> {
  const requestId = (typeof req.headers["x-request-id"] === "string" && req.headers["x-request-id"].slice(0, 64)) || randomUUID();
  res.setHeader("x-request-id", requestId);
  res.setHeader("Cache-Control", "no-store");
  const list = String(req.query.list ?? "");
  try {
    if (req.method !== "GET" && req.method !== "POST") {
      res.setHeader("Allow", "GET, POST");
      throw new HttpError(405, "Use GET para exportar o filtro atual ou POST para uma seleção.");
    }
    const exporter = exporterFor(list);
    if (!exporter) throw new HttpError(404, "Esta lista não pode ser exportada.");
    const actor = await actorOf(req, res, requestId);
    if (!can(actor.role, exporter.permission)) throw forbidden();
    const { format, source } = sourceOf(req, exporter);
    const started = await startExport(await getDb(), actor, exporter, list, format, source);
    res.status(200);
    res.setHeader("Content-Type", started.contentType);
    res.setHeader("Content-Disposition", `attachment; filename="${started.filename}"`);
    res.setHeader("X-Content-Type-Options", "nosniff");
    res.setHeader("X-Export-Max-Rows", String(EXPORT_MAX_ROWS));
    try {
      await pipeline(started.body, res);
    } catch (err) {
      // A closed tab or a cancelled download ends the pipeline early; the audit row says "complete: false".
      if ((err as { code?: unknown }).code !== "ERR_STREAM_PREMATURE_CLOSE") logger.error({ err, requestId, list }, "export stream failed");
    }
    await started.done;
  } catch (err) {
    if (res.headersSent) return;
    if (err instanceof HttpError) return sendError(res, err.status, err.message, requestId, err.field);
    if (err instanceof DomainError) return sendError(res, STATUS[err.code], err.message, requestId, err.field);
    logger.error({ err, requestId, list }, "export failed");
    sendError(res, 500, genericErrorMessage(requestId), requestId);
  }
}
