import { useTranslations } from "use-intl";
import { AppLayout } from "~/components/layout/app-layout";
import { FormsSection } from "~/features/design-system/components/forms-section";
import { NotificationsSection } from "~/features/design-system/components/notifications-section";
import { OverlaysSection } from "~/features/design-system/components/overlays-section";
import { protectedPage } from "~/server/page-guard";

/** Every building block of the design system in its states; the end-to-end tests drive it. */
export default function DesignSystemPage() {
  const t = useTranslations("nav");
  return (
    <AppLayout title={t("designSystem")}>
      <div className="flex flex-col gap-10">
        <FormsSection />
        <OverlaysSection />
        <NotificationsSection />
      </div>
    </AppLayout>
  );
}

export const getServerSideProps = protectedPage();
