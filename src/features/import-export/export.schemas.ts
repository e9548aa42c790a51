import { z } from "zod";

/** Most ids a selection export takes (a list page holds far fewer); here so the client can check before sending. */
export const EXPORT_SELECTION_MAX = 1_000;
/** An export stops here: beyond it the user should narrow the filter. The menu shows it as a hint. */
export const EXPORT_ROW_LIMIT = 100_000;

export const exportFormatSchema = z.enum(["csv", "xlsx"], { error: "Formato de exportação inválido: use csv ou xlsx." });

/** POST /api/export/<list>: a selection of rows. */
export const exportSelectionInput = z
  .object({
    ids: z
      .array(z.uuid({ error: "Identificador inválido." }), { error: "Informe os registros a exportar." })
      .min(1, { error: "Selecione ao menos um registro para exportar." })
      .max(EXPORT_SELECTION_MAX, { error: `Selecione no máximo ${EXPORT_SELECTION_MAX.toLocaleString("pt-BR")} registros para exportar.` }),
    format: exportFormatSchema,
  })
  .strict();

export type ExportSelectionInput = z.infer<typeof exportSelectionInput>;
