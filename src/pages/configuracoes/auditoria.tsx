import type { InferGetServerSidePropsType } from "next";
import { useTranslations } from "use-intl";
import { AppLayout, Forbidden } from "~/components/layout/app-layout";
import { AuditTable } from "~/features/audit/components/audit-table";
import { protectedPage } from "~/server/page-guard";

export default function AuditPage({ forbidden }: InferGetServerSidePropsType<typeof getServerSideProps>) {
  const t = useTranslations();
  if (forbidden) return <Forbidden />;
  return (
    <AppLayout title={t("audit.title")}>
      <AuditTable />
    </AppLayout>
  );
}

export const getServerSideProps = protectedPage({
  permission: "audit.read",
  prefetch: (helpers) => Promise.all([helpers.audit.list.prefetchInfinite({ limit: 50 }), helpers.audit.entities.prefetch()]),
});
