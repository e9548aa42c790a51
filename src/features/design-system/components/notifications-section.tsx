import { useTranslations } from "use-intl";
import { notify } from "~/components/toast/notify";
import { Button } from "~/components/ui/button";

/** The app's notification API (react-toastify, bottom-right) in each of its kinds. */
export function NotificationsSection() {
  const t = useTranslations("shell");
  return (
    <section aria-labelledby="ds-notifications-title" data-testid="ds-notifications" className="rounded-lg border border-border bg-card p-6">
      <h2 id="ds-notifications-title" className="mb-4 font-heading text-lg font-semibold">
        {t("notificationsTitle")}
      </h2>
      <div className="flex flex-wrap gap-2">
        <Button onClick={() => notify.success(t("sampleSuccess"))}>{t("notifySuccess")}</Button>
        <Button variant="danger" onClick={() => notify.error(t("sampleError"))}>
          {t("notifyError")}
        </Button>
        <Button variant="secondary" onClick={() => notify.info(t("sampleInfo"))}>
          {t("notifyInfo")}
        </Button>
      </div>
    </section>
  );
}
