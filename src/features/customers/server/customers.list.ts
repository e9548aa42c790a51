import { eq, or, sql, type SQL } from "drizzle-orm";
import { customers, users } from "~/server/db/schema";
import { escapeLike } from "~/features/lists/server";
import { defineList } from "~/features/lists/server";
import { UFS } from "~/lib/fields";

/** search_text is already lower-case and accent-free: match it as stored so the trigram index serves. */
export function customerSearch(term: string): SQL | undefined {
  const text = term.trim();
  if (!text) return undefined;
  const plain = sql`${customers.searchText} like '%' || f_unaccent(lower(${escapeLike(text)}::text)) || '%'`;
  // "529.982.247-25", "(11) 91234-5678", "12.ABC.345/01DE-35": also try without punctuation.
  const compact = text.replace(/[\s.\-/()+]/g, "");
  if (compact === text || compact.length < 3) return plain;
  return or(plain, sql`${customers.searchText} like '%' || lower(${escapeLike(compact)}::text) || '%'`);
}

export const customersList = defineList({
  key: "customers",
  from: customers,
  joins: [{ table: users, on: eq(users.id, customers.ownerId), columnsOnly: true }],
  select: {
    id: customers.id,
    kind: customers.kind,
    name: customers.name,
    document: customers.document,
    emails: customers.emails,
    phones: customers.phones,
    city: customers.city,
    uf: customers.uf,
    ownerId: customers.ownerId,
    ownerName: sql<string | null>`${users.name}`,
    tags: customers.tags,
    doNotContact: customers.doNotContact,
    createdAt: customers.createdAt,
  },
  fields: {
    // Sorted accent-free ("Álvaro" among the a's under the C collation), as customers_name_sort_idx holds it.
    name: { column: sql`f_unaccent(lower(${customers.name}))`, type: "text", sortable: true, notNull: true },
    kind: { column: customers.kind, type: "enum", values: ["PF", "PJ"] },
    document: { column: customers.document, type: "text", operands: ["eq", "startsWith"] },
    city: { column: customers.city, type: "text" },
    uf: { column: customers.uf, type: "enum", values: UFS },
    ownerId: { column: customers.ownerId, type: "uuid" },
    tags: { column: customers.tags, type: "tags" },
    doNotContact: { column: customers.doNotContact, type: "boolean" },
    createdAt: { column: customers.createdAt, type: "datetime", sortable: true },
  },
  id: customers.id,
  defaultSort: { field: "name", dir: "asc" },
  search: customerSearch,
});
