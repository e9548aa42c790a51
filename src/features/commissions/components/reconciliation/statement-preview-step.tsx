import Link from "next/link";
import { useLocale, useTranslations } from "use-intl";
import { Button } from "~/components/ui/button";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "~/components/ui/table";
import { Counts } from "~/features/import-export/components/preview-step";
import { formatBRL, formatDate } from "~/lib/format";
import type { Locale } from "~/lib/roles";
import { centavosOf } from "./helpers";
import type { StatementPreview } from "./statement-api";

/** Step 3: how the lines would be matched (nothing written yet), the file's errors, and the import button. */
export function StatementPreviewStep(props: { preview: StatementPreview; busy: boolean; onBack: () => void; onCommit: () => void }) {
  const t = useTranslations("commissionReconciliation.wizard");
  const locale = useLocale() as Locale;
  const { counts, errors, invalid, alreadyImported } = props.preview;
  const blocked = invalid > 0 || counts.lines === 0 || alreadyImported !== null;

  return (
    <div className="space-y-4">
      <div className="space-y-1">
        <h3 className="text-base font-semibold">{t("previewTitle")}</h3>
        <p className="text-sm text-muted-foreground">{t("previewIntro")}</p>
      </div>
      <Counts
        locale={locale}
        items={[
          { label: t("recebidas"), value: counts.recebida, testId: "count-recebida" },
          { label: t("divergentes"), value: counts.divergente, testId: "count-divergente" },
          { label: t("naoIdentificadas"), value: counts.nao_identificada, testId: "count-nao-identificada" },
          { label: t("total"), value: counts.lines, testId: "count-lines" },
        ]}
      />
      <p className="text-sm">{t("amount", { amount: formatBRL(centavosOf(counts.total), locale) })}</p>
      {alreadyImported ? (
        <div role="alert" className="flex flex-wrap items-center gap-3 rounded-md border border-warning/40 bg-warning/10 p-3 text-sm">
          <span className="font-medium">{t("alreadyImported", { date: formatDate(alreadyImported.at, locale) })}</span>
          <Link href={`/comissoes/conciliacao/${alreadyImported.statementId}`} className="text-primary underline underline-offset-4">
            {t("openExisting")}
          </Link>
        </div>
      ) : null}
      {invalid > 0 ? (
        <section className="space-y-2" aria-labelledby="statement-errors">
          <h4 id="statement-errors" className="text-sm font-semibold text-danger">
            {t("errorsTitle")} · {t("invalid", { count: invalid })}
          </h4>
          <Table containerClassName="max-h-60 overflow-y-auto rounded-md border border-border" data-testid="statement-errors">
            <TableHeader>
              <TableRow>
                <TableHead className="w-20">{t("row")}</TableHead>
                <TableHead className="w-40">{t("column")}</TableHead>
                <TableHead>{t("error")}</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {errors.flatMap((row) =>
                row.errors.map((e, i) => (
                  <TableRow key={`${row.row}-${i}`}>
                    <TableCell className="tabular-nums">{row.row}</TableCell>
                    <TableCell>{e.column}</TableCell>
                    <TableCell className="whitespace-normal">{e.message}</TableCell>
                  </TableRow>
                )),
              )}
            </TableBody>
          </Table>
        </section>
      ) : null}
      <div className="flex justify-between gap-2">
        <Button type="button" variant="outline" onClick={props.onBack} disabled={props.busy}>
          {t("back")}
        </Button>
        <Button type="button" onClick={props.onCommit} disabled={blocked} loading={props.busy}>
          {props.busy ? t("committing") : t("commit")}
        </Button>
      </div>
    </div>
  );
}
