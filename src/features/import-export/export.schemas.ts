import { z } from "zod";

import { EXPORT_ROW_LIMIT, EXPORT_SELECTION_MAX } from "./export-limits";

export { EXPORT_ROW_LIMIT, EXPORT_SELECTION_MAX };

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
