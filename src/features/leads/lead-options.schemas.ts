import { z } from "zod";
import { idSchema, versionSchema } from "~/features/users/users.schemas";

export const LEAD_OPTION_KINDS = ["source", "lostReason"] as const;
export type LeadOptionKind = (typeof LEAD_OPTION_KINDS)[number];

/** An option's English label: optional (blank = en-US users see the pt-BR label). */
export const leadOptionLabelEnInput = z
  .object({
    id: idSchema,
    version: versionSchema,
    labelEn: z
      .string()
      .trim()
      .max(60, { error: "No máximo 60 caracteres." })
      .transform((v) => (v === "" ? null : v))
      .nullable(),
  })
  .strict();

export type LeadOptionLabelEnInput = z.input<typeof leadOptionLabelEnInput>;
