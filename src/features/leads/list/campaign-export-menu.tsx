import { MegaphoneIcon } from "lucide-react";
import { useState } from "react";
import { useTranslations } from "use-intl";
import { notify } from "~/components/toast/notify";
import { Button } from "~/components/ui/button";
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuLabel, DropdownMenuTrigger } from "~/components/ui/dropdown-menu";
import { exportUrl } from "~/features/import-export/components/export-menu";
import type { RouterQuery } from "~/features/lists/url-state";

type Format = "csv" | "xlsx";

/**
 * "Exportar para campanha": the current filter without the leads that asked not to be contacted
 * (GET /api/export/leads?campanha=1). Fetched, so a refusal shows as a toast, as in ExportMenu.
 */
export function CampaignExportMenu({ query }: { query: RouterQuery }) {
  const t = useTranslations("leadsList.campaign");
  const te = useTranslations("exporter");
  const [busy, setBusy] = useState(false);

  async function download(format: Format) {
    setBusy(true);
    try {
      const response = await fetch(exportUrl("leads", query, format, { campanha: "1" }));
      if (!response.ok) {
        const body = (await response.json().catch(() => null)) as { error?: { message?: unknown } } | null;
        notify.error(typeof body?.error?.message === "string" ? body.error.message : te("failed"));
        return;
      }
      const filename = /filename="([^"]+)"/.exec(response.headers.get("content-disposition") ?? "")?.[1] ?? `leads-campanha.${format}`;
      const url = URL.createObjectURL(await response.blob());
      const link = document.createElement("a");
      link.href = url;
      link.download = filename;
      document.body.append(link);
      link.click();
      link.remove();
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
      notify.success(te("done", { filename }));
    } catch {
      notify.error(te("failed"));
    } finally {
      setBusy(false);
    }
  }

  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="outline" size="sm" loading={busy} data-testid="campaign-export-menu">
          {busy ? null : <MegaphoneIcon aria-hidden />}
          {busy ? te("busy") : t("trigger")}
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-64">
        <DropdownMenuLabel className="text-xs font-normal text-muted-foreground">{t("hint")}</DropdownMenuLabel>
        <DropdownMenuItem onSelect={() => void download("csv")}>{te("csv")}</DropdownMenuItem>
        <DropdownMenuItem onSelect={() => void download("xlsx")}>{te("xlsx")}</DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
