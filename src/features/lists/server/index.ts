/**
 * The list machinery's server API: what features import to declare and run their lists.
 *
 *   // features/customers/server/customers.list.ts
 *   export const customersList = defineList({
 *     key: "customers",
 *     from: customers,
 *     joins: [{ table: users, on: eq(users.id, customers.ownerId) }],
 *     select: { id: customers.id, name: customers.name, ownerName: sql<string | null>`${users.name}` },
 *     fields: {
 *       name: { column: customers.name, type: "text", sortable: true },
 *       tags: { column: customers.tags, type: "tags" },
 *       createdAt: { column: customers.createdAt, type: "datetime", sortable: true },
 *     },
 *     id: customers.id,
 *     defaultSort: { field: "createdAt", dir: "desc" },
 *     search: [customers.name, customers.email],
 *   });
 *
 *   // router: list: permissionProcedure("customers.read").input(listInputFor(customersList)).query(…)
 *   // service: runListQuery(db, customersList, input, { scope: customerScope(actor) })
 *   //          countCapped(db, customersList, input, customerScope(actor))
 */
export { defineList, type AnyListSpec, type ListFieldDef, type ListJoin, type ListMeta, type ListRow, type ListSearch, type ListSpec } from "../list-spec";
export { checkedInput, countCapped, listInputFor, runListQuery, type ListCount, type ListPage } from "./run-list";
export { escapeLike, textContains, textStartsWith } from "./where";
