import { eq } from "drizzle-orm";
import type { DbOrTx } from "~/server/db/client";
import { commissionRules, products } from "~/server/db/schema";
import { badInput } from "~/server/errors";
import { categoryRequirements, mergeRequirements, type SaleRequirement } from "~/lib/catalog/sale-requirements";
import { termsRequirements } from "../engine/requirements";
import { ruleVersionForSale } from "./rules.service";

export interface SaleRequirements {
  /** The rule the sale falls under (null: no rule covers it, so it earns no commission). */
  rule: { id: string; name: string } | null;
  /** What the sale needs before activation: its category's and its rule's. */
  requires: SaleRequirement[];
}

/** What a sale of this product, sold on that day, needs before it can be activated, and under which rule. */
export async function saleRequirements(tx: DbOrTx, sale: { productId: string; partnerId: string; category: string; soldOn: string }): Promise<SaleRequirements> {
  const version = await ruleVersionForSale(tx, sale);
  if (!version) return { rule: null, requires: categoryRequirements(sale.category) };
  const [rule] = await tx.select({ id: commissionRules.id, name: commissionRules.name }).from(commissionRules).where(eq(commissionRules.id, version.ruleId)).limit(1);
  return { rule: rule ?? null, requires: mergeRequirements(categoryRequirements(sale.category), termsRequirements(version.terms)) };
}

/** The same for the sale form, from the product chosen. */
export async function productRequirements(db: DbOrTx, input: { productId: string; soldOn: string }): Promise<SaleRequirements> {
  const [product] = await db.select({ partnerId: products.partnerId, category: products.category }).from(products).where(eq(products.id, input.productId)).limit(1);
  if (!product) throw badInput("productId", "Produto não encontrado.");
  return saleRequirements(db, { productId: input.productId, ...product, soldOn: input.soldOn });
}
