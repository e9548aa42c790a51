import Link from "next/link";
import { useTranslations } from "use-intl";
import { useAppLocale } from "~/i18n/use-app-locale";
import { Table, TableBody, TableCell, TableFooter, TableHead, TableHeader, TableRow } from "~/components/ui/table";
import { cn } from "~/lib/cn";
import type { ReportCell, ReportRow, ReportSection } from "../report-contract";
import { formatCell, isNumericKind } from "../report-format";

/** The figures of a section as an accessible table (caption, column headers, row headers); counts link to their list. */
export function ReportTable({ section }: { section: ReportSection }) {
  const t = useTranslations("reports");
  const locale = useAppLocale();
  const [first, ...rest] = section.columns;

  function cellContent(cell: ReportCell | undefined) {
    const text = formatCell(cell, locale, t("noValue"));
    const href = cell && "href" in cell ? cell.href : null;
    return href ? (
      <Link href={href} className="text-primary underline-offset-2 hover:underline print:text-inherit print:no-underline">
        {text}
      </Link>
    ) : (
      text
    );
  }

  const row = (r: ReportRow, footer = false) => (
    <TableRow key={r.key} className={footer ? "font-semibold" : undefined}>
      {first ? (
        <TableHead scope="row" className="whitespace-nowrap font-medium text-foreground">
          {cellContent(r.cells[first.key])}
        </TableHead>
      ) : null}
      {rest.map((c) => (
        <TableCell key={c.key} className={cn("whitespace-nowrap", isNumericKind(c.kind) && "text-right tabular-nums")}>
          {cellContent(r.cells[c.key])}
        </TableCell>
      ))}
    </TableRow>
  );

  return (
    <Table containerClassName="print:overflow-visible" data-testid={`report-table-${section.key}`}>
      <caption className="sr-only">{t("tableOf", { title: section.title })}</caption>
      <TableHeader>
        <TableRow>
          {section.columns.map((c) => (
            <TableHead key={c.key} scope="col" className={cn("whitespace-nowrap", isNumericKind(c.kind) && "text-right")}>
              {c.label}
            </TableHead>
          ))}
        </TableRow>
      </TableHeader>
      <TableBody>{section.rows.map((r) => row(r))}</TableBody>
      {section.totals ? <TableFooter>{row(section.totals, true)}</TableFooter> : null}
    </Table>
  );
}
