import { eq, or, sql, type SQL } from "drizzle-orm";
import { defineList, escapeLike, textContains } from "~/features/lists/server";
import { CATEGORY_FAMILY, PRODUCT_CATEGORIES, PRODUCT_FAMILIES } from "~/lib/catalog/product-categories";
import { partners, products } from "~/server/db/schema";

/**
 * Partners: accent-free name (the trigram index serves it) or CNPJ typed with or without
 * punctuation ("12.345.678/0001-95" and "12345678" both find the stored "12345678000195").
 */
export function partnerSearch(term: string): SQL | undefined {
  const text = term.trim();
  if (!text) return undefined;
  const byName = textContains(partners.name, text);
  const compact = text.replace(/[\s.\-/]/g, "").toUpperCase();
  // A CNPJ fragment has digits (even the 2026 alphanumeric ones end in two check digits); "sao" is a name.
  if (!/^[0-9A-Z]+$/.test(compact) || !/[0-9]/.test(compact)) return byName;
  return or(byName, sql`${partners.cnpj} like ${`%${escapeLike(compact)}%`}`);
}

/**
 * How many products each partner has (products_partner_name_key leads with partner_id). Written
 * with explicit names: without joins drizzle leaves columns unqualified, and the subquery's own
 * "id" would shadow the partner's.
 */
const productCount = sql<number>`(select count(*)::int from "products" as pp where pp."partner_id" = "partners"."id")`;

export const partnersList = defineList({
  key: "partners",
  from: partners,
  select: {
    id: partners.id,
    name: partners.name,
    cnpj: partners.cnpj,
    categories: partners.categories,
    contactName: partners.contactName,
    contactEmail: partners.contactEmail,
    contactPhone: partners.contactPhone,
    active: partners.active,
    version: partners.version,
    createdAt: partners.createdAt,
    productCount,
  },
  fields: {
    // Sorted accent-free, as partners_name_sort_idx (f_unaccent(lower(name)), id) holds it.
    name: { column: sql`f_unaccent(lower(${partners.name}))`, type: "text", sortable: true, notNull: true },
    cnpj: { column: partners.cnpj, type: "text", operands: ["eq", "startsWith"] },
    // "Partners serving any of these categories" (hasAny).
    categories: { column: partners.categories, type: "tags" },
    active: { column: partners.active, type: "boolean" },
    // Filter only: sorting on it would need an index on (created_at, id), which the schema lacks.
    createdAt: { column: partners.createdAt, type: "datetime" },
  },
  id: partners.id,
  defaultSort: { field: "name", dir: "asc" },
  search: partnerSearch,
});

/** The category's commission family (DOMAIN.md §1) in SQL; the codes are our own constants. */
const familyOf = sql`(case ${products.category} ${sql.raw(PRODUCT_CATEGORIES.map((c) => `when '${c}' then '${CATEGORY_FAMILY[c]}'`).join(" "))} else 'other' end)`;

export const productsList = defineList({
  key: "products",
  from: products,
  joins: [{ table: partners, on: eq(partners.id, products.partnerId), type: "inner" }],
  select: {
    id: products.id,
    name: products.name,
    partnerId: products.partnerId,
    partnerName: sql<string>`${partners.name}`,
    // The product form offers the categories the partner serves.
    partnerCategories: sql<string[]>`${partners.categories}`,
    category: products.category,
    baseAmountLabel: products.baseAmountLabel,
    active: products.active,
    version: products.version,
    createdAt: products.createdAt,
  },
  fields: {
    // products_name_sort_idx holds (f_unaccent(lower(name)), id); products_category_idx holds (category, id).
    name: { column: sql`f_unaccent(lower(${products.name}))`, type: "text", sortable: true, notNull: true },
    partner: { column: products.partnerId, type: "uuid" },
    category: { column: products.category, type: "enum", values: PRODUCT_CATEGORIES, sortable: true },
    family: { column: familyOf, type: "enum", values: PRODUCT_FAMILIES },
    baseAmountLabel: { column: products.baseAmountLabel, type: "text" },
    active: { column: products.active, type: "boolean" },
  },
  id: products.id,
  defaultSort: { field: "name", dir: "asc" },
  search: [products.name, partners.name],
});
