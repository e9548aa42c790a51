import type { NextApiRequest, NextApiResponse } from "next";
import { z } from "zod";
import { authenticateApiRequest } from "~/server/auth/request-session";
import { getDb } from "~/server/db/client";
import { DomainError } from "~/server/errors";
import { logger } from "~/server/logger";
import { timeResponse } from "~/server/ops/metrics";
import { can } from "~/lib/permissions";
import { getStatement } from "~/features/commissions/server/statements.service";
import { statementCsv, statementPdf } from "~/features/commissions/server/statement-document";
import { requestLocale, withRequestLocale } from "~/i18n/server/request-locale";
import { translateServerMessage } from "~/i18n/server/translate";

const query = z.object({ id: z.uuid(), formato: z.enum(["pdf", "csv"]).default("pdf") });

/** GET /api/comissoes/extrato/<id>?formato=pdf|csv: a statement as a file, for whoever may see it. */
function fail(res: NextApiResponse, status: number, message: string) {
  res.status(status).json({ error: { message: translateServerMessage(message, requestLocale()) } });
}

export default withRequestLocale(handler);

async function handler(req: NextApiRequest, res: NextApiResponse) {
  timeResponse("commission statement", req, res);
  if (req.method !== "GET") {
    res.setHeader("allow", "GET");
    return fail(res, 405, "Use GET para baixar o extrato.");
  }
  const { session, refusal } = await authenticateApiRequest(req, res);
  if (refusal) return fail(res, refusal.status, refusal.message);
  const parsed = query.safeParse(req.query);
  if (!parsed.success) return fail(res, 400, "Extrato ou formato inválido.");
  const { id, role, teamId } = session.user;
  if (!can(role, "commissions.read")) return fail(res, 403, "Você não tem permissão para esta ação.");
  try {
    const statement = await getStatement(await getDb(), { id, role, teamId }, parsed.data.id);
    const name = `extrato-${statement.month}-${statement.userName.normalize("NFD").replace(/[\u0300-\u036f]/g, "").replace(/[^A-Za-z0-9]+/g, "-").replace(/^-|-$/g, "").toLowerCase()}`;
    if (parsed.data.formato === "csv") {
      res.setHeader("Content-Type", "text/csv; charset=utf-8");
      res.setHeader("Content-Disposition", `attachment; filename="${name}.csv"`);
      return res.status(200).send(statementCsv(statement));
    }
    const bytes = await statementPdf(statement);
    res.setHeader("Content-Type", "application/pdf");
    res.setHeader("Content-Disposition", `attachment; filename="${name}.pdf"`);
    return res.status(200).send(Buffer.from(bytes));
  } catch (err) {
    if (err instanceof DomainError && err.code === "NOT_FOUND") return fail(res, 404, err.message);
    logger.error({ err }, "falha ao gerar o extrato");
    return fail(res, 500, "Não foi possível gerar o extrato.");
  }
}
