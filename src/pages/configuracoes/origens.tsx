import type { InferGetServerSidePropsType } from "next";
import { useTranslations } from "use-intl";
import { AppLayout, Forbidden } from "~/components/layout/app-layout";
import { LeadOptionsPanel } from "~/features/leads/components/lead-options-panel";
import { protectedPage } from "~/server/page-guard";

export default function LeadOptionsPage({ forbidden }: InferGetServerSidePropsType<typeof getServerSideProps>) {
  const t = useTranslations();
  if (forbidden) return <Forbidden />;
  return (
    <AppLayout title={t("leadOptions.title")}>
      <LeadOptionsPanel />
    </AppLayout>
  );
}

export const getServerSideProps = protectedPage({ permission: "leadOptions.manage", prefetch: (helpers) => helpers.leads.optionsAll.prefetch() });
