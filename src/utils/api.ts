import { httpBatchLink, loggerLink, TRPCClientError } from "@trpc/client";
import { createTRPCNext } from "@trpc/next";
import type { inferRouterInputs, inferRouterOutputs } from "@trpc/server";
import { wireTransformer } from "~/lib/wire-transformer";
import type { AppRouter } from "~/server/root";
import { ONE_SECOND_MS, THIRTY_SECONDS_MS, FIVE_MINUTES_MS } from "~/lib/time";
import { MAX_BATCH_SIZE } from "~/server/trpc-batch";

/** SPEC §9 query defaults: 3 retries, delay doubling from 1 s to at most 30 s, 5 min cache. */
export const QUERY_RETRIES = 3;
export const retryDelay = (attempt: number) => Math.min(ONE_SECOND_MS * 2 ** attempt, THIRTY_SECONDS_MS);
export const QUERY_GC_TIME = FIVE_MINUTES_MS;
/**
 * Data this young is not fetched again when a component mounts. A page's getServerSideProps prefetches its
 * queries and the page hydrates them a moment later: with 0 every one was fetched a second time at once (the
 * server ran each query twice per navigation, and lists showed busy until the copy arrived; issue 20). Changes
 * made here still refetch at once: mutations invalidate, and invalidation ignores this.
 */
export const QUERY_STALE_TIME = 5 * ONE_SECOND_MS;

/** 4xx answers (bad input, no session, no permission, not found, conflict) never improve on retry. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof TRPCClientError) {
    const status = (error.data as { httpStatus?: number } | undefined)?.httpStatus;
    if (status && status >= 400 && status < 500) return false;
  }
  return failureCount < QUERY_RETRIES;
}

function baseUrl(): string {
  if (typeof window !== "undefined") return "";
  return process.env.NEXTAUTH_URL ?? `http://localhost:${process.env.PORT ?? 3000}`;
}

export const api = createTRPCNext<AppRouter>({
  transformer: wireTransformer,
  ssr: false,
  config() {
    return {
      links: [
        loggerLink({ enabled: (op) => process.env.NODE_ENV === "development" && typeof window !== "undefined" && op.direction === "down" && op.result instanceof Error }),
        httpBatchLink({ url: `${baseUrl()}/api/trpc`, transformer: wireTransformer, maxItems: MAX_BATCH_SIZE }),
      ],
      queryClientConfig: {
        defaultOptions: {
          queries: { retry: shouldRetry, retryDelay, gcTime: QUERY_GC_TIME, staleTime: QUERY_STALE_TIME, refetchOnWindowFocus: false },
          mutations: { retry: false },
        },
      },
    };
  },
});

export type RouterInputs = inferRouterInputs<AppRouter>;
export type RouterOutputs = inferRouterOutputs<AppRouter>;
