import { CATEGORY_FAMILY, type ProductCategory, type ProductFamily } from "./product-categories";

/** What a sale's base amount means in each product family (DOMAIN.md §1); products may override. */
export const DEFAULT_BASE_AMOUNT_LABEL: Record<ProductFamily, string> = {
  insurance: "Prêmio líquido",
  health: "Mensalidade",
  consortium: "Valor da carta de crédito",
  investments: "Patrimônio",
  credit: "Valor liberado",
  pension: "Contribuição",
  exchange: "Valor da operação",
  energy: "Valor mensal",
  other: "Valor",
};

export function defaultBaseAmountLabel(category: ProductCategory): string {
  return DEFAULT_BASE_AMOUNT_LABEL[CATEGORY_FAMILY[category]];
}
