import { useTranslations } from "use-intl";
import { StatusPage } from "~/components/layout/status-page";

export default function ServerErrorPage() {
  const t = useTranslations("shell");
  return <StatusPage code={500} title={t("serverErrorTitle")} body={t("serverErrorBody")} />;
}
