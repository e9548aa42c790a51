import type { InferGetServerSidePropsType } from "next";
import { Forbidden } from "~/components/layout/app-layout";
import { picksPerson } from "~/features/commissions/components/mine/commissions-filters";
import { MyCommissionsScreen, summaryInputFromQuery } from "~/features/commissions/components/mine/my-commissions-screen";
import { saoPauloMonth } from "~/lib/format";
import { protectedPage } from "~/server/page-guard";

export default function MyCommissionsPage({ forbidden }: InferGetServerSidePropsType<typeof getServerSideProps>) {
  if (forbidden) return <Forbidden />;
  return <MyCommissionsScreen />;
}

// getServerSideProps must be declared in the page module so Next keeps server code out of the browser bundle.
export const getServerSideProps = protectedPage({
  permission: "commissions.read",
  prefetch: async (helpers, session, ctx) => {
    const input = summaryInputFromQuery(ctx.query, saoPauloMonth(new Date()));
    // A failed prefetch (someone the user may not see) leaves the page to show its error on the client.
    await Promise.all([
      helpers.commissions.summary.prefetch(input).catch(() => undefined),
      picksPerson(session.user.role) ? helpers.users.options.prefetch().catch(() => undefined) : undefined,
    ]);
  },
});
