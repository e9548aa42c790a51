import type { InferGetServerSidePropsType } from "next";
import { useTranslations } from "use-intl";
import { AppLayout, Forbidden } from "~/components/layout/app-layout";
import { PartnersTabs } from "~/features/partners/components/partners-tabs";
import { partnersViewFromQuery } from "~/features/partners/components/partners-view";
import { can } from "~/lib/permissions";
import { protectedPage } from "~/server/page-guard";

export default function PartnersPage({ session, forbidden }: InferGetServerSidePropsType<typeof getServerSideProps>) {
  const t = useTranslations();
  if (forbidden) return <Forbidden />;
  return (
    <AppLayout title={t("partners.title")}>
      <PartnersTabs canManage={can(session.user.role, "partners.manage")} />
    </AppLayout>
  );
}

// getServerSideProps must be declared in the page module so Next keeps server code out of the browser bundle.
export const getServerSideProps = protectedPage({
  permission: "settings.read",
  prefetch: async (helpers, _session, ctx) => {
    const view = partnersViewFromQuery(ctx.query);
    // A bad link (an edited filter) renders the page with the error instead of failing it.
    const ignore = () => undefined;
    await (view.tab === "products"
      ? Promise.all([
          helpers.products.list.prefetchInfinite(view.input).catch(ignore),
          helpers.products.count.prefetch(view.input).catch(ignore),
          helpers.partners.options.prefetch({ includeInactive: true }).catch(ignore),
        ])
      : Promise.all([helpers.partners.list.prefetchInfinite(view.input).catch(ignore), helpers.partners.count.prefetch(view.input).catch(ignore)]));
  },
});
