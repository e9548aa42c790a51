import { z } from "zod";
import { SALE_REQUIREMENTS } from "~/lib/catalog/sale-requirements";

/**
 * The data that describes how a partner pays the office and how the office shares it: one model for every
 * product family of DOMAIN.md §1 (schedules are data, not code). Stored as JSON on a rule version and shared
 * by the router, the rule form and the ledger engine.
 */

const bp = (label: string, max = 10_000) =>
  z
    .number({ error: `${label}: informe um número.` })
    .int({ error: `${label}: use centésimos de ponto percentual inteiros.` })
    .min(0, { error: `${label} não pode ser negativo.` })
    .max(max, { error: `${label}: no máximo ${max / 100} %.` });

/**
 * One tranche of a schedule: from month `fromMonth` (1 = the sale's first month), for `months` months, or
 * every month while the sale lasts (`months` null: its number of installments, else its vigência, else the
 * configured horizon). Each month pays a rate of the base (the whole base amount, or the base divided by the
 * sale's installments: insurance premiums collected in installments) or a fixed amount.
 */
export const trancheSchema = z
  .object({
    fromMonth: z.number().int().min(1, { error: "O mês inicial é 1 ou mais." }).max(600, { error: "No máximo o mês 600." }),
    months: z.number().int().min(1, { error: "Ao menos 1 mês." }).max(600, { error: "No máximo 600 meses." }).nullable(),
    kind: z.enum(["rate", "fixed"], { error: "Escolha percentual ou valor fixo." }),
    rateBp: bp("O percentual", 100_000).nullable(),
    fixedCents: z.number().int().min(0, { error: "O valor não pode ser negativo." }).max(1e12, { error: "Valor alto demais." }).nullable(),
    base: z.enum(["total", "installment"], { error: "Escolha a base." }),
  })
  .strict()
  .superRefine((t, ctx) => {
    if (t.kind === "rate" && t.rateBp === null) ctx.addIssue({ code: "custom", path: ["rateBp"], message: "Informe o percentual." });
    if (t.kind === "fixed" && t.fixedCents === null) ctx.addIssue({ code: "custom", path: ["fixedCents"], message: "Informe o valor." });
  });

/** Shares of each installment's commission; the office keeps the rest. A null seller share uses the seller's profile. */
export const splitSchema = z
  .object({
    sellerBp: bp("A parte do vendedor").nullable(),
    presalesBp: bp("A parte da pré-venda"),
    referrerBp: bp("A parte do indicador"),
    managerBp: bp("A parte do gestor"),
  })
  .strict()
  .refine((s) => (s.sellerBp ?? 0) + s.presalesBp + s.referrerBp + s.managerBp <= 10_000, {
    error: "As partes somam mais de 100 % da comissão.",
    path: ["sellerBp"],
  });

/** Estorno table: cancelled within `upToMonth` months of the start → `recoverBp` of what was due is recovered. */
export const clawbackStepSchema = z
  .object({
    upToMonth: z.number().int().min(1, { error: "Ao menos 1 mês." }).max(600, { error: "No máximo 600 meses." }),
    recoverBp: bp("O percentual estornado"),
  })
  .strict();

export const clawbackSchema = z
  .array(clawbackStepSchema)
  .max(24, { error: "No máximo 24 faixas." })
  .refine((steps) => steps.every((s, i) => i === 0 || s.upToMonth > steps[i - 1]!.upToMonth), {
    error: "As faixas de estorno devem estar em ordem crescente de meses.",
  });

export const termsSchema = z
  .object({
    tranches: z.array(trancheSchema).min(1, { error: "Informe ao menos uma parcela do cronograma." }).max(24, { error: "No máximo 24 faixas." }),
    split: splitSchema,
    clawback: clawbackSchema,
    /**
     * What a sale needs before it can be activated under these terms, beyond what the schedule implies
     * (termsRequirements adds the installments a "por parcela" tranche divides by). Absent in rules saved before.
     */
    requires: z.array(z.enum(SALE_REQUIREMENTS, { error: "Requisito desconhecido." })).max(SALE_REQUIREMENTS.length).optional(),
    /**
     * Share of an estorno passed on to CLT sellers for sales under this rule (so per product or category), instead
     * of the office's setting (0 % by default, CLT art. 466; consórcio is the usual exception). Null: the setting.
     */
    cltPassOnBp: bp("O repasse do estorno a vendedores CLT").nullable().optional(),
  })
  .strict();

export type Tranche = z.infer<typeof trancheSchema>;
export type Split = z.infer<typeof splitSchema>;
export type ClawbackStep = z.infer<typeof clawbackStepSchema>;
export type CommissionTerms = z.infer<typeof termsSchema>;
