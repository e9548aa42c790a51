import type { ListFilter } from "~/features/lists/list.schemas";
import { listStateFromQuery, type ListUrlState, type RouterQuery } from "~/features/lists/url-state";

export const PARTNERS_PAGE = 50;
export const PRODUCTS_TAB = "produtos";
export type PartnersTab = "partners" | "products";

/**
 * The page's view lives in the URL: ?aba=produtos&f.category.eq=AutoInsurance&sort=-category&q=…
 * reproduces it. Both tabs use the same list keys (f.*, sort, q); switching tabs clears them.
 */
export function partnersViewFromQuery(query: RouterQuery) {
  const state = listStateFromQuery(query);
  const tab: PartnersTab = query.aba === PRODUCTS_TAB ? "products" : "partners";
  return { tab, state, input: listInputOf(state) };
}

export function listInputOf(state: ListUrlState) {
  return { filters: state.filters, sort: state.sort, search: state.search, limit: PARTNERS_PAGE };
}

/** The single value of the filter on `field` (the page's selects set at most one each). */
export function filterValue(state: ListUrlState, field: string): string {
  const value = state.filters.find((f) => f.field === field)?.value;
  const one = Array.isArray(value) ? value[0] : value;
  return one === undefined || one === null ? "" : String(one);
}

/** The filters with the one on `field` replaced (or removed when `filter` is null). */
export function withFilter(state: ListUrlState, field: string, filter: Omit<ListFilter, "field"> | null): ListFilter[] {
  return [...state.filters.filter((f) => f.field !== field), ...(filter ? [{ field, ...filter }] : [])];
}

/** The lists' default sorts (partnersList/productsList in server/partners.list.ts; a test keeps them equal). */
export const PARTNERS_DEFAULT_SORT = { field: "name", dir: "asc" } as const;
export const PRODUCTS_DEFAULT_SORT = { field: "name", dir: "asc" } as const;
