import type { InferGetServerSidePropsType } from "next";
import { useTranslations } from "use-intl";
import { AppLayout, Forbidden } from "~/components/layout/app-layout";
import { ReportsScreen } from "~/features/reports/components/reports-screen";
import { reportStateFromQuery, runnableFilters } from "~/features/reports/report-url";
import { protectedPage } from "~/server/page-guard";

export default function ReportsPage({ forbidden }: InferGetServerSidePropsType<typeof getServerSideProps>) {
  const t = useTranslations("nav");
  if (forbidden) return <Forbidden />;
  return (
    <AppLayout title={t("reports")}>
      <ReportsScreen />
    </AppLayout>
  );
}

// getServerSideProps must be declared in the page module so Next keeps server code out of the browser bundle.
export const getServerSideProps = protectedPage({
  permission: "reports.read",
  // The first paint has the figures: the report of the URL and the filters' options, prefetched.
  prefetch: async (helpers, _session, ctx) => {
    const state = reportStateFromQuery(ctx.query);
    // A report not available yet, or a bad link, renders the page with its state instead of failing it.
    await Promise.all([helpers.reports.options.prefetch().catch(() => undefined), runnableFilters(state.filters) ? helpers.reports.run.prefetch(state).catch(() => undefined) : undefined]);
  },
});
