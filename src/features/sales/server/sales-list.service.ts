import { and, eq, gte, inArray, isNull, lte, or, sql } from "drizzle-orm";
import type { Actor } from "~/server/actor";
import type { Db } from "~/server/db/client";
import { customers, sales } from "~/server/db/schema";
import { countCapped, runListQuery } from "~/features/lists/server";
import type { ListQueryArgs } from "~/features/lists/list.schemas";
import { saoPauloDay } from "~/lib/format";
import { customerScope } from "~/features/customers/server/customers.policy";
import { saleScope } from "./sales.policy";
import { salesListFor } from "./sales.list";

/**
 * Sales the actor takes part in, plus every sale of the customers they may see: the rows of the sales list,
 * and of the reports that drill into it (Relatórios › Vendas), so a report's figure is the list's count.
 */
export function salesListScope(db: Db, actor: Actor, customerVia: "join" | "lookup" = "join") {
  const own = saleScope(db, actor);
  const viaCustomer = customerScope(db, actor, customerVia === "join" ? customers.ownerId : customerOwnerOfSale);
  return and(isNull(sales.deletedAt), own && viaCustomer ? or(own, viaCustomer) : undefined);
}

/**
 * The sale's customer's owner by one key lookup per sale. For a small set of sales found by another index (the
 * renewals of the next 30 days: a few thousand of 500 000) PostgreSQL otherwise joins by hashing every customer
 * of a Gestor's team (100 000: 80–110 ms instead of 12–24 ms); the OR reaches it only for sales the team did not make.
 */
const customerOwnerOfSale = sql`(select scope_customer.owner_id from ${customers} scope_customer where scope_customer.id = ${sales.customerId})`;

/** `only` narrows the list to a selection (exports): ids outside the actor's scope are simply absent. */
export async function listSales(db: Db, actor: Actor, input: ListQueryArgs, opts: { only?: readonly string[] } = {}) {
  const only = opts.only ? inArray(sales.id, [...opts.only]) : undefined;
  return runListQuery(db, await salesListFor(db, input.search), input, { scope: and(salesListScope(db, actor), only) });
}

export async function countSales(db: Db, actor: Actor, input: ListQueryArgs) {
  return countCapped(db, await salesListFor(db, input.search), input, salesListScope(db, actor));
}

/** Active sales whose vigência ends within the next `days` days (São Paulo), soonest first. */
function renewalScope(db: Db, actor: Actor, days: number) {
  const today = saoPauloDay(new Date());
  return and(
    salesListScope(db, actor, "lookup"),
    eq(sales.status, "ativa"),
    gte(sales.vigenciaEnd, today),
    lte(sales.vigenciaEnd, sql`${today}::date + ${days}::int`),
  );
}

export async function listRenewals(db: Db, actor: Actor, days: number, input: ListQueryArgs) {
  return runListQuery(db, await salesListFor(db, input.search), { ...input, sort: input.sort ?? { field: "vigenciaEnd", dir: "asc" } }, { scope: renewalScope(db, actor, days) });
}

export async function countRenewals(db: Db, actor: Actor, days: number, input: ListQueryArgs) {
  return countCapped(db, await salesListFor(db, input.search), input, renewalScope(db, actor, days));
}

/** For the global search palette: sales by proposal/policy/contract/quota number. */
export async function searchSales(db: Db, actor: Actor, q: string) {
  const page = await listSales(db, actor, { search: q, limit: 8 });
  return page.items.map((s) => ({ id: s.id, customerId: s.customerId, contractNumber: s.contractNumber, customerName: s.customerName, productName: s.productName, status: s.status }));
}
