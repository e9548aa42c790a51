import { z } from "zod";
import { SALE_STATUSES } from "~/lib/catalog/sale-statuses";
import { instantSchema, isoDaySchema, moneySchema, optionalText } from "~/lib/fields";
import { idSchema, versionSchema } from "~/features/users/users.schemas";
import { confirmUnusualAmountField } from "~/features/plausibility/plausibility.schemas";

const DISCLOSURE_CHANNELS = ["email", "whatsapp", "presencial", "telefone", "documento"] as const;

const saleFields = {
  contractNumber: optionalText(60),
  soldOn: isoDaySchema,
  vigenciaStart: isoDaySchema.nullish(),
  vigenciaEnd: isoDaySchema.nullish(),
  installments: z.number().int().min(1, { error: "Ao menos 1 parcela." }).max(600, { error: "No máximo 600 parcelas." }).nullish(),
  baseAmount: moneySchema,
  presalesId: idSchema.nullish(),
  referrerId: idSchema.nullish(),
  referrerName: optionalText(120),
  disclosureAt: instantSchema.nullish(),
  disclosureChannel: z.enum(DISCLOSURE_CHANNELS, { error: "Escolha como a remuneração foi informada." }).nullish(),
  disclosureText: optionalText(4000),
  /** The user confirmed a base amount far outside the usual (see features/plausibility). */
  confirmUnusualAmount: confirmUnusualAmountField,
};

function vigenciaOrder(v: { vigenciaStart?: string | null; vigenciaEnd?: string | null }, ctx: z.RefinementCtx) {
  if (v.vigenciaStart && v.vigenciaEnd && v.vigenciaEnd < v.vigenciaStart) {
    ctx.addIssue({ code: "custom", path: ["vigenciaEnd"], message: "O fim da vigência não pode ser antes do início." });
  }
}

export const saleCreateInput = z
  .object({ customerId: idSchema, productId: idSchema, sellerId: idSchema.optional(), ...saleFields })
  .strict()
  .superRefine(vigenciaOrder);

/**
 * The product (and so partner and category) can change only while the sale is a proposta; the activation day
 * only once it is active (it is given when activating).
 */
export const saleUpdateInput = z
  .object({ id: idSchema, version: versionSchema, productId: idSchema.optional(), sellerId: idSchema.optional(), activatedOn: isoDaySchema.optional(), ...saleFields })
  .partial()
  .required({ id: true, version: true })
  .strict()
  .superRefine(vigenciaOrder);

/**
 * What finance may complete on any sale so its commission computes (the rules screen's check lists the sales
 * lacking them): installments, vigência, the policy / contract number. Nothing else of the sale.
 */
export const saleCompletionInput = z
  .object({ id: idSchema, version: versionSchema, contractNumber: saleFields.contractNumber, vigenciaStart: saleFields.vigenciaStart, vigenciaEnd: saleFields.vigenciaEnd, installments: saleFields.installments })
  .partial()
  .required({ id: true, version: true })
  .strict()
  .superRefine(vigenciaOrder);

export const saleStatusInput = z
  .object({
    id: idSchema,
    version: versionSchema,
    status: z.enum(SALE_STATUSES, { error: "Status inválido." }),
    /** Activation date (São Paulo day) for ativa: the day it really became active; today when absent. */
    activatedOn: isoDaySchema.nullish(),
    /** Cancellation date (São Paulo day); required for cancelada. */
    cancelledOn: isoDaySchema.nullish(),
    cancelReason: optionalText(500),
  })
  .strict();

export const saleByIdInput = z.object({ id: idSchema }).strict();
export const saleRequirementsInput = z.object({ productId: idSchema, soldOn: isoDaySchema }).strict();
export const salesOfCustomerInput = z.object({ customerId: idSchema }).strict();

export type SaleCreateInput = z.infer<typeof saleCreateInput>;
export type SaleUpdateInput = z.infer<typeof saleUpdateInput>;
export type SaleStatusInput = z.infer<typeof saleStatusInput>;
