import type { InferGetServerSidePropsType } from "next";
import { useTranslations } from "use-intl";
import { AppLayout, Forbidden } from "~/components/layout/app-layout";
import { columnInput, countsInput, kanbanFilters } from "~/features/leads/kanban/kanban-input";
import { KANBAN_STATUSES } from "~/features/leads/kanban/kanban-moves";
import { KanbanScreen } from "~/features/leads/kanban/kanban-screen";
import { listStateFromQuery } from "~/features/lists/url-state";
import { protectedPage } from "~/server/page-guard";

export default function LeadsKanbanPage({ forbidden }: InferGetServerSidePropsType<typeof getServerSideProps>) {
  const t = useTranslations("nav");
  if (forbidden) return <Forbidden />;
  return (
    <AppLayout title={t("leads")}>
      <KanbanScreen />
    </AppLayout>
  );
}

export const getServerSideProps = protectedPage({
  permission: "leads.read",
  prefetch: async (helpers, _session, ctx) => {
    const parsed = listStateFromQuery(ctx.query);
    const state = { filters: kanbanFilters(parsed), search: parsed.search };
    // A bad link (e.g. an edited filter) renders the board with the error instead of failing the page.
    await Promise.all([
      helpers.leads.kanbanCounts.prefetch(countsInput(state)).catch(() => undefined),
      ...KANBAN_STATUSES.map((status) => helpers.leads.board.prefetchInfinite(columnInput(state, status)).catch(() => undefined)),
    ]);
  },
});
