import { z } from "zod";
import { cnpjSchema, emailField, optionalText, phoneSchema, productCategorySchema } from "~/lib/fields";
import { idSchema, versionSchema } from "~/features/users/users.schemas";

const partnerName = z.string().trim().min(2, { error: "Informe o nome do parceiro." }).max(120, { error: "No máximo 120 caracteres." });
const categories = z.array(productCategorySchema).min(1, { error: "Escolha ao menos uma categoria." }).max(30);

export const partnerCreateInput = z
  .object({
    name: partnerName,
    cnpj: cnpjSchema,
    categories,
    contactName: optionalText(120),
    contactEmail: emailField.nullish(),
    contactPhone: phoneSchema.nullish(),
    active: z.boolean().default(true),
  })
  .strict();

export const partnerUpdateInput = z
  .object({
    id: idSchema,
    version: versionSchema,
    name: partnerName.optional(),
    cnpj: cnpjSchema.optional(),
    categories: categories.optional(),
    contactName: optionalText(120),
    contactEmail: emailField.nullish(),
    contactPhone: phoneSchema.nullish(),
    active: z.boolean().optional(),
  })
  .strict();

const productName = z.string().trim().min(2, { error: "Informe o nome do produto." }).max(120, { error: "No máximo 120 caracteres." });
const baseAmountLabel = z.string().trim().min(2, { error: "Informe o que o valor base representa." }).max(60);

export const productCreateInput = z
  .object({
    partnerId: idSchema,
    category: productCategorySchema,
    name: productName,
    /** Defaults to the family's label (DOMAIN.md §1) when omitted. */
    baseAmountLabel: baseAmountLabel.optional(),
    active: z.boolean().default(true),
  })
  .strict();

export const productUpdateInput = z
  .object({
    id: idSchema,
    version: versionSchema,
    category: productCategorySchema.optional(),
    name: productName.optional(),
    baseAmountLabel: baseAmountLabel.optional(),
    active: z.boolean().optional(),
  })
  .strict();

export const partnerOptionsInput = z.object({ includeInactive: z.boolean().default(false) }).strict();

export type PartnerCreateInput = z.infer<typeof partnerCreateInput>;
export type PartnerUpdateInput = z.infer<typeof partnerUpdateInput>;
export type ProductCreateInput = z.infer<typeof productCreateInput>;
export type ProductUpdateInput = z.infer<typeof productUpdateInput>;
