import type { InferGetServerSidePropsType } from "next";
import { useTranslations } from "use-intl";
import { AppLayout, Forbidden } from "~/components/layout/app-layout";
import { CommissionsNav } from "~/features/commissions/components/commissions-nav";
import { StatementsTable } from "~/features/commissions/components/finance/statements-table";
import { can } from "~/lib/permissions";
import { protectedPage } from "~/server/page-guard";

/** Statements: a person sees their own; Gestor their team's; Administrador and Financeiro everyone's. */
export default function StatementsPage({ session, forbidden }: InferGetServerSidePropsType<typeof getServerSideProps>) {
  const t = useTranslations("commissionFinance");
  if (forbidden) return <Forbidden />;
  const manages = can(session.user.role, "commissions.manage");
  return (
    <AppLayout title={t("statementsTitle")}>
      <div className="flex flex-col gap-6">
        <CommissionsNav />
        <StatementsTable canPay={manages} emptyText={manages ? t("statements.empty") : t("statements.emptyMine")} />
      </div>
    </AppLayout>
  );
}

export const getServerSideProps = protectedPage({
  permission: "commissions.read",
  prefetch: async (helpers) => {
    await helpers.commissions.statements.list.prefetch({ month: null, userId: null }).catch(() => undefined);
  },
});
