import type { InferGetServerSidePropsType } from "next";
import { useTranslations } from "use-intl";
import { AppLayout } from "~/components/layout/app-layout";
import { useGoalColumn } from "~/features/dashboard/components/goal-column";
import { HomeScreen } from "~/features/dashboard/components/home-screen";
import { GoalProgressCard } from "~/features/goals/components/goal-progress-card";
import { can } from "~/lib/permissions";
import { protectedPage } from "~/server/page-guard";

export default function HomePage({ session }: InferGetServerSidePropsType<typeof getServerSideProps>) {
  const t = useTranslations();
  const role = session.user.role;
  const goalColumn = useGoalColumn(can(role, "home.team"));
  return (
    <AppLayout title={t("home.title")}>
      <HomeScreen role={role} name={session.user.name} goalCard={role === "seller" ? <GoalProgressCard /> : undefined} goalColumn={goalColumn} />
    </AppLayout>
  );
}

export const getServerSideProps = protectedPage({
  // The role's parts prefetched: the first paint has the numbers. A failed part loads (and shows its error) on the client.
  prefetch: async (helpers, session) => {
    const role = session.user.role;
    const ignore = () => undefined;
    await Promise.all([
      role === "seller" ? helpers.dashboard.own.prefetch().catch(ignore) : undefined,
      can(role, "home.team") ? helpers.dashboard.team.prefetch().catch(ignore) : undefined,
      can(role, "home.finance") ? helpers.dashboard.finance.prefetch().catch(ignore) : undefined,
      can(role, "home.system") ? helpers.dashboard.system.prefetch().catch(ignore) : undefined,
    ]);
  },
});
