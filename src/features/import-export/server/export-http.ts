import type { IncomingHttpHeaders } from "node:http";
import type { NextApiRequest } from "next";
import { getDb } from "~/server/db/client";
import { forbidden } from "~/server/errors";
import { apiRoute, ApiError } from "~/server/http/api-route";
import { streamToResponse } from "~/server/http/stream-to-response";
import { logger } from "~/server/logger";
import { can } from "~/lib/permissions";
import { exportFormatSchema, exportSelectionInput } from "../export.schemas";
import { EXPORT_MAX_ROWS, type Exporter } from "./exporter";
import { exporterFor } from "./exporters";
import { startExport, type ExportFormat, type ExportSource } from "./export.service";

function headerOf(headers: IncomingHttpHeaders, name: string): string | undefined {
  const v = headers[name];
  return Array.isArray(v) ? v[0] : v;
}

function formatOf(raw: unknown): ExportFormat {
  const parsed = exportFormatSchema.safeParse(Array.isArray(raw) ? raw[0] : (raw ?? "csv"));
  if (!parsed.success) throw new ApiError(400, parsed.error.issues[0]?.message ?? "Formato inválido.", "format");
  return parsed.data;
}

function sourceOf(req: NextApiRequest, exporter: Exporter): { format: ExportFormat; source: ExportSource } {
  if (req.method === "GET") {
    const { state, extra } = exporter.parseQuery(req.query);
    return { format: formatOf(req.query.format), source: { kind: "filter", state, extra } };
  }
  if (!/^application\/json\b/i.test(headerOf(req.headers, "content-type") ?? "")) throw new ApiError(415, "Envie a seleção em JSON.");
  const parsed = exportSelectionInput.safeParse(req.body);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new ApiError(400, issue?.message ?? "Pedido de exportação inválido.", issue?.path.map(String).join(".") || undefined);
  }
  // The list's extra parameters (leads: campanha=1) come in the URL, as for a filter export.
  return { format: parsed.data.format, source: { kind: "selection", ids: parsed.data.ids, extra: exporter.parseExtra(req.query) } };
}

/**
 * GET /api/export/<list>?format=csv|xlsx&<the list's URL state>: the current filter.
 * POST /api/export/<list>[?<the list's extra parameters>] {ids, format}: a selection (at most 1.000 ids).
 * The file is streamed a page of the list at a time, never held whole in memory, and holds at most
 * EXPORT_MAX_ROWS rows (the X-Export-Max-Rows header says so). Errors carry the field and the request id.
 */
export const handleExport = apiRoute(
  {
    name: "export",
    methods: ["GET", "POST"],
    methodMessage: "Use GET para exportar o filtro atual ou POST para uma seleção.",
    errorBody: (failure, requestId) => ({ error: { message: failure.message, field: failure.field ?? null, requestId } }),
  },
  async ({ req, res, requestId, actor }) => {
    const list = String(req.query.list ?? "");
    const exporter = exporterFor(list);
    if (!exporter) throw new ApiError(404, "Esta lista não pode ser exportada.");
    if (!can(actor.role, exporter.permission)) throw forbidden();
    const { format, source } = sourceOf(req, exporter);
    const started = await startExport(await getDb(), actor, exporter, list, format, source);
    res.status(200);
    res.setHeader("Content-Type", started.contentType);
    res.setHeader("Content-Disposition", `attachment; filename="${started.filename}"`);
    res.setHeader("X-Export-Max-Rows", String(EXPORT_MAX_ROWS));
    try {
      await streamToResponse(started.body, res);
    } catch (err) {
      // A closed tab or a cancelled download ends the pipeline early; the audit row says "complete: false".
      if ((err as { code?: unknown }).code !== "ERR_STREAM_PREMATURE_CLOSE") logger.error({ err, requestId, list }, "export stream failed");
    }
    await started.done;
  },
);
