import { isProductCategory, type ProductCategory } from "~/lib/catalog/product-categories";
import type { RouterOutputs } from "~/utils/api";

export type PartnerWithProducts = RouterOutputs["partners"]["options"][number];
export type PartnerProduct = PartnerWithProducts["products"][number];

/** The partner's category codes the catalog knows, in their stored order. */
export function categoriesOf(partner: { categories: readonly string[] }): ProductCategory[] {
  return partner.categories.filter(isProductCategory);
}
