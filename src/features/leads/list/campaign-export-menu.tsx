import { MegaphoneIcon } from "lucide-react";
import { useTranslations } from "use-intl";
import { ExportMenu } from "~/features/import-export/components/export-menu";
import type { RouterQuery } from "~/features/lists/url-state";

/** "Para campanha": the current filter without the leads that asked not to be contacted (`campanha=1`). */
export function CampaignExportMenu({ query }: { query: RouterQuery }) {
  const t = useTranslations("leadsList.campaign");
  return (
    <ExportMenu list="leads" query={query} extraQuery={{ campanha: "1" }} label={t("trigger")} hint={t("hint")} icon={<MegaphoneIcon aria-hidden />} testId="campaign-export-menu" />
  );
}
