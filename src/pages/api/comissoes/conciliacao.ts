import { z } from "zod";
import { getDb } from "~/server/db/client";
import { apiRoute, ApiError } from "~/server/http/api-route";
import { can } from "~/lib/permissions";
import { jsonMapping } from "~/features/import-export/server/import.schemas";
import { importFailureOf, MAX_IMPORT_BYTES, TOO_LARGE_MESSAGE } from "~/features/import-export/server/http-guard";
import { monthSchema } from "~/features/commissions/commissions.schemas";
import { analyseStatement, commitStatement, parseStatement, previewStatement } from "~/features/commissions/server/reconciliation/statement-import.service";
import { localizeCellErrors, localizeColumns } from "~/features/import-export/server/localize";
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
export default apiRoute(
  {
    name: "statement import",
    methods: ["POST"],
    methodMessage: "Use POST para enviar o arquivo.",
    maxBodyBytes: () => MAX_IMPORT_BYTES,
    tooLargeMessage: () => TOO_LARGE_MESSAGE,
    failureOf: importFailureOf,
  },
  async ({ req, res, actor, body }) => {
    const t = serverTranslator(actor.locale);
    if (!can(actor.role, "commissions.manage")) throw new ApiError(403, "Você não tem permissão para conciliar extratos.");
    const query = querySchema.safeParse(req.query);
    if (!query.success) throw new ApiError(400, query.error.issues[0]?.message ?? "Parâmetros inválidos.");
    const { step, partnerId, month, mapping, fileName } = query.data;
    if (step !== "analyse" && (!mapping || !month)) throw new ApiError(400, "Associe as colunas e informe o mês antes de continuar.");
    const db = await getDb();
    if (step === "analyse") return void res.status(200).json(serialise(localize(await analyseStatement(db, partnerId, body()), t)));
    const parsed = await parseStatement(body(), mapping!);
    if (step === "preview") return void res.status(200).json(serialise(localize(await previewStatement(db, { partnerId, month: month!, parsed }), t)));
    const result = await commitStatement(db, actor, { partnerId, month: month!, fileName: fileName ?? "extrato", parsed, mapping: mapping! });
    res.status(200).json(serialise(result));
  },
);

/** Centavos travel as strings in this JSON endpoint (bigint has no JSON form). */
function serialise(value: unknown): unknown {
  return JSON.parse(JSON.stringify(value, (_key, v: unknown) => (typeof v === "bigint" ? v.toString() : v)));
}
