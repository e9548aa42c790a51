import type { InferGetServerSidePropsType } from "next";
import { useTranslations } from "use-intl";
import { AppLayout, Forbidden } from "~/components/layout/app-layout";
import { defaultViewDestination } from "~/components/list/default-view";
import { SALES_LIST_KEY, SalesTable, salesViewFromQuery } from "~/features/sales/list/sales-table";
import { protectedPage } from "~/server/page-guard";

export default function SalesPage({ forbidden }: InferGetServerSidePropsType<typeof getServerSideProps>) {
  const t = useTranslations("nav");
  if (forbidden) return <Forbidden />;
  return (
    <AppLayout title={t("sales")}>
      <SalesTable />
    </AppLayout>
  );
}

export const getServerSideProps = protectedPage({
  permission: "sales.read",
  // Opened with no filters in the URL: the user's default view, if any, decides the first paint.
  redirect: async (helpers, _session, ctx) => {
    const [views, meta] = await Promise.all([helpers.views.list.fetch({ listKey: SALES_LIST_KEY }), helpers.sales.listMeta.fetch()]);
    return defaultViewDestination("/vendas", ctx.query, views, meta);
  },
  prefetch: async (helpers, _session, ctx) => {
    const view = salesViewFromQuery(ctx.query);
    // A bad link (an edited filter) renders the page with the error instead of failing it.
    const ignore = () => undefined;
    await (view.renewals
      ? Promise.all([helpers.sales.renewals.prefetchInfinite({ days: view.days, ...view.list }).catch(ignore), helpers.sales.renewalsCount.prefetch({ days: view.days, ...view.list }).catch(ignore)])
      : Promise.all([helpers.sales.list.prefetchInfinite(view.list).catch(ignore), helpers.sales.count.prefetch(view.list).catch(ignore)]));
  },
});
