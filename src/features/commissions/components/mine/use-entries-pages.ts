import type { EntriesInput } from "~/features/commissions/commissions.schemas";
import { api } from "~/utils/api";

/** Keyset pages of `commissions.entries` (the drill-down's "Carregar mais"). */
export function useEntriesPages(input: Omit<EntriesInput, "cursor" | "direction">) {
  const query = api.commissions.entries.useInfiniteQuery(input, { getNextPageParam: (last) => last.nextCursor ?? undefined });
  return {
    items: query.data?.pages.flatMap((p) => p.items) ?? [],
    isPending: query.isPending,
    error: query.error,
    refetch: () => query.refetch(),
    hasNextPage: query.hasNextPage,
    isFetchingNextPage: query.isFetchingNextPage,
    fetchNextPage: () => void query.fetchNextPage(),
  };
}
