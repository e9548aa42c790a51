import type { Actor } from "~/server/actor";
import type { Db } from "~/server/db/client";
import { countLeads } from "~/features/leads/server/leads-list.service";
import { countRenewals, countSales } from "~/features/sales/server/sales-list.service";
import { listStateFromQuery, type RouterQuery } from "~/features/lists/url-state";
import type { ListCount } from "~/features/lists/server";

/** A home link's path and query as Next's router hands them to a page (repeated keys become arrays). */
export function routeOf(href: string): { path: string; query: RouterQuery } {
  const url = new URL(href, "http://home.invalid");
  const query: RouterQuery = {};
  for (const key of new Set(url.searchParams.keys())) {
    const all = url.searchParams.getAll(key);
    query[key] = all.length === 1 ? all[0] : all;
  }
  return { path: url.pathname, query };
}

/**
 * What the list a home figure links to counts, read as that list's page reads its URL (the same parser,
 * the same count service under the actor's scope). null: the link is not one of the lists (e.g. "Hoje").
 * Used by the agreement tests; kept beside the services so a new link kind is added in one place.
 */
export async function countBehind(db: Db, actor: Actor, href: string): Promise<ListCount | null> {
  const { path, query } = routeOf(href);
  const state = listStateFromQuery(query);
  const input = { filters: state.filters, sort: state.sort, search: state.search };
  if (path === "/leads") return countLeads(db, actor, input);
  if (path === "/vendas" && query.aba === "renovacoes") return countRenewals(db, actor, Number(query.dias), input);
  if (path === "/vendas") return countSales(db, actor, input);
  return null;
}
