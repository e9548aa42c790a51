import { useTranslations } from "use-intl";
import { StatusPage } from "~/components/layout/status-page";

export default function NotFoundPage() {
  const t = useTranslations("shell");
  return <StatusPage code={404} title={t("notFoundTitle")} body={t("notFoundBody")} />;
}
