/**
 * "Exportar" menu of a list: CSV (Excel pt-BR) or XLSX of the current filter, or of the selected rows.
 *
 *   const router = useRouter();
 *   <ExportMenu list="customers" query={router.query} selectedIds={selected.size ? [...selected] : undefined} />
 *   <ExportMenu list="renewals" query={router.query} extraQuery={{ dias: String(view.days) }} />
 *
 * `query` is the list's router query: only its filters (f.*), sort and search (q) are sent. With selected ids
 * the button reads "Exportar seleção (N)" and POSTs them (at most 1.000); otherwise it GETs the filter. The
 * server applies the user's scope either way and streams the file (at most 100.000 rows).
 */
import { Download } from "lucide-react";
import { useState, type ReactNode } from "react";
import { useLocale, useTranslations } from "use-intl";
import { Button } from "~/components/ui/button";
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuLabel, DropdownMenuSeparator, DropdownMenuTrigger } from "~/components/ui/dropdown-menu";
import { notify } from "~/components/toast/notify";
import { FILTER_PREFIX, URL_KEYS, type RouterQuery } from "~/features/lists/url-state";
import type { ExportListKey } from "../server/exporters";
import { EXPORT_ROW_LIMIT, EXPORT_SELECTION_MAX } from "../export-limits";

type Format = "csv" | "xlsx";

export interface ExportMenuProps {
  list: ExportListKey;
  /** The list page's router query (its URL state). */
  query: RouterQuery;
  /** Rows ticked in the table; empty or undefined exports the current filter. */
  selectedIds?: readonly string[];
  /** Parameters beyond the list state, e.g. { dias: "30" } for renewals (a selection's export sends them too). */
  extraQuery?: Record<string, string>;
  /** A variant of the menu (e.g. the leads' "Para campanha"): its own button text, icon, hint and test id. */
  label?: string;
  /** The variant's button text when rows are ticked. */
  selectionLabel?: (count: number) => string;
  icon?: ReactNode;
  hint?: string;
  testId?: string;
  className?: string;
}

/** The GET URL of the current filter: the list's own URL keys, the extra ones and the format. */
export function exportUrl(list: string, query: RouterQuery, format: Format, extraQuery: Record<string, string> = {}): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (!key.startsWith(FILTER_PREFIX) && key !== URL_KEYS.sort && key !== URL_KEYS.search) continue;
    for (const v of Array.isArray(value) ? value : value === undefined ? [] : [value]) params.append(key, v);
  }
  for (const [key, value] of Object.entries(extraQuery)) params.set(key, value);
  params.set("format", format);
  return `/api/export/${encodeURIComponent(list)}?${params.toString()}`;
}

function filenameOf(response: Response, fallback: string): string {
  const match = /filename="([^"]+)"/.exec(response.headers.get("content-disposition") ?? "");
  return match?.[1] ?? fallback;
}

async function errorMessageOf(response: Response): Promise<string | null> {
  try {
    const body = (await response.json()) as { error?: { message?: unknown } };
    return typeof body.error?.message === "string" ? body.error.message : null;
  } catch {
    return null;
  }
}

function saveBlob(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  // Give the browser a moment to start the download before the blob goes away.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

export function ExportMenu({ list, query, selectedIds, extraQuery, label, selectionLabel, icon, hint, testId, className }: ExportMenuProps) {
  const t = useTranslations("exporter");
  const locale = useLocale();
  const [busy, setBusy] = useState(false);
  const selection = selectedIds && selectedIds.length > 0 ? selectedIds : null;

  // Fetched rather than navigated to, so that a refusal (expired session, bad filter) shows as a toast
  // instead of a JSON page, and the button can show that the file is being prepared.
  async function download(format: Format) {
    if (selection && selection.length > EXPORT_SELECTION_MAX) {
      notify.error(t("tooMany", { max: EXPORT_SELECTION_MAX.toLocaleString(locale) }));
      return;
    }
    setBusy(true);
    try {
      const response = selection
        ? await fetch(`/api/export/${encodeURIComponent(list)}${extraQuery ? `?${new URLSearchParams(extraQuery).toString()}` : ""}`, {
            method: "POST",
            headers: { "content-type": "application/json" },
            body: JSON.stringify({ ids: selection, format }),
          })
        : await fetch(exportUrl(list, query, format, extraQuery));
      if (!response.ok) {
        notify.error((await errorMessageOf(response)) ?? t("failed"));
        return;
      }
      const filename = filenameOf(response, `${list}.${format}`);
      saveBlob(await response.blob(), filename);
      notify.success(t("done", { filename }));
    } catch {
      notify.error(t("failed"));
    } finally {
      setBusy(false);
    }
  }

  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="outline" size="sm" loading={busy} className={className} data-testid={testId ?? "export-menu"}>
          {busy ? null : (icon ?? <Download aria-hidden />)}
          {busy ? t("busy") : selection ? (selectionLabel?.(selection.length) ?? t("selection", { count: selection.length })) : (label ?? t("trigger"))}
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-52">
        <DropdownMenuLabel className="text-xs font-normal text-muted-foreground">{hint ?? t("menuLabel")}</DropdownMenuLabel>
        <DropdownMenuItem onSelect={() => void download("csv")}>{t("csv")}</DropdownMenuItem>
        <DropdownMenuItem onSelect={() => void download("xlsx")}>{t("xlsx")}</DropdownMenuItem>
        {selection ? null : (
          <>
            <DropdownMenuSeparator />
            <DropdownMenuLabel className="text-xs font-normal text-muted-foreground">{t("limit", { max: EXPORT_ROW_LIMIT.toLocaleString(locale) })}</DropdownMenuLabel>
          </>
        )}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
