import { randomUUID } from "node:crypto";
import type { NextApiRequest, NextApiResponse } from "next";
import type { Actor } from "~/server/actor";
import { authenticateApiRequest } from "~/server/auth/request-session";
import { getDb } from "~/server/db/client";
import { DomainError } from "~/server/errors";
import { logger } from "~/server/logger";
import { timeResponse } from "~/server/ops/metrics";
import { genericErrorMessage } from "~/server/trpc";
import { can } from "~/lib/permissions";
import { localeFromAcceptLanguage, requestLocale, runWithLocale } from "~/i18n/server/request-locale";
import { translateServerMessage } from "~/i18n/server/translate";
import { reportFiltersInput, resolvePeriod } from "../report-contract";
import { reportStateFromQuery } from "../report-url";
import { reportRunner } from "./registry";
import { reportSectionFile } from "./report-export";
import { REPORT_UNAVAILABLE } from "./reports.router";

const STATUS: Record<DomainError["code"], number> = { BAD_REQUEST: 400, FORBIDDEN: 403, NOT_FOUND: 404, CONFLICT: 409 };

function sendError(res: NextApiResponse, status: number, message: string, requestId: string): void {
  res.status(status).json({ error: { message: translateServerMessage(message, requestLocale()), requestId } });
}

/**
 * GET /api/relatorios/exportar?<the Relatórios page's URL state>&secao=<section key>&formato=csv|xlsx: one table of
 * a report as the page shows it (same runner, same scope), as a file. Reports are small (one row per status,
 * seller, month…), so the file is built whole.
 */
export function handleReportExport(req: NextApiRequest, res: NextApiResponse): Promise<void> {
  timeResponse("report export", req, res);
  return runWithLocale(localeFromAcceptLanguage(req.headers["accept-language"]), () => exportHandler(req, res));
}

async function exportHandler(req: NextApiRequest, res: NextApiResponse): Promise<void> {
  const requestId = randomUUID();
  res.setHeader("x-request-id", requestId);
  try {
    if (req.method !== "GET") {
      res.setHeader("Allow", "GET");
      return sendError(res, 405, "Use GET para exportar.", requestId);
    }
    const { session, refusal } = await authenticateApiRequest(req, res);
    if (refusal) return sendError(res, refusal.status, refusal.message, requestId);
    if (!can(session.user.role, "reports.read")) return sendError(res, 403, "Você não tem permissão para esta ação.", requestId);
    const actor: Actor = { id: session.user.id, role: session.user.role, teamId: session.user.teamId, locale: session.user.locale, requestId };
    const state = reportStateFromQuery(req.query);
    const filters = reportFiltersInput.safeParse(state.filters);
    if (!filters.success) return sendError(res, 400, filters.error.issues[0]?.message ?? "Período inválido.", requestId);
    const runner = reportRunner(state.key);
    if (!runner) return sendError(res, 404, REPORT_UNAVAILABLE, requestId);
    const result = await runner(await getDb(), actor, filters.data, resolvePeriod(filters.data));
    const section = result.sections.find((s) => s.key === req.query.secao) ?? result.sections[0];
    if (!section) return sendError(res, 404, REPORT_UNAVAILABLE, requestId);
    const file = await reportSectionFile(result, section, req.query.formato === "xlsx" ? "xlsx" : "csv");
    res.status(200);
    res.setHeader("Content-Type", file.contentType);
    res.setHeader("Content-Disposition", `attachment; filename="${file.filename}"`);
    res.setHeader("X-Content-Type-Options", "nosniff");
    res.send(file.body);
  } catch (err) {
    if (res.headersSent) return;
    if (err instanceof DomainError) return sendError(res, STATUS[err.code], err.message, requestId);
    logger.error({ err, requestId }, "report export failed");
    sendError(res, 500, genericErrorMessage(requestId), requestId);
  }
}
