import type { InferGetServerSidePropsType } from "next";
import { Forbidden } from "~/components/layout/app-layout";
import { GoalsScreen, goalsMonthFromQuery } from "~/features/goals/components/goals-screen";
import { protectedPage } from "~/server/page-guard";

export default function GoalsPage({ forbidden }: InferGetServerSidePropsType<typeof getServerSideProps>) {
  if (forbidden) return <Forbidden />;
  return <GoalsScreen />;
}

export const getServerSideProps = protectedPage({
  permission: "commissions.read",
  prefetch: async (helpers, session, ctx) => {
    const month = goalsMonthFromQuery(ctx.query.mes);
    await Promise.all([
      helpers.goals.list.prefetch({ month }).catch(() => undefined),
      session.user.role === "seller" ? undefined : helpers.goals.ranking.prefetch({ month, teamId: null }).catch(() => undefined),
    ]);
  },
});
