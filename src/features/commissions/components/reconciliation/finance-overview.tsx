import { useLocale, useTranslations } from "use-intl";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Skeleton } from "~/components/ui/skeleton";
import { Table, TableBody, TableCell, TableFooter, TableHead, TableHeader, TableRow } from "~/components/ui/table";
import { formatBRL } from "~/lib/format";
import { cn } from "~/lib/cn";
import type { Locale } from "~/lib/roles";
import { api } from "~/utils/api";
import { messageOf } from "~/utils/trpc-errors";
import type { MonthRange } from "../mine/month-range";
import { formatMonth } from "../format";
import { PayableCards, ReceivableCards } from "./overview-cards";

function QueryState(props: { query: { isLoading: boolean; isError: boolean; error: unknown; refetch: () => unknown }; empty: boolean; emptyText: string }) {
  const t = useTranslations("commissionReconciliation");
  if (props.query.isLoading)
    return (
      <div className="flex flex-col gap-2 p-4" role="status" aria-label={t("overview.loading")}>
        <Skeleton className="h-6 w-full" />
        <Skeleton className="h-6 w-2/3" />
      </div>
    );
  if (props.query.isError)
    return (
      <div role="alert" className="flex flex-wrap items-center gap-3 p-4 text-sm text-danger">
        {messageOf(props.query.error, t("loadError"))}
        <Button size="sm" variant="outline" onClick={() => void props.query.refetch()}>
          {t("retry")}
        </Button>
      </div>
    );
  if (props.empty) return <p className="p-4 text-sm text-muted-foreground">{props.emptyText}</p>;
  return null;
}

/** Receivables per partner and month (expected vs received, em atraso in red), then payables per person. */
export function FinanceOverview(props: { range: MonthRange; partnerId: string }) {
  const t = useTranslations("commissionReconciliation.overview");
  const locale = useLocale() as Locale;
  const input = { from: props.range.from, to: props.range.to, partnerId: props.partnerId || null };
  const receivables = api.commissions.overview.receivables.useQuery(input);
  const payables = api.commissions.overview.payables.useQuery({ from: props.range.from, to: props.range.to });
  const money = (v: bigint) => formatBRL(v, locale);
  const period = { from: formatMonth(props.range.from, locale), to: formatMonth(props.range.to, locale) };
  const lines = receivables.data?.lines ?? [];
  const people = payables.data ?? [];

  return (
    <div className="grid gap-4 2xl:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
      <section className="rounded-lg border border-border bg-card" aria-labelledby="rec-receivables">
        <h3 id="rec-receivables" className="px-4 pt-3 text-sm font-semibold">
          {t("receivablesTitle")}
        </h3>
        {/* Partners × months grows fast: the table scrolls inside, with its header and totals kept in view. */}
        <Table aria-label={t("receivablesTitle")} data-testid="receivables-table" containerClassName="hidden max-h-[30rem] overflow-auto sm:block">
          <caption className="sr-only">{t("receivablesCaption", period)}</caption>
          <TableHeader className="sticky top-0 z-10 bg-card">
            <TableRow>
              <TableHead>{t("partner")}</TableHead>
              <TableHead>{t("month")}</TableHead>
              <TableHead className="text-right">{t("previsto")}</TableHead>
              <TableHead className="text-right">{t("recebido")}</TableHead>
              <TableHead className="text-right">{t("emAtraso")}</TableHead>
              <TableHead className="text-right">{t("pendingLines")}</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {lines.map((l) => (
              <TableRow key={`${l.partnerId}-${l.month}`} data-testid="receivable-row">
                <TableCell className="font-medium">{l.partnerName}</TableCell>
                <TableCell className="whitespace-nowrap">
                  {formatMonth(l.month, locale)}
                  {l.month === receivables.data?.currentMonth ? (
                    <Badge variant="outline" className="ml-2">
                      {t("current")}
                    </Badge>
                  ) : null}
                </TableCell>
                <TableCell className="text-right tabular-nums">{money(l.previsto)}</TableCell>
                <TableCell className="text-right tabular-nums">{money(l.recebido)}</TableCell>
                <TableCell className={cn("text-right tabular-nums", l.emAtraso > 0n && "font-semibold text-danger")}>{money(l.emAtraso)}</TableCell>
                <TableCell className={cn("text-right tabular-nums", l.pendingLines > 0 && "font-semibold text-warning")}>{l.pendingLines}</TableCell>
              </TableRow>
            ))}
          </TableBody>
          {receivables.data && lines.length > 0 ? (
            <TableFooter className="sticky bottom-0 bg-card">
              <TableRow>
                <TableCell colSpan={2} className="font-semibold">
                  {t("total")}
                </TableCell>
                <TableCell className="text-right font-semibold tabular-nums">{money(receivables.data.totals.previsto)}</TableCell>
                <TableCell className="text-right font-semibold tabular-nums">{money(receivables.data.totals.recebido)}</TableCell>
                <TableCell className={cn("text-right font-semibold tabular-nums", receivables.data.totals.emAtraso > 0n && "text-danger")}>{money(receivables.data.totals.emAtraso)}</TableCell>
                <TableCell className="text-right font-semibold tabular-nums">{receivables.data.totals.pendingLines}</TableCell>
              </TableRow>
            </TableFooter>
          ) : null}
        </Table>
        {receivables.data ? <ReceivableCards data={receivables.data} /> : null}
        <QueryState query={receivables} empty={receivables.isSuccess && lines.length === 0} emptyText={t("emptyReceivables")} />
      </section>
      <section className="rounded-lg border border-border bg-card" aria-labelledby="rec-payables">
        <h3 id="rec-payables" className="px-4 pt-3 text-sm font-semibold">
          {t("payablesTitle")}
        </h3>
        <Table aria-label={t("payablesTitle")} data-testid="payables-table" containerClassName="hidden sm:block">
          <caption className="sr-only">{t("payablesCaption", period)}</caption>
          <TableHeader>
            <TableRow>
              <TableHead>{t("person")}</TableHead>
              <TableHead className="text-right">{t("accrued")}</TableHead>
              <TableHead className="text-right">{t("estornos")}</TableHead>
              <TableHead className="text-right">{t("manual")}</TableHead>
              <TableHead className="text-right">{t("paid")}</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {people.map((p) => (
              <TableRow key={p.userId}>
                <TableCell className="font-medium">{p.name}</TableCell>
                <TableCell className="text-right tabular-nums">{money(p.accrued)}</TableCell>
                <TableCell className={cn("text-right tabular-nums", p.estornos < 0n && "text-danger")}>{money(p.estornos)}</TableCell>
                <TableCell className="text-right tabular-nums">{money(p.manual)}</TableCell>
                <TableCell className="text-right tabular-nums">{money(p.paid)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
        {payables.data ? <PayableCards data={payables.data} /> : null}
        <QueryState query={payables} empty={payables.isSuccess && people.length === 0} emptyText={t("emptyPayables")} />
      </section>
    </div>
  );
}
