import { eq, or, sql } from "drizzle-orm";
import { customers, partners, products, sales, users } from "~/server/db/schema";
import { defineList, textContains } from "~/features/lists/server";
import { customerSearch } from "~/features/customers/server/customers.list";
import { PRODUCT_CATEGORIES } from "~/lib/catalog/product-categories";
import { SALE_STATUSES } from "~/lib/catalog/sale-statuses";

export const salesList = defineList({
  key: "sales",
  from: sales,
  joins: [
    { table: customers, on: eq(customers.id, sales.customerId), type: "inner" },
    { table: products, on: eq(products.id, sales.productId), type: "inner" },
    { table: partners, on: eq(partners.id, sales.partnerId), type: "inner" },
    { table: users, on: eq(users.id, sales.sellerId), type: "inner" },
  ],
  select: {
    id: sales.id,
    status: sales.status,
    category: sales.category,
    customerId: sales.customerId,
    customerName: sql<string>`${customers.name}`,
    partnerName: sql<string>`${partners.name}`,
    productName: sql<string>`${products.name}`,
    baseAmountLabel: sql<string>`${products.baseAmountLabel}`,
    sellerId: sales.sellerId,
    sellerName: sql<string>`${users.name}`,
    baseAmount: sales.baseAmount,
    soldOn: sales.soldOn,
    vigenciaEnd: sales.vigenciaEnd,
    contractNumber: sales.contractNumber,
  },
  fields: {
    soldOn: { column: sales.soldOn, type: "date", sortable: true },
    status: { column: sales.status, type: "enum", values: SALE_STATUSES },
    category: { column: sales.category, type: "enum", values: PRODUCT_CATEGORIES },
    partnerId: { column: sales.partnerId, type: "uuid" },
    productId: { column: sales.productId, type: "uuid" },
    sellerId: { column: sales.sellerId, type: "uuid" },
    customerId: { column: sales.customerId, type: "uuid" },
    baseAmount: { column: sales.baseAmount, type: "money", sortable: true },
    vigenciaEnd: { column: sales.vigenciaEnd, type: "date", sortable: true },
    contractNumber: { column: sales.contractNumber, type: "text" },
  },
  id: sales.id,
  defaultSort: { field: "soldOn", dir: "desc" },
  // Contract number, or anything the customer search matches (same escaping and normalising).
  search: (term) => or(textContains(sales.contractNumber, term), customerSearch(term)),
});
