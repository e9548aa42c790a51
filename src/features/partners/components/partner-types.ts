import { isProductCategory, type ProductCategory } from "~/lib/catalog/product-categories";
import type { RouterOutputs } from "~/utils/api";

export type PartnerListItem = RouterOutputs["partners"]["list"]["items"][number];
export type ProductListItem = RouterOutputs["products"]["list"]["items"][number];

/** What the partner form edits (a list row carries all of it). */
export interface EditablePartner {
  id: string;
  version: number;
  name: string;
  cnpj: string;
  categories: readonly string[];
  contactName: string | null;
  contactEmail: string | null;
  contactPhone: string | null;
  active: boolean;
}

/** The partner a product belongs to: the product form offers the categories it serves. */
export interface ProductPartner {
  id: string;
  name: string;
  categories: readonly string[];
}

export interface EditableProduct {
  id: string;
  version: number;
  category: string;
  name: string;
  baseAmountLabel: string;
  active: boolean;
}

/** The partner's category codes the catalog knows, in their stored order. */
export function categoriesOf(partner: { categories: readonly string[] }): ProductCategory[] {
  return partner.categories.filter(isProductCategory);
}
