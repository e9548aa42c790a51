import { api } from "~/utils/api";
import { isProductCategory } from "~/lib/catalog/product-categories";
export interface RulesFilters {
  category: string;
  partnerId: string;
  includeInactive: boolean;
}
export const DEFAULT_RULES_FILTERS: RulesFilters = { category: "", partnerId: "", includeInactive: false };

/** The list's query input for some filters, without the cursor (the page prefetches the default one). */
export function rulesListInput(f: RulesFilters) {
  return { category: isProductCategory(f.category) ? f.category : null, partnerId: f.partnerId || null, includeInactive: f.includeInactive, limit: 50 };
}

/** Keyset pages of the rules list; changing the filters starts again from the first page. */
export function useRulesPages(filters: RulesFilters) {
  const query = api.commissions.rules.list.useInfiniteQuery(rulesListInput(filters), { getNextPageParam: (last) => last.nextCursor ?? undefined });
  return {
    items: query.data?.pages.flatMap((p) => p.items) ?? [],
    today: query.data?.pages[0]?.today ?? "",
    /** The shape ListFeedback / LoadMore read. */
    query,
  };
}
