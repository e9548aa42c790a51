import type { InferGetServerSidePropsType } from "next";
import { useRouter } from "next/router";
import { useTranslations } from "use-intl";
import { AppLayout, Forbidden } from "~/components/layout/app-layout";
import { CommissionsNav } from "~/features/commissions/components/commissions-nav";
import { StatementDetail } from "~/features/commissions/components/finance/statement-detail";
import { protectedPage } from "~/server/page-guard";

export default function StatementPage({ forbidden }: InferGetServerSidePropsType<typeof getServerSideProps>) {
  const t = useTranslations("commissionFinance");
  const router = useRouter();
  const id = typeof router.query.id === "string" ? router.query.id : "";
  if (forbidden) return <Forbidden />;
  return (
    <AppLayout title={t("statementsTitle")}>
      <div className="flex flex-col gap-6">
        <CommissionsNav />
        <StatementDetail key={id} id={id} />
      </div>
    </AppLayout>
  );
}

export const getServerSideProps = protectedPage({
  permission: "commissions.read",
  // A bad or foreign id is rendered by the page (not-found state): prefetch errors are not fatal.
  prefetch: (helpers, _session, ctx) => helpers.commissions.statements.get.prefetch({ id: typeof ctx.params?.id === "string" ? ctx.params.id : "" }).catch(() => undefined),
});
