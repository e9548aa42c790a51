import Link from "next/link";
import { useTranslations } from "use-intl";
import { Button } from "~/components/ui/button";
import type { CommitResult } from "./import-api";
import { Counts } from "./preview-step";

/** Step 5: what the import did, the rejected rows to download, and the way back to the list. */
export function SummaryStep(props: { result: CommitResult; locale: string; doneHref: string; doneLabel: string; downloading: boolean; onDownload: () => void; onAgain: () => void }) {
  const t = useTranslations("importer.summary");
  const tPreview = useTranslations("importer.preview");
  const { counts } = props.result;
  return (
    <div className="space-y-5" data-testid="import-summary">
      <h2 className="text-base font-semibold" role="status">
        {t("title")}
      </h2>
      <Counts
        locale={props.locale}
        items={[
          { label: t("created"), value: counts.created, testId: "summary-created" },
          { label: t("updated"), value: counts.updated, testId: "summary-updated" },
          { label: t("unchanged"), value: counts.unchanged + counts.skipped, testId: "summary-unchanged" },
          { label: t("rejected"), value: counts.rejected, testId: "summary-rejected" },
        ]}
      />
      <div className="flex flex-wrap justify-end gap-2">
        {counts.rejected > 0 ? (
          <Button type="button" variant="outline" loading={props.downloading} onClick={props.onDownload}>
            {tPreview("downloadRejected")}
          </Button>
        ) : null}
        <Button type="button" variant="outline" onClick={props.onAgain}>
          {t("another")}
        </Button>
        <Button asChild>
          <Link href={props.doneHref}>{props.doneLabel}</Link>
        </Button>
      </div>
    </div>
  );
}
