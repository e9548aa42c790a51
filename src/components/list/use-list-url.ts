import { useRouter } from "next/router";
import { useCallback } from "react";
import type { ListMeta } from "~/features/lists/list-spec";
import { listStateFromQuery, mergeListQuery, type ListUrlState } from "~/features/lists/url-state";

/**
 * A list's state read from and written to the URL (shallow replace: no new history entry per
 * keystroke). `next` changes only the parts it names; `extra` sets or removes (undefined) other parameters, e.g. a tab.
 */
export function useListUrl(meta?: ListMeta) {
  const router = useRouter();
  const state = listStateFromQuery(router.query, { meta });
  const replace = useCallback(
    (next: Partial<ListUrlState>, extra: Record<string, string | undefined> = {}) => {
      const query: Record<string, string | string[] | undefined> = { ...mergeListQuery(router.query, { ...listStateFromQuery(router.query, { meta }), ...next }), ...extra };
      for (const k of Object.keys(query)) if (query[k] === undefined) delete query[k];
      void router.replace({ pathname: router.pathname, query: query as Record<string, string | string[]> }, undefined, { shallow: true, scroll: false });
    },
    [router, meta],
  );
  return { state, replace, query: router.query };
}
