import { api } from "~/utils/api";

type LineStatus = "recebida" | "divergente" | "nao_identificada" | "lancada";

/** Keyset pages of a statement's lines; another state (or statement) starts again from the first page. */
export function useLinesPages(input: { statementId: string; status: string | null; limit: number }) {
  const query = api.commissions.reconciliation.lines.useInfiniteQuery(
    { statementId: input.statementId, status: input.status as LineStatus | null, limit: input.limit },
    { enabled: input.statementId !== "", getNextPageParam: (last) => last.nextCursor ?? undefined },
  );
  return {
    statement: query.data?.pages[0]?.statement ?? null,
    items: query.data?.pages.flatMap((p) => p.items) ?? [],
    error: query.error,
    query,
  };
}
