import { useId } from "react";
import { useTranslations } from "use-intl";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "~/components/ui/table";
import type { ImportRunResult } from "./import-api";

/** Accepted rows the importer flagged (e.g. a lead that is already a customer): shown, never blocking. */
export function ImportNotices({ preview }: { preview: Pick<ImportRunResult, "notices" | "noticeCount"> }) {
  const t = useTranslations("importer.preview");
  const titleId = useId();
  if (preview.noticeCount === 0) return null;
  return (
    <section className="space-y-2" aria-labelledby={titleId}>
      <h3 id={titleId} className="text-sm font-semibold">
        {t("noticesTitle", { count: preview.noticeCount })}
      </h3>
      {preview.notices.length < preview.noticeCount ? <p className="text-xs text-muted-foreground">{t("noticesTruncated", { shown: preview.notices.length })}</p> : null}
      <Table containerClassName="max-h-60 overflow-y-auto rounded-md border border-border" data-testid="import-notices">
        <TableHeader>
          <TableRow>
            <TableHead className="w-20">{t("row")}</TableHead>
            <TableHead>{t("notice")}</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {preview.notices.map((n) => (
            <TableRow key={n.row}>
              <TableCell className="tabular-nums">{n.row}</TableCell>
              <TableCell>{n.message}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </section>
  );
}
