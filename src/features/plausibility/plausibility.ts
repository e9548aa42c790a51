import { z } from "zod";
import { formatBRL } from "~/lib/format";

/**
 * "Is this amount far outside what is usual?" — one rule for sale amounts, proposals and leads' estimated
 * values, on forms and in imports (issue 17: R$ 11.500.000.850,00 was saved as a premium). An unusual amount
 * is never refused outright nor changed: the user confirms it, and the confirmation is audited.
 */

const MAX_CENTAVOS = 999_999_999_999_999;

/** The office's configuration (app_settings 'plausibility'); missing keys take these defaults. */
export const plausibilitySettingsSchema = z
  .object({
    /** Any amount above this (centavos) is unusual, whatever the history. Default R$ 50.000.000,00. */
    ceilingCents: z.number().int().min(1, { error: "Informe um teto maior que zero." }).max(MAX_CENTAVOS, { error: "Teto alto demais." }).default(5_000_000_000),
    /** An amount more than this many times the usual (median) one is unusual. */
    factor: z.number().int().min(2, { error: "Use um fator de 2 a 1000." }).max(1000, { error: "Use um fator de 2 a 1000." }).default(20),
    /** Amounts a median needs before it counts (fewer: only the ceiling applies). */
    minSample: z.number().int().min(1, { error: "Use de 1 a 1000 valores." }).max(1000, { error: "Use de 1 a 1000 valores." }).default(5),
  })
  .strict();

export type PlausibilitySettings = z.infer<typeof plausibilitySettingsSchema>;
export const PLAUSIBILITY_SETTINGS_KEY = "plausibility";
export const DEFAULT_PLAUSIBILITY_SETTINGS: PlausibilitySettings = plausibilitySettingsSchema.parse({});

/** Where a usual amount comes from: the same product's sales, its category's sales, or leads of the same categories. */
export type UsualBasis = "product" | "category" | "leads";

/** The median of earlier amounts of one kind and how many there were. */
export interface AmountSample {
  readonly basis: UsualBasis;
  readonly medianCents: bigint;
  readonly count: number;
}

/** Why an amount is unusual, with the facts a form or an import shows (centavos as safe integers, JSON-friendly). */
export interface UnusualAmount {
  readonly reason: "ceiling" | "median";
  readonly amountCents: number;
  readonly ceilingCents: number;
  readonly factor: number;
  /** The usual amount compared with, when a sample was large enough. */
  readonly medianCents: number | null;
  readonly basis: UsualBasis | null;
}

/** The first sample (most specific first) with at least `minSample` amounts and a median above zero. */
export function usualSample(samples: readonly AmountSample[], settings: PlausibilitySettings): AmountSample | null {
  return samples.find((s) => s.count >= settings.minSample && s.medianCents > 0n) ?? null;
}

/**
 * null when `amount` is usual; else why not: more than `factor` × the median of the first sample (most
 * specific first: product, then category) that has enough amounts, or above the ceiling. With no such
 * sample only the ceiling applies. Zero and negative amounts are other rules' business.
 */
export function unusualAmount(amount: bigint, samples: readonly AmountSample[], settings: PlausibilitySettings): UnusualAmount | null {
  if (amount <= 0n) return null;
  const usual = usualSample(samples, settings);
  const facts = {
    amountCents: Number(amount),
    ceilingCents: settings.ceilingCents,
    factor: settings.factor,
    medianCents: usual ? Number(usual.medianCents) : null,
    basis: usual?.basis ?? null,
  };
  // Compared with the usual amount first: "20× the usual R$ 1.850,00" says more than "above the ceiling".
  if (usual && amount > usual.medianCents * BigInt(settings.factor)) return { reason: "median", ...facts };
  if (amount > BigInt(settings.ceilingCents)) return { reason: "ceiling", ...facts };
  return null;
}

const BASIS_TEXT: Record<UsualBasis, string> = { product: "deste produto", category: "desta categoria", leads: "dos leads destes interesses" };

/**
 * The server's pt-BR explanation (the refusal of a form, the warning of an import row): "Valor fora do usual:
 * R$ 11.500.000.850,00 é mais de 20× o valor usual deste produto (R$ 1.850,00)."
 */
export function unusualAmountMessage(u: UnusualAmount): string {
  const amount = formatBRL(u.amountCents);
  if (u.reason === "median" && u.medianCents !== null && u.basis !== null) {
    return `Valor fora do usual: ${amount} é mais de ${u.factor}× o valor usual ${BASIS_TEXT[u.basis]} (${formatBRL(u.medianCents)}).`;
  }
  return `Valor fora do usual: ${amount} está acima do teto de ${formatBRL(u.ceilingCents)} configurado no escritório.`;
}
