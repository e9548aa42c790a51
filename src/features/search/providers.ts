import type { SearchProvider } from "./search-provider";

/**
 * Every entity search the palette runs. Later features (customers, sales, leads) add theirs
 * here; the palette itself never changes.
 */
export const SEARCH_PROVIDERS: SearchProvider<unknown>[] = [];
