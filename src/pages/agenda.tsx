import type { InferGetServerSidePropsType } from "next";
import { useTranslations } from "use-intl";
import { AppLayout, Forbidden } from "~/components/layout/app-layout";
import { AgendaScreen } from "~/features/tasks/agenda/agenda-screen";
import { agendaStateFromQuery } from "~/features/tasks/agenda/agenda-query";
import { viewRange } from "~/features/tasks/agenda/agenda-grid";
import { saoPauloDay } from "~/lib/format";
import { protectedPage } from "~/server/page-guard";

export default function AgendaPage({ session, forbidden }: InferGetServerSidePropsType<typeof getServerSideProps>) {
  const t = useTranslations("tasks.agenda");
  if (forbidden) return <Forbidden />;
  return (
    <AppLayout title={t("title")}>
      <AgendaScreen role={session.user.role} />
    </AppLayout>
  );
}

export const getServerSideProps = protectedPage({
  permission: "tasks.read",
  prefetch: async (helpers, _session, ctx) => {
    const state = agendaStateFromQuery(ctx.query, saoPauloDay(new Date()));
    // A failed prefetch leaves the page to load (and show its error) on the client.
    await helpers.tasks.range.prefetch({ ...viewRange(state.view, state.day), who: state.who }).catch(() => undefined);
  },
});
