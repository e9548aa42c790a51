import { useId } from "react";
import { useTranslations } from "use-intl";
import { Button } from "~/components/ui/button";
import { Checkbox } from "~/components/ui/checkbox";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "~/components/ui/table";
import type { DuplicatesPolicy } from "../server/importer";
import type { ImportRunResult } from "./import-api";
import { ImportNotices } from "./import-notices";
import { ImportWarnings } from "./import-warnings";

export function Counts(props: { items: { label: string; value: number; testId: string }[]; locale: string }) {
  const format = new Intl.NumberFormat(props.locale);
  return (
    <dl className={props.items.length % 3 === 0 ? "grid grid-cols-2 gap-3 sm:grid-cols-3" : "grid grid-cols-2 gap-3 sm:grid-cols-4"}>
      {props.items.map((item) => (
        <div key={item.testId} className="rounded-md border border-border p-3">
          <dt className="text-xs text-muted-foreground">{item.label}</dt>
          <dd className="text-xl font-semibold tabular-nums" data-testid={item.testId}>
            {format.format(item.value)}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * May the user start the import? Not while rows are rejected, unless they chose to import only the valid ones;
 * not while rows have warnings they did not confirm.
 */
export function canImport(preview: ImportRunResult, validOnly: boolean, confirmWarnings: boolean): boolean {
  const writes = preview.counts.created + preview.counts.updated;
  return writes > 0 && (preview.counts.rejected === 0 || validOnly) && (preview.warningCount === 0 || confirmWarnings);
}

/** Step 3: counts, the duplicates policy, every error with its row and column, and the import button. */
export function PreviewStep(props: {
  preview: ImportRunResult;
  locale: string;
  duplicates: DuplicatesPolicy;
  validOnly: boolean;
  confirmWarnings: boolean;
  busy: boolean;
  downloading: boolean;
  onDuplicates: (policy: DuplicatesPolicy) => void;
  onValidOnly: (value: boolean) => void;
  onConfirmWarnings: (value: boolean) => void;
  onDownload: () => void;
  onBack: () => void;
  onImport: () => void;
}) {
  const t = useTranslations("importer.preview");
  const tWarnings = useTranslations("plausibility.import");
  const validOnlyId = useId();
  const { counts, errors } = props.preview;
  const ready = canImport(props.preview, props.validOnly, props.confirmWarnings);
  const rowsBlock = counts.rejected > 0 && !props.validOnly;

  return (
    <div className="space-y-5">
      <h2 className="text-base font-semibold">{t("title")}</h2>
      <Counts
        locale={props.locale}
        items={[
          { label: t("total"), value: counts.total, testId: "count-total" },
          { label: t("valid"), value: counts.valid, testId: "count-valid" },
          { label: t("invalid"), value: counts.rejected, testId: "count-rejected" },
          { label: t("created"), value: counts.created, testId: "count-created" },
          { label: t("updated"), value: counts.updated, testId: "count-updated" },
          { label: props.duplicates === "skip" ? t("skipped") : t("unchanged"), value: counts.skipped + counts.unchanged, testId: "count-skipped" },
        ]}
      />
      <fieldset className="space-y-2" disabled={props.busy}>
        <legend className="text-sm font-medium">{t("duplicates")}</legend>
        {(["skip", "update"] as const).map((policy) => (
          <label key={policy} className="flex items-center gap-2 text-sm">
            <input type="radio" name="duplicates" value={policy} checked={props.duplicates === policy} onChange={() => props.onDuplicates(policy)} />
            {t(policy)}
          </label>
        ))}
      </fieldset>
      <ImportNotices preview={props.preview} />
      <ImportWarnings preview={props.preview} confirmed={props.confirmWarnings} busy={props.busy} onConfirmed={props.onConfirmWarnings} />
      {errors.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t("noErrors")}</p>
      ) : (
        <section className="space-y-2" aria-labelledby={`${validOnlyId}-errors`}>
          <div className="flex flex-wrap items-center justify-between gap-2">
            <h3 id={`${validOnlyId}-errors`} className="text-sm font-semibold">
              {t("errorsTitle")}
            </h3>
            <Button type="button" variant="outline" size="sm" loading={props.downloading} onClick={props.onDownload}>
              {t("downloadRejected")}
            </Button>
          </div>
          {props.preview.errorsTruncated ? <p className="text-xs text-muted-foreground">{t("errorsTruncated", { shown: errors.length })}</p> : null}
          <Table containerClassName="max-h-80 overflow-y-auto rounded-md border border-border" data-testid="import-errors">
            <TableHeader>
              <TableRow>
                <TableHead className="w-20">{t("row")}</TableHead>
                <TableHead className="w-48">{t("column")}</TableHead>
                <TableHead>{t("error")}</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {errors.map((e, i) => (
                <TableRow key={i}>
                  <TableCell className="tabular-nums">{e.row}</TableCell>
                  <TableCell>{e.column}</TableCell>
                  <TableCell>{e.message}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
          <div className="flex items-center gap-2">
            <Checkbox id={validOnlyId} checked={props.validOnly} onCheckedChange={(v) => props.onValidOnly(v === true)} disabled={props.busy} />
            <label htmlFor={validOnlyId} className="text-sm">
              {t("validOnly")}
            </label>
          </div>
        </section>
      )}
      {!ready ? (
        <p className="text-sm text-muted-foreground" role="status">
          {counts.created + counts.updated === 0 ? t("nothingToImport") : rowsBlock ? t("blocked") : tWarnings("blocked")}
        </p>
      ) : null}
      <div className="flex justify-between gap-2">
        <Button type="button" variant="outline" onClick={props.onBack} disabled={props.busy}>
          {t("back")}
        </Button>
        <Button type="button" onClick={props.onImport} disabled={!ready} loading={props.busy}>
          {t("import")}
        </Button>
      </div>
    </div>
  );
}
