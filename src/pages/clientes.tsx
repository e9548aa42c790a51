import type { InferGetServerSidePropsType } from "next";
import { useTranslations } from "use-intl";
import { AppLayout, Forbidden } from "~/components/layout/app-layout";
import { defaultViewDestination } from "~/components/list/default-view";
import { CUSTOMERS_LIST_KEY, CustomersTable, listInputFromState } from "~/features/customers/list/customers-table";
import { listStateFromQuery } from "~/features/lists/url-state";
import { protectedPage } from "~/server/page-guard";

export default function CustomersPage({ forbidden }: InferGetServerSidePropsType<typeof getServerSideProps>) {
  const t = useTranslations("nav");
  if (forbidden) return <Forbidden />;
  return (
    <AppLayout title={t("customers")}>
      <CustomersTable />
    </AppLayout>
  );
}

export const getServerSideProps = protectedPage({
  permission: "customers.read",
  // Opened bare (no filters in the URL): the user's default view, if any, decides the first paint.
  redirect: async (helpers, _session, ctx) => {
    const [views, meta] = await Promise.all([helpers.views.list.fetch({ listKey: CUSTOMERS_LIST_KEY }), helpers.customers.listMeta.fetch()]);
    return defaultViewDestination("/clientes", ctx.query, views, meta);
  },
  prefetch: async (helpers, _session, ctx) => {
    const input = listInputFromState(listStateFromQuery(ctx.query));
    // A bad link (e.g. an edited filter) renders the page with the error instead of failing it.
    await Promise.all([helpers.customers.list.prefetchInfinite(input).catch(() => undefined), helpers.customers.count.prefetch(input).catch(() => undefined)]);
  },
});
