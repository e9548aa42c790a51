import type { InferGetServerSidePropsType } from "next";
import { Forbidden } from "~/components/layout/app-layout";
import { LedgerEntriesScreen } from "~/features/commissions/components/mine/ledger-entries-screen";
import { entriesFiltersFromQuery } from "~/features/commissions/entries-query";
import { protectedPage } from "~/server/page-guard";

export default function LedgerEntriesPage({ forbidden }: InferGetServerSidePropsType<typeof getServerSideProps>) {
  if (forbidden) return <Forbidden />;
  return <LedgerEntriesScreen />;
}

// getServerSideProps must be declared in the page module so Next keeps server code out of the browser bundle.
export const getServerSideProps = protectedPage({
  permission: "commissions.read",
  prefetch: async (helpers, _session, ctx) => {
    await helpers.commissions.entries.prefetchInfinite({ ...entriesFiltersFromQuery(ctx.query), limit: 50 }).catch(() => undefined);
  },
});
