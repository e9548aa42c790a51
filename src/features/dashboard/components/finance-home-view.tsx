import Link from "next/link";
import { useTranslations } from "use-intl";
import { useAppLocale } from "~/i18n/use-app-locale";
import { Table, TableBody, TableCell, TableFooter, TableHead, TableHeader, TableRow } from "~/components/ui/table";
import { cn } from "~/lib/cn";
import { formatBRL } from "~/lib/format";
import type { RouterOutputs } from "~/utils/api";
import { EmptyNote, FigureCard, HomeSection, useFormatMonth } from "./figure-card";

type FinanceHome = RouterOutputs["dashboard"]["finance"];

const CARD = "flex h-full flex-col gap-1 rounded-lg border border-border bg-card p-4 shadow-xs hover:bg-muted/50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring";

/** Início of Financeiro (and the finance part of the Administrador's), for the open competence month. */
export function FinanceHomeView({ data }: { data: FinanceHome }) {
  const t = useTranslations("dashboard.finance");
  const locale = useAppLocale();
  const formatMonth = useFormatMonth();
  const money = (v: bigint) => formatBRL(v, locale);
  const month = formatMonth(data.openMonth);
  const { lines, totals } = data.receivables;
  return (
    <div className="flex flex-col gap-8">
      <HomeSection title={t("title")} columns={3} testId="home-finance">
        <li className="list-none">
          <Link href={data.monthClose.href} className={cn(CARD, "border-l-4 border-l-info")} data-testid="home-open-month">
            <span className="text-sm font-medium text-muted-foreground">{t("openMonth.title")}</span>
            <span className="font-heading text-2xl font-semibold first-letter:uppercase">{month}</span>
            <span className="text-xs text-muted-foreground">
              {t("openMonth.hint")} {t("openMonthsMore", { count: data.openMonths.length })}
              {data.openMonth !== data.currentMonth && data.openMonths.includes(data.currentMonth) ? ` ${t("openMonth.current", { month: formatMonth(data.currentMonth) })}` : ""}
            </span>
          </Link>
        </li>
        <FigureCard testId="home-divergences" title={t("divergences.title")} hint={t("divergences.hint")} figure={data.divergences} tone="warn" />
        <li className="list-none">
          <Link href={data.statementsMissing.href} className={cn(CARD, data.statementsMissing.partners.length > 0 && "border-l-4 border-l-warning")} data-testid="home-missing">
            <span className="text-sm font-medium text-muted-foreground">{t("missing.title")}</span>
            <span className={cn("font-heading text-3xl font-semibold tabular-nums", data.statementsMissing.partners.length === 0 && "text-muted-foreground")}>
              {data.statementsMissing.partners.length}
            </span>
            <span className="text-xs text-muted-foreground">
              {data.statementsMissing.partners.length ? data.statementsMissing.partners.map((p) => p.partnerName).join(", ") : t("missing.none")}
            </span>
          </Link>
        </li>
      </HomeSection>

      <section className="flex flex-col gap-3" aria-label={t("receivablesTitle", { month })} data-testid="home-receivables">
        <div className="flex flex-wrap items-baseline justify-between gap-x-4">
          <h2 className="font-heading text-lg font-semibold">{t("receivablesTitle", { month })}</h2>
          <Link className="text-sm text-primary underline" href={data.receivables.href}>
            {t("openReconciliation")}
          </Link>
        </div>
        {lines.length ? (
          /* On a phone the table scrolls sideways inside its box: the box takes the focus so the keyboard scrolls it too. */
          <div className="overflow-x-auto rounded-lg border border-border bg-card" tabIndex={0} role="region" aria-label={t("receivablesCaption")}>
            <Table aria-label={t("receivablesTitle", { month })} containerClassName="overflow-x-visible">
              <caption className="sr-only">{t("receivablesCaption")}</caption>
              <TableHeader>
                <TableRow>
                  <TableHead>{t("columns.partner")}</TableHead>
                  <TableHead className="text-right">{t("columns.previsto")}</TableHead>
                  <TableHead className="text-right">{t("columns.recebido")}</TableHead>
                  <TableHead className="text-right">{t("columns.emAtraso")}</TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {lines.map((l) => (
                  <TableRow key={l.partnerId}>
                    <TableCell className="max-w-40 truncate">{l.partnerName}</TableCell>
                    <TableCell className="text-right tabular-nums">{money(l.previsto)}</TableCell>
                    <TableCell className="text-right tabular-nums">{money(l.recebido)}</TableCell>
                    <TableCell className={cn("text-right tabular-nums", l.emAtraso > 0n && "text-danger")}>{money(l.emAtraso)}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
              <TableFooter>
                <TableRow>
                  <TableCell>{t("total")}</TableCell>
                  <TableCell className="text-right tabular-nums">{money(totals.previsto)}</TableCell>
                  <TableCell className="text-right tabular-nums">{money(totals.recebido)}</TableCell>
                  <TableCell className={cn("text-right tabular-nums", totals.emAtraso > 0n && "text-danger")}>{money(totals.emAtraso)}</TableCell>
                </TableRow>
              </TableFooter>
            </Table>
          </div>
        ) : (
          <EmptyNote>{t("receivablesEmpty")}</EmptyNote>
        )}
      </section>

      <section className="flex flex-col gap-3" aria-label={t("payablesTitle", { month })} data-testid="home-payables">
        <h2 className="font-heading text-lg font-semibold">{t("payablesTitle", { month })}</h2>
        {data.payables.length ? (
          /* On a phone the table scrolls sideways inside its box: the box takes the focus so the keyboard scrolls it too. */
          <div className="overflow-x-auto rounded-lg border border-border bg-card" tabIndex={0} role="region" aria-label={t("payablesCaption")}>
            <Table aria-label={t("payablesTitle", { month })} containerClassName="overflow-x-visible">
              <caption className="sr-only">{t("payablesCaption")}</caption>
              <TableHeader>
                <TableRow>
                  <TableHead>{t("payableColumns.person")}</TableHead>
                  <TableHead className="text-right">{t("payableColumns.payable")}</TableHead>
                  <TableHead className="text-right">{t("payableColumns.paid")}</TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {data.payables.map((p) => (
                  <TableRow key={p.userId}>
                    <TableCell className="max-w-40 truncate">
                      <Link className="text-primary underline-offset-2 hover:underline" href={p.href}>
                        {p.name}
                      </Link>
                    </TableCell>
                    <TableCell className={cn("text-right tabular-nums", p.payable < 0n && "text-danger")}>{money(p.payable)}</TableCell>
                    <TableCell className="text-right tabular-nums">{money(p.paid)}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </div>
        ) : (
          <EmptyNote>{t("payablesEmpty")}</EmptyNote>
        )}
      </section>
    </div>
  );
}
