import type { ListMeta } from "~/features/lists/list-spec";
import { mergeListQuery, type RouterQuery } from "~/features/lists/url-state";
import { hasListParams, viewToState, type ViewLike } from "./view-state";

/**
 * Where a list page should go when it opens bare (no list parameters in the URL) and the user has
 * a default view for it: the page's own path with the view's state. Null: stay.
 */
export function defaultViewDestination(
  pathname: string,
  query: RouterQuery,
  views: readonly (ViewLike & { isDefault: boolean; mine: boolean })[],
  meta?: ListMeta,
): string | null {
  if (hasListParams(query)) return null;
  const view = views.find((v) => v.mine && v.isDefault);
  if (!view) return null;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(mergeListQuery(query, viewToState(view, meta)))) {
    for (const v of [value].flat()) params.append(key, v);
  }
  return `${pathname}?${params.toString()}`;
}
