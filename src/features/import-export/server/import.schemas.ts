import { z } from "zod";

export const IMPORT_STEPS = ["analyse", "preview", "commit", "rejected"] as const;
export type ImportStep = (typeof IMPORT_STEPS)[number];

/** { columnKey: header index or null } as the mapping step sends it, JSON in the query string. */
const mappingSchema = z.record(z.string().max(60), z.number().int().min(0).max(1000).nullable());

export const jsonMapping = z
  .string()
  .max(10_000)
  .transform((text, ctx) => {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      ctx.addIssue({ code: "custom", message: "Associação de colunas inválida." });
      return z.NEVER;
    }
  })
  .pipe(mappingSchema);

/** The query string of POST /api/import/<list>: the step and its options (the body is the file itself). */
export const importQuerySchema = z.object({
  step: z.enum(IMPORT_STEPS, { error: "Etapa de importação inválida." }),
  mapping: jsonMapping.optional(),
  duplicates: z.enum(["skip", "update"], { error: "Escolha ignorar ou atualizar os registros existentes." }).default("skip"),
  validOnly: z
    .enum(["0", "1"])
    .default("0")
    .transform((v) => v === "1"),
  /** The user confirmed the rows with warnings (amounts far outside the usual). */
  confirmWarnings: z
    .enum(["0", "1"])
    .default("0")
    .transform((v) => v === "1"),
  fileName: z.string().max(255).optional(),
});

export type ImportQuery = z.infer<typeof importQuerySchema>;
