import { useLocale, useTranslations } from "use-intl";
import { useState } from "react";
import { ListFeedback, LoadMore } from "~/components/list/list-feedback";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "~/components/ui/table";
import { formatBRL } from "~/lib/format";
import type { Locale } from "~/lib/roles";
import { api } from "~/utils/api";
import { formatMonth } from "../format";

/** The server answers at most 100 (oldest first); the list grows 20 at a time up to that. */
const STEP = 20;
const MAX = 100;

/** Installments already due that no statement paid: what to chase with the partner. */
export function OverdueList(props: { partnerId: string }) {
  const t = useTranslations("commissionReconciliation.overdue");
  const locale = useLocale() as Locale;
  const [limit, setLimit] = useState(STEP);
  const list = api.commissions.reconciliation.overdue.useQuery({ partnerId: props.partnerId || undefined, limit }, { placeholderData: (previous) => previous });
  const rows = list.data ?? [];
  const more = rows.length >= limit && limit < MAX;
  const paged = {
    ...list,
    hasNextPage: more,
    isFetchingNextPage: list.isFetching && list.isPlaceholderData,
    fetchNextPage: () => {
      setLimit((l) => Math.min(l + STEP, MAX));
      return Promise.resolve();
    },
  };

  return (
    <div className="rounded-lg border border-border bg-card">
      <Table aria-label={t("title")} data-testid="overdue-table">
        <caption className="sr-only">{t("caption")}</caption>
        <TableHeader>
          <TableRow>
            <TableHead>{t("dueMonth")}</TableHead>
            <TableHead>{t("contract")}</TableHead>
            <TableHead>{t("customer")}</TableHead>
            <TableHead>{t("partner")}</TableHead>
            <TableHead className="text-right">{t("installment")}</TableHead>
            <TableHead className="text-right">{t("expected")}</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {rows.map((r) => (
            <TableRow key={`${r.saleId}-${r.installment}`} data-testid="overdue-row">
              <TableCell className="whitespace-nowrap">{formatMonth(r.dueMonth, locale)}</TableCell>
              <TableCell className="whitespace-nowrap">{r.contractNumber ?? "—"}</TableCell>
              <TableCell>{r.customerName}</TableCell>
              <TableCell>{r.partnerName}</TableCell>
              <TableCell className="text-right tabular-nums">{r.installment}</TableCell>
              <TableCell className="text-right font-medium tabular-nums text-danger">{formatBRL(r.expected, locale)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <ListFeedback query={paged} rowCount={rows.length} emptyText={t("empty")} />
      {rows.length >= MAX ? <p className="p-3 text-xs text-muted-foreground">{t("limited", { count: MAX })}</p> : null}
      {more ? (
        <div className="border-t border-border p-3">
          <LoadMore query={paged} />
        </div>
      ) : null}
    </div>
  );
}
