import type { InferGetServerSidePropsType } from "next";
import { useRouter } from "next/router";
import { useTranslations } from "use-intl";
import { AppLayout, Forbidden } from "~/components/layout/app-layout";
import { CommissionsNav } from "~/features/commissions/components/commissions-nav";
import { RuleDetail } from "~/features/commissions/components/rules/rule-detail";
import { protectedPage } from "~/server/page-guard";

export default function CommissionRulePage({ forbidden }: InferGetServerSidePropsType<typeof getServerSideProps>) {
  const t = useTranslations("commissionRules");
  const { query } = useRouter();
  if (forbidden) return <Forbidden />;
  const id = typeof query.id === "string" ? query.id : "";
  return (
    <AppLayout title={t("ruleTitle")}>
      <div className="flex flex-col gap-4">
        <CommissionsNav />
        {/* Keyed by id: moving to another rule starts with its own editor state. */}
        <RuleDetail key={id} id={id} />
      </div>
    </AppLayout>
  );
}

export const getServerSideProps = protectedPage({
  permission: "commissions.manage",
  prefetch: async (helpers, _session, ctx) => {
    const id = typeof ctx.query.id === "string" ? ctx.query.id : "";
    // A bad id renders the page with "Regra não encontrada" instead of failing it.
    await helpers.commissions.rules.get.prefetch({ id }).catch(() => undefined);
  },
});
