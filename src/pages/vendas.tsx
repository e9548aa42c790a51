import type { InferGetServerSidePropsType } from "next";
import { useTranslations } from "use-intl";
import { AppLayout, Forbidden } from "~/components/layout/app-layout";
import { SalesTable, salesViewFromQuery } from "~/features/sales/list/sales-table";
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
  prefetch: async (helpers, _session, ctx) => {
    const view = salesViewFromQuery(ctx.query);
    // A bad link (an edited filter) renders the page with the error instead of failing it.
    const ignore = () => undefined;
    await (view.renewals
      ? Promise.all([helpers.sales.renewals.prefetchInfinite({ days: view.days, ...view.list }).catch(ignore), helpers.sales.renewalsCount.prefetch({ days: view.days, ...view.list }).catch(ignore)])
      : Promise.all([helpers.sales.list.prefetchInfinite(view.list).catch(ignore), helpers.sales.count.prefetch(view.list).catch(ignore)]));
  },
});
