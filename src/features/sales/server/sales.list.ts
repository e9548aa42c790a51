import { eq, or, sql, type SQL } from "drizzle-orm";
import type { DbOrTx } from "~/server/db/client";
import { customers, partners, products, sales, users } from "~/server/db/schema";
import { defineList, escapeLike, type ListSearch } from "~/features/lists/server";
import { customerSearch } from "~/features/customers/server/customers.list";
import { PRODUCT_CATEGORIES } from "~/lib/catalog/product-categories";
import { SALE_STATUSES } from "~/lib/catalog/sale-statuses";

/** Written exactly like sales_contract_trgm_idx (lower(contract_number)) so the index serves it. */
function numberMatches(term: string): SQL {
  return sql`lower(${sales.contractNumber}) like ${`%${escapeLike(term.toLowerCase())}%`}`;
}

/**
 * Search by number or by customer, two ways. A rare term (a contract number, one customer's name) is found
 * through the trigram indexes as a set of ids, then sorted; a frequent one ("silva") is found faster by
 * walking the sort index and testing each row. One form for both was 3 s on 500 000 sales.
 */
const selectiveSearch: ListSearch = (term) => {
  const text = term.trim();
  if (!text) return undefined;
  const byCustomer = customerSearch(text);
  return sql`${sales.id} in (select ${sales.id} from ${sales} where ${numberMatches(text)} union all select s2.id from ${sales} s2 where s2.customer_id in (select ${customers.id} from ${customers} where ${byCustomer}))`;
};

const denseSearch: ListSearch = (term) => (term.trim() ? or(numberMatches(term.trim()), customerSearch(term.trim())) : undefined);

/**
 * A sale was renewed when the same customer bought the same product again later and that sale became active
 * (the brokerage records a renewal as a new sale). Read through sales_customer_idx.
 */
export const RENEWED = sql<boolean>`exists (select 1 from ${sales} r where r.customer_id = ${sales.customerId} and r.product_id = ${sales.productId} and r.sold_on > ${sales.soldOn} and r.activated_on is not null and r.deleted_at is null)`;

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
    // Home (Início) and Relatórios › Vendas drill-downs: activated / cancelled in a period (São Paulo business
    // days), by the seller's team, renewals.
    activatedOn: { column: sales.activatedOn, type: "date" },
    cancelledOn: { column: sales.cancelledOn, type: "date" },
    teamId: { column: users.teamId, type: "uuid", operands: ["eq"] },
    renewed: { column: RENEWED, type: "boolean", operands: ["eq"] },
  },
  id: sales.id,
  defaultSort: { field: "soldOn", dir: "desc" },
  search: selectiveSearch,
});

/** The same list for frequent search terms (see selectiveSearch); same fields, sorts and cursors. */
export const salesListDense = defineList({ ...salesList, search: denseSearch });

const DENSE_FROM = 2000;

/** Which form serves a search: counts matches up to DENSE_FROM through the indexes (a few ms). */
export async function salesListFor(db: DbOrTx, search: string | null | undefined) {
  const text = search?.trim();
  if (!text) return salesList;
  const probe = sql`select count(*)::int as n from (select 1 from ${sales} where ${numberMatches(text)} union all select 1 from ${sales} s2 where s2.customer_id in (select ${customers.id} from ${customers} where ${customerSearch(text)}) limit ${DENSE_FROM}) x`;
  // Both drivers (pg and PGlite) answer { rows }.
  const { rows } = (await db.execute(probe)) as unknown as { rows: { n: number }[] };
  return (rows[0]?.n ?? 0) >= DENSE_FROM ? salesListDense : salesList;
}
