import type { ListMeta } from "~/features/lists/list-spec";
import type { ListColumns, ListFilter, ListSort } from "~/features/lists/list.schemas";
import { FILTER_PREFIX, listStateFromQuery, listStateToQuery, URL_KEYS, type ListUrlState, type RouterQuery } from "~/features/lists/url-state";

/** What a saved view holds (as views.list returns it: filters are stored as plain data). */
export interface ViewLike {
  id: string;
  filters: readonly { field: string; operand: string; value?: unknown }[];
  sort: ListSort | null;
  search: string | null;
  columns: ListColumns | null;
}

/** The list state a saved view opens (with `view` set to it); with meta, reduced to what the list accepts today. */
export function viewToState(view: ViewLike, meta?: ListMeta): ListUrlState {
  // Through the URL form and back: whatever the list would not take (unknown operand, removed field) drops out.
  const filters = view.filters as ListFilter[];
  const state = listStateFromQuery(listStateToQuery({ filters, sort: view.sort, search: view.search, columns: view.columns }), { meta });
  return { ...state, view: view.id };
}

function canonical(state: Partial<ListUrlState>): string {
  const query = listStateToQuery({ ...state, view: null });
  return JSON.stringify(Object.keys(query).sort().map((k) => [k, query[k]]));
}

/** Same filters, sort, search and columns (the `view` marker itself is not compared). */
export function sameListState(a: Partial<ListUrlState>, b: Partial<ListUrlState>): boolean {
  return canonical(a) === canonical(b);
}

/** True when the URL carries any of the list's own parameters (filters, sort, q, cols, view). */
export function hasListParams(query: RouterQuery): boolean {
  const own = new Set<string>(Object.values(URL_KEYS));
  return Object.keys(query).some((k) => k.startsWith(FILTER_PREFIX) || own.has(k));
}
