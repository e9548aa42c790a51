import type { ReactNode } from "react";
import type { Permission } from "~/lib/permissions";
import type { api } from "~/utils/api";

export type ApiUtils = ReturnType<typeof api.useUtils>;

/**
 * How a feature puts its records in the global search palette: a query function, a renderer
 * for one result and the URL a result opens. Features list their provider in providers.ts.
 */
export interface SearchProvider<T = unknown> {
  id: string;
  /** Catalog key of the group heading, e.g. "shell.groupCustomers". */
  groupLabel: string;
  /** Only users holding it get this provider's results. */
  permission?: Permission;
  /** Fewer typed characters than this: the provider is not asked. */
  minChars?: number;
  query: (text: string, ctx: { utils: ApiUtils; signal: AbortSignal }) => Promise<T[]>;
  key: (item: T) => string;
  render: (item: T) => ReactNode;
  href: (item: T) => string;
}

/** Typed where it is written; stored type-erased, since each provider only ever sees its own items. */
export function defineSearchProvider<T>(provider: SearchProvider<T>): SearchProvider<unknown> {
  return provider as unknown as SearchProvider<unknown>;
}
