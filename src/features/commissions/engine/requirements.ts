import { mergeRequirements, type SaleRequirement } from "~/lib/catalog/sale-requirements";
import type { Tranche } from "../commission-terms.schemas";

/**
 * What a sale must carry for these terms to compute a sensible schedule: what the rule declares, plus the
 * installments a "por parcela" tranche divides the base by (without them the whole base was charged every
 * month: a R$ 1.850 premium paid the office 360 %).
 */
export function termsRequirements(terms: { tranches: readonly Tranche[]; requires?: readonly SaleRequirement[] }): SaleRequirement[] {
  const implied: SaleRequirement[] = terms.tranches.some((t) => t.kind === "rate" && t.base === "installment") ? ["installments"] : [];
  return mergeRequirements(terms.requires ?? [], implied);
}

/** Requirements the schedule itself implies (the rule form shows them ticked and locked). */
export function impliedRequirements(tranches: readonly Tranche[]): SaleRequirement[] {
  return termsRequirements({ tranches });
}
