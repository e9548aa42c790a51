import { z } from "zod";

const bp = z.number().int().min(0).max(10_000);

/**
 * The office's commission configuration (app_settings 'commissions'): rates are configuration, never
 * constants in code (DOMAIN.md). Missing keys take these defaults.
 */
export const commissionSettingsSchema = z
  .object({
    /** Months a "while the sale lasts" tranche runs when the sale has neither installments nor vigência. */
    horizonMonths: z.number().int().min(1).max(120).default(12),
    /** Share of an estorno passed on to a participant, per contract type (CLT art. 466: none by default). */
    passOnBp: z.object({ clt: bp, pj: bp, autonomo: bp }).default({ clt: 0, pj: 10_000, autonomo: 10_000 }),
    /** IRRF on commissions paid to a company outside the Simples Nacional (Lei 7.450/85 art. 53). */
    irrfPjBp: bp.default(150),
    /** RPA withholdings for autônomos: INSS and IRRF (ISS comes from the person's profile). */
    rpaInssBp: bp.default(1_100),
    rpaIrrfBp: bp.default(0),
    /** A statement line within this many centavos of the expected amount is "recebida". */
    toleranceCents: z.number().int().min(0).max(1_000_000).default(100),
  })
  .strict();

export type CommissionSettings = z.infer<typeof commissionSettingsSchema>;
export const COMMISSION_SETTINGS_KEY = "commissions";
export const DEFAULT_COMMISSION_SETTINGS: CommissionSettings = commissionSettingsSchema.parse({});
