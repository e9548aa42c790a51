import type { InferGetServerSidePropsType } from "next";
import { useTranslations } from "use-intl";
import { AppLayout, Forbidden } from "~/components/layout/app-layout";
import { CommissionsNav } from "~/features/commissions/components/commissions-nav";
import { ReconciliationScreen } from "~/features/commissions/components/reconciliation/reconciliation-screen";
import { protectedPage } from "~/server/page-guard";

export default function CommissionReconciliationPage({ forbidden }: InferGetServerSidePropsType<typeof getServerSideProps>) {
  const t = useTranslations("commissionReconciliation");
  if (forbidden) return <Forbidden />;
  return (
    <AppLayout title={t("title")}>
      <div className="flex flex-col gap-4">
        <CommissionsNav />
        <ReconciliationScreen />
      </div>
    </AppLayout>
  );
}

export const getServerSideProps = protectedPage({
  permission: "commissions.manage",
  prefetch: async (helpers) => {
    // A failed prefetch leaves the page to load (and show its error) on the client instead of failing it.
    await helpers.partners.options.prefetch({ includeInactive: true }).catch(() => undefined);
  },
});
