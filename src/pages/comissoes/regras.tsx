import type { InferGetServerSidePropsType } from "next";
import { useTranslations } from "use-intl";
import { AppLayout, Forbidden } from "~/components/layout/app-layout";
import { CommissionsNav } from "~/features/commissions/components/commissions-nav";
import { RulesCheckPanel } from "~/features/commissions/components/rules/rules-check-panel";
import { RulesList } from "~/features/commissions/components/rules/rules-list";
import { DEFAULT_RULES_FILTERS, rulesListInput } from "~/features/commissions/components/rules/use-rules-pages";
import { protectedPage } from "~/server/page-guard";

export default function CommissionRulesPage({ forbidden }: InferGetServerSidePropsType<typeof getServerSideProps>) {
  const t = useTranslations("commissionRules");
  if (forbidden) return <Forbidden />;
  return (
    <AppLayout title={t("title")}>
      <div className="flex flex-col gap-4">
        <CommissionsNav />
        <RulesCheckPanel />
        <RulesList />
      </div>
    </AppLayout>
  );
}

export const getServerSideProps = protectedPage({
  permission: "commissions.manage",
  prefetch: async (helpers) => {
    // A failed prefetch leaves the page to load (and show its error) on the client instead of failing it.
    const ignore = () => undefined;
    await Promise.all([
      helpers.commissions.rules.list.prefetchInfinite(rulesListInput(DEFAULT_RULES_FILTERS)).catch(ignore),
      helpers.partners.options.prefetch({ includeInactive: true }).catch(ignore),
    ]);
  },
});
