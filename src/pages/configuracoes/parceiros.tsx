import type { InferGetServerSidePropsType } from "next";
import { useTranslations } from "use-intl";
import { AppLayout, Forbidden } from "~/components/layout/app-layout";
import { PartnersPanel } from "~/features/partners/components/partners-panel";
import { can } from "~/lib/permissions";
import { protectedPage } from "~/server/page-guard";

export default function PartnersPage({ session, forbidden }: InferGetServerSidePropsType<typeof getServerSideProps>) {
  const t = useTranslations();
  if (forbidden) return <Forbidden />;
  return (
    <AppLayout title={t("partners.title")}>
      <PartnersPanel canManage={can(session.user.role, "partners.manage")} />
    </AppLayout>
  );
}

// getServerSideProps must be declared in the page module so Next keeps server code out of the browser bundle.
export const getServerSideProps = protectedPage({
  permission: "settings.read",
  prefetch: (helpers) => helpers.partners.options.prefetch({ includeInactive: true }),
});
