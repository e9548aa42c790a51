import type { InferGetServerSidePropsType } from "next";
import { useTranslations } from "use-intl";
import { AppLayout, Forbidden } from "~/components/layout/app-layout";
import { readAuditFilters } from "~/features/audit/audit.schemas";
import { AuditLog, auditListInputOf } from "~/features/audit/components/audit-log";
import { protectedPage } from "~/server/page-guard";

export default function AuditPage({ forbidden }: InferGetServerSidePropsType<typeof getServerSideProps>) {
  const t = useTranslations();
  if (forbidden) return <Forbidden />;
  return (
    <AppLayout title={t("audit.title")}>
      <AuditLog />
    </AppLayout>
  );
}

export const getServerSideProps = protectedPage({
  permission: "audit.read",
  prefetch: (helpers, _session, ctx) => {
    const { filters } = readAuditFilters(ctx.query);
    return Promise.all([
      helpers.audit.list.prefetchInfinite(auditListInputOf(filters)),
      helpers.audit.count.prefetch(filters),
      helpers.audit.actors.prefetch(),
      filters.entity && filters.entityId ? helpers.audit.subject.prefetch({ entity: filters.entity, entityId: filters.entityId }) : null,
    ]);
  },
});
