import { z } from "zod";
import { INT4_MAX, isoDaySchema, monthSchema, optionalText, productCategorySchema } from "~/lib/fields";
import { isTextIdCursor, pagingDirection } from "~/lib/paging";
import { idSchema, versionSchema } from "~/features/users/users.schemas";
import { CONTRACT_TYPES, ENTRY_TYPES, PAY_ON, TAX_REGIMES } from "~/lib/catalog/commission-catalog";
import { termsSchema } from "./commission-terms.schemas";
import { commissionSettingsSchema } from "./commission-settings";

export { monthSchema };

const ruleName = z.string().trim().min(2, { error: "Dê um nome à regra (mín. 2 caracteres)." }).max(120, { error: "No máximo 120 caracteres." });

/** A rule's scope: a product; a partner and a category; or a category alone. */
export const ruleCreateInput = z
  .object({
    name: ruleName,
    productId: idSchema.nullish(),
    partnerId: idSchema.nullish(),
    category: productCategorySchema.nullish(),
    effectiveFrom: isoDaySchema,
    terms: termsSchema,
    note: optionalText(500),
  })
  .strict()
  .superRefine((r, ctx) => {
    if (r.productId && (r.partnerId || r.category)) {
      ctx.addIssue({ code: "custom", path: ["productId"], message: "Uma regra de produto não leva parceiro nem categoria." });
    } else if (!r.productId && !r.category) {
      ctx.addIssue({ code: "custom", path: ["category"], message: "Escolha um produto, ou uma categoria (com ou sem parceiro)." });
    }
  });

export const ruleVersionInput = z
  .object({ ruleId: idSchema, effectiveFrom: isoDaySchema, terms: termsSchema, note: optionalText(500) })
  .strict();

export const ruleUpdateInput = z.object({ id: idSchema, version: versionSchema, name: ruleName.optional(), active: z.boolean().optional() }).strict();

export const rulesListInput = z
  .object({
    category: productCategorySchema.nullish(),
    partnerId: idSchema.nullish(),
    includeInactive: z.boolean().default(false),
    cursor: z.string().max(200).refine(isTextIdCursor, { error: "Cursor inválido." }).nullish(),
    direction: pagingDirection,
    limit: z.number().int().min(1).max(100).default(50),
  })
  .strict();

export const profileInput = z
  .object({
    userId: idSchema,
    contractType: z.enum(CONTRACT_TYPES, { error: "Escolha o tipo de contrato." }),
    defaultSplitBp: z.number().int().min(0, { error: "Não pode ser negativo." }).max(10_000, { error: "No máximo 100 %." }),
    taxRegime: z.enum(TAX_REGIMES, { error: "Escolha o regime tributário." }),
    issBp: z.number().int().min(0, { error: "Não pode ser negativo." }).max(1_000, { error: "No máximo 10 %." }),
    payOn: z.enum(PAY_ON, { error: "Escolha quando o repasse é feito." }),
    /** The profile's version when editing; absent when creating it. */
    version: versionSchema.optional(),
  })
  .strict();

export const MANUAL_ENTRY_TYPES = ["bonus", "premiacao", "ajuste_manual", "adiantamento"] as const;

/** Centavos: bônus, premiação and adiantamento are positive; a manual adjustment may be negative. */
export const manualEntryInput = z
  .object({
    requestKey: z.uuid({ error: "Identificador inválido." }),
    userId: idSchema,
    type: z.enum(MANUAL_ENTRY_TYPES, { error: "Escolha o tipo de lançamento." }),
    amount: z
      .bigint({ error: "Valor inválido." })
      .min(-999_999_999_999n, { error: "Valor alto demais." })
      .max(999_999_999_999n, { error: "Valor alto demais." })
      .refine((v) => v !== 0n, { error: "Informe um valor diferente de zero." }),
    month: monthSchema,
    reason: z.string().trim().min(3, { error: "Explique o motivo (mín. 3 caracteres)." }).max(500, { error: "No máximo 500 caracteres." }),
  })
  .strict()
  .superRefine((e, ctx) => {
    if (e.type !== "ajuste_manual" && e.amount < 0n) ctx.addIssue({ code: "custom", path: ["amount"], message: "Informe um valor positivo." });
  });

export const monthInput = z.object({ month: monthSchema }).strict();

export const summaryInput = z
  .object({ userId: idSchema.nullish(), from: monthSchema, to: monthSchema })
  .strict()
  .refine((r) => r.from <= r.to, { error: "O mês inicial deve vir antes do final.", path: ["to"] });

