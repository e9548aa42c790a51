import { and, asc, eq, isNull } from "drizzle-orm";
import type { Actor } from "~/server/actor";
import type { Db } from "~/server/db/client";
import { customers, partners, products, sales, users } from "~/server/db/schema";
import { notFound } from "~/server/errors";
import { saoPauloDay } from "~/lib/format";
import { CATEGORY_FAMILY, PRODUCT_CATEGORIES, type ProductCategory, type ProductFamily } from "~/lib/catalog/product-categories";
import { customerScope } from "~/features/customers/server/customers.policy";

/** Codes that are not products a customer can hold (SPEC's Others, Customer, Commission). */
const NOT_SELLABLE = new Set<ProductCategory>(["Others", "Customer", "Commission"]);

/**
 * The customer page: every sale the customer holds, grouped by product family, and the
 * categories not held yet (cross-sell gaps). A held category is one with a proposta or an
 * active sale.
 */
export async function getCarteira(db: Db, actor: Actor, customerId: string) {
  const [customer] = await db
    .select({ id: customers.id })
    .from(customers)
    .where(and(eq(customers.id, customerId), isNull(customers.deletedAt), customerScope(db, actor)))
    .limit(1);
  if (!customer) throw notFound("Cliente não encontrado.");
  const rows = await db
    .select({
      id: sales.id,
      status: sales.status,
      category: sales.category,
      partnerName: partners.name,
      productName: products.name,
      baseAmountLabel: products.baseAmountLabel,
      baseAmount: sales.baseAmount,
      contractNumber: sales.contractNumber,
      soldOn: sales.soldOn,
      vigenciaStart: sales.vigenciaStart,
      vigenciaEnd: sales.vigenciaEnd,
      sellerName: users.name,
      leadId: sales.leadId,
      version: sales.version,
    })
    .from(sales)
    .innerJoin(products, eq(products.id, sales.productId))
    .innerJoin(partners, eq(partners.id, sales.partnerId))
    .innerJoin(users, eq(users.id, sales.sellerId))
    .where(and(eq(sales.customerId, customerId), isNull(sales.deletedAt)))
    .orderBy(asc(sales.soldOn), asc(sales.id));

  const groups = new Map<ProductFamily, typeof rows>();
  for (const row of rows) {
    const family = CATEGORY_FAMILY[row.category as ProductCategory] ?? "other";
    groups.set(family, [...(groups.get(family) ?? []), row]);
  }
  const held = new Set(rows.filter((r) => r.status === "proposta" || r.status === "ativa").map((r) => r.category));
  const gaps = PRODUCT_CATEGORIES.filter((c) => !NOT_SELLABLE.has(c) && !held.has(c));
  // The business day in São Paulo, not UTC (after 21:00 UTC is already tomorrow).
  const today = saoPauloDay(new Date());
  const renewals = rows.filter((r) => r.status === "ativa" && r.vigenciaEnd && r.vigenciaEnd >= today).map((r) => r.vigenciaEnd!);
  return {
    groups: [...groups.entries()].map(([family, items]) => ({ family, items })),
    gaps,
    nextRenewal: renewals.sort()[0] ?? null,
  };
}
