import type { InferGetServerSidePropsType } from "next";
import { useTranslations } from "use-intl";
import { AppLayout, Forbidden } from "~/components/layout/app-layout";
import { CommissionsNav } from "~/features/commissions/components/commissions-nav";
import { RuleForm } from "~/features/commissions/components/rules/rule-form";
import { protectedPage } from "~/server/page-guard";

export default function NewCommissionRulePage({ forbidden }: InferGetServerSidePropsType<typeof getServerSideProps>) {
  const t = useTranslations("commissionRules");
  if (forbidden) return <Forbidden />;
  return (
    <AppLayout title={t("newTitle")}>
      <div className="flex flex-col gap-4">
        <CommissionsNav />
        <RuleForm />
      </div>
    </AppLayout>
  );
}

export const getServerSideProps = protectedPage({
  permission: "commissions.manage",
  prefetch: (helpers) => helpers.partners.options.prefetch({}).catch(() => undefined),
});
