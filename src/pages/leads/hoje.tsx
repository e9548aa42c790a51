import type { InferGetServerSidePropsType } from "next";
import { useTranslations } from "use-intl";
import { AppLayout, Forbidden } from "~/components/layout/app-layout";
import { TodayScreen, todayInputFromQuery } from "~/features/leads/today/today-screen";
import { can } from "~/lib/permissions";
import { protectedPage } from "~/server/page-guard";

export default function LeadsTodayPage({ forbidden }: InferGetServerSidePropsType<typeof getServerSideProps>) {
  const t = useTranslations("leadsToday");
  if (forbidden) return <Forbidden />;
  return (
    <AppLayout title={t("title")}>
      <TodayScreen />
    </AppLayout>
  );
}

export const getServerSideProps = protectedPage({
  permission: "leads.read",
  prefetch: async (helpers, session, ctx) => {
    const widens = session.user.role === "admin" || session.user.role === "manager";
    const input = todayInputFromQuery(widens ? ctx.query : {});
    // A failed prefetch leaves the page to load (and show its error) on the client instead of failing it.
    await Promise.all([
      helpers.leads.today.prefetch(input).catch(() => undefined),
      can(session.user.role, "tasks.read") ? helpers.tasks.today.prefetch(undefined).catch(() => undefined) : undefined,
      can(session.user.role, "teams.leads") ? helpers.teams.leadTeams.prefetch().catch(() => undefined) : undefined,
    ]);
  },
});
