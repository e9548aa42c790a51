import type { InferGetServerSidePropsType } from "next";
import { useTranslations } from "use-intl";
import { AppLayout, Forbidden } from "~/components/layout/app-layout";
import { OutboxList } from "~/features/notifications/components/outbox-list";
import { protectedPage } from "~/server/page-guard";

export default function EmailsPage({ forbidden }: InferGetServerSidePropsType<typeof getServerSideProps>) {
  const t = useTranslations();
  if (forbidden) return <Forbidden />;
  return (
    <AppLayout title={t("notifications.outbox.title")}>
      <OutboxList />
    </AppLayout>
  );
}

export const getServerSideProps = protectedPage({
  permission: "notifications.outbox",
  prefetch: (helpers) => helpers.notifications.outbox.prefetchInfinite({ limit: 50 }),
});