export const BUCKETS = ["previsto", "aReceber", "recebido", "aRepassar", "pago", "estornos"] as const;

/** Whose entries a report drills into: every person the actor sees, or the partner lines. */
export const ENTRY_SIDES = ["pessoas", "parceiro"] as const;

export const entriesInput = z
  .object({
    userId: idSchema.nullish(),
    month: monthSchema.nullish(),
    /** A range of competence months (a card's drill-down). */
    from: monthSchema.nullish(),
    to: monthSchema.nullish(),
    /** "none": entries without a category (bônus, adiantamentos…). */
    category: z.union([productCategorySchema, z.literal("none")]).nullish(),
    bucket: z.enum(BUCKETS).nullish(),
    /**
     * A report's drill-down (Relatórios › Comissões): "pessoas" lists every person's entries the actor may see
     * (userId then narrows to one), "parceiro" the partner lines (what partners owe the office; finance only).
     */
    side: z.enum(ENTRY_SIDES).nullish(),
    partnerId: idSchema.nullish(),
    /** Side "pessoas": the person's team; side "parceiro": the team of the sale's seller. */
    teamId: idSchema.nullish(),
    /** Side "parceiro": the sale's seller. */
    sellerId: idSchema.nullish(),
    type: z.enum(ENTRY_TYPES).nullish(),
    /** A range of due months (receivables aging). */
    dueFrom: monthSchema.nullish(),
    dueTo: monthSchema.nullish(),
    cursor: z.number().int().positive().nullish(),
    direction: pagingDirection,
    limit: z.number().int().min(1).max(100).default(50),
  })
  .strict();

export const statementsListInput = z.object({ userId: idSchema.nullish(), month: monthSchema.nullish() }).strict();
export const statementIdInput = z.object({ id: idSchema }).strict();
export const statementPaidInput = z
  .object({
    id: idSchema,
    version: versionSchema,
    paidOn: isoDaySchema,
    reference: z.string().trim().min(2, { error: "Informe a referência do pagamento (ex.: PIX, TED, nº do lote)." }).max(120, { error: "No máximo 120 caracteres." }),
  })
  .strict();

export const LINE_STATUSES = ["recebida", "divergente", "nao_identificada", "lancada"] as const;
export const partnerStatementsInput = z.object({ partnerId: idSchema.nullish(), month: monthSchema.nullish() }).strict();
export const statementLinesInput = z
  .object({
    statementId: idSchema,
    status: z.enum(LINE_STATUSES).nullish(),
    /** The last line number seen (an integer column). */
    cursor: z.number().int().positive().max(INT4_MAX, { error: "Cursor inválido." }).nullish(),
    direction: pagingDirection,
    limit: z.number().int().min(1).max(100).default(50),
  })
  .strict();
const reasonSchema = z.string().trim().min(3, { error: "Explique o motivo (mín. 3 caracteres)." }).max(500, { error: "No máximo 500 caracteres." });
export const lineMatchInput = z.object({ lineId: idSchema, version: versionSchema, saleId: idSchema, installment: z.number().int().min(1).max(600) }).strict();
export const lineReasonInput = z.object({ lineId: idSchema, version: versionSchema, reason: reasonSchema }).strict();
export const overviewInput = z
  .object({ from: monthSchema, to: monthSchema, partnerId: idSchema.nullish() })
  .strict()
  .refine((r) => r.from <= r.to, { error: "O mês inicial deve vir antes do final.", path: ["to"] });
export const overdueInput = z.object({ partnerId: idSchema.nullish(), limit: z.number().int().min(1).max(100).default(50) }).strict();

export const settingsInput = z.object({ settings: commissionSettingsSchema, version: versionSchema.optional() }).strict();

export const saleIdInput = z.object({ saleId: idSchema }).strict();
export const ruleIdInput = z.object({ id: idSchema }).strict();
export const userIdInput = z.object({ userId: idSchema }).strict();

export type RuleCreateInput = z.infer<typeof ruleCreateInput>;
export type RuleVersionInput = z.infer<typeof ruleVersionInput>;
export type RuleUpdateInput = z.infer<typeof ruleUpdateInput>;
export type RulesListInput = z.infer<typeof rulesListInput>;
export type ProfileInput = z.infer<typeof profileInput>;
export type ManualEntryInput = z.infer<typeof manualEntryInput>;
export type SummaryInput = z.infer<typeof summaryInput>;
export type EntriesInput = z.infer<typeof entriesInput>;
export type Bucket = (typeof BUCKETS)[number];
