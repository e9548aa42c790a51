import type { InferGetServerSidePropsType } from "next";
import { useRouter } from "next/router";
import { useTranslations } from "use-intl";
import { AppLayout, Forbidden } from "~/components/layout/app-layout";
import { CommissionsNav } from "~/features/commissions/components/commissions-nav";
import { LINES_PAGE, StatementWorkbench } from "~/features/commissions/components/reconciliation/statement-workbench";
import { protectedPage } from "~/server/page-guard";

export default function StatementWorkbenchPage({ forbidden }: InferGetServerSidePropsType<typeof getServerSideProps>) {
  const t = useTranslations("commissionReconciliation");
  const { query } = useRouter();
  if (forbidden) return <Forbidden />;
  const id = typeof query.id === "string" ? query.id : "";
  return (
    <AppLayout title={t("workbenchTitle")}>
      <div className="flex flex-col gap-4">
        <CommissionsNav />
        {/* Keyed by id: another statement starts with its own filter and pages. */}
        <StatementWorkbench key={id} id={id} />
      </div>
    </AppLayout>
  );
}

export const getServerSideProps = protectedPage({
  permission: "commissions.manage",
  prefetch: async (helpers, _session, ctx) => {
    const statementId = typeof ctx.query.id === "string" ? ctx.query.id : "";
    // The first page of every line, with the same input the workbench asks for; a bad id renders "não encontrado".
    await helpers.commissions.reconciliation.lines.prefetchInfinite({ statementId, status: null, limit: LINES_PAGE }).catch(() => undefined);
  },
});
