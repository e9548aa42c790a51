import { customersSearchProvider } from "~/features/customers/search-provider";
import { salesSearchProvider } from "~/features/sales/search-provider";
import { leadsSearchProvider } from "~/features/leads/search-provider";
import type { SearchProvider } from "./search-provider";

/**
 * Every entity search the palette runs. Features add theirs here; the palette itself never
 * changes.
 */
export const SEARCH_PROVIDERS: SearchProvider<unknown>[] = [customersSearchProvider, leadsSearchProvider, salesSearchProvider];
