import { CATEGORY_FAMILY, type ProductCategory } from "./product-categories";

/**
 * What a sale may need before it can be activated: its number of installments, its vigência (start and end),
 * its policy / contract / quota number. A commission rule declares (or its schedule implies) some of them; an
 * insurance sale always needs its policy and vigência (renewals are driven by them). Shared by the sale form,
 * the activation check on the server and the rules screen's check.
 */
export const SALE_REQUIREMENTS = ["installments", "vigencia", "contractNumber"] as const;
export type SaleRequirement = (typeof SALE_REQUIREMENTS)[number];

/** The sale's facts the requirements are checked against. */
export interface SaleRequirementFacts {
  installments: number | null;
  vigenciaStart: string | null;
  vigenciaEnd: string | null;
  contractNumber: string | null;
}

/** Requirements every sale of the category has, rule or not. */
export function categoryRequirements(category: string): SaleRequirement[] {
  return CATEGORY_FAMILY[category as ProductCategory] === "insurance" ? ["contractNumber", "vigencia"] : [];
}

/** The union of requirement lists, in SALE_REQUIREMENTS' order. */
export function mergeRequirements(...lists: readonly (readonly SaleRequirement[])[]): SaleRequirement[] {
  const all = new Set(lists.flat());
  return SALE_REQUIREMENTS.filter((r) => all.has(r));
}

export function requirementMet(requirement: SaleRequirement, sale: SaleRequirementFacts): boolean {
  switch (requirement) {
    case "installments":
      return sale.installments !== null && sale.installments >= 1;
    case "vigencia":
      return Boolean(sale.vigenciaStart && sale.vigenciaEnd);
    case "contractNumber":
      return Boolean(sale.contractNumber?.trim());
  }
}

export function missingRequirements(sale: SaleRequirementFacts, required: readonly SaleRequirement[]): SaleRequirement[] {
  return required.filter((r) => !requirementMet(r, sale));
}

/** The form field a missing requirement points at (the first empty one of the vigência). */
export function requirementField(requirement: SaleRequirement, sale: SaleRequirementFacts): "installments" | "vigenciaStart" | "vigenciaEnd" | "contractNumber" {
  if (requirement === "vigencia") return sale.vigenciaStart ? "vigenciaEnd" : "vigenciaStart";
  return requirement;
}
