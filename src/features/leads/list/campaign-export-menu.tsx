import { MegaphoneIcon } from "lucide-react";
import { useTranslations } from "use-intl";
import { ExportMenu } from "~/features/import-export/components/export-menu";
import type { RouterQuery } from "~/features/lists/url-state";

/** "Para campanha": the current filter, or the ticked leads, without those that asked not to be contacted (`campanha=1`). */
export function CampaignExportMenu({ query, selectedIds }: { query: RouterQuery; selectedIds?: readonly string[] }) {
  const t = useTranslations("leadsList.campaign");
  const selecting = !!selectedIds && selectedIds.length > 0;
  return (
    <ExportMenu
      list="leads"
      query={query}
      selectedIds={selectedIds}
      extraQuery={{ campanha: "1" }}
      label={t("trigger")}
      selectionLabel={(count) => t("selection", { count })}
      hint={selecting ? t("selectionHint") : t("hint")}
      icon={<MegaphoneIcon aria-hidden />}
      testId={selecting ? "campaign-selection-export-menu" : "campaign-export-menu"}
    />
  );
}
