import { useId } from "react";
import { useTranslations } from "use-intl";
import { Checkbox } from "~/components/ui/checkbox";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "~/components/ui/table";
import type { ImportRunResult } from "./import-api";

/**
 * Accepted rows the user must confirm (amounts far outside the usual, features/plausibility): listed with the
 * reason, and imported only once "Importar mesmo assim…" is ticked — never silently.
 */
export function ImportWarnings(props: { preview: Pick<ImportRunResult, "warnings" | "warningCount">; confirmed: boolean; busy: boolean; onConfirmed: (value: boolean) => void }) {
  const t = useTranslations("plausibility.import");
  const tPreview = useTranslations("importer.preview");
  const id = useId();
  const { warnings, warningCount } = props.preview;
  if (warningCount === 0) return null;
  return (
    <section className="space-y-2" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className="text-sm font-semibold">
        {t("title", { count: warningCount })}
      </h3>
      {warnings.length < warningCount ? <p className="text-xs text-muted-foreground">{t("truncated", { shown: warnings.length })}</p> : null}
      <Table containerClassName="max-h-60 overflow-y-auto rounded-md border border-warning/50" data-testid="import-warnings">
        <TableHeader>
          <TableRow>
            <TableHead className="w-20">{tPreview("row")}</TableHead>
            <TableHead>{t("warning")}</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {warnings.map((w) => (
            <TableRow key={w.row}>
              <TableCell className="tabular-nums">{w.row}</TableCell>
              <TableCell className="min-w-56 whitespace-normal">{w.message}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <div className="flex items-center gap-2">
        <Checkbox id={id} checked={props.confirmed} onCheckedChange={(v) => props.onConfirmed(v === true)} disabled={props.busy} />
        <label htmlFor={id} className="text-sm">
          {t("confirm", { count: warningCount })}
        </label>
      </div>
    </section>
  );
}
