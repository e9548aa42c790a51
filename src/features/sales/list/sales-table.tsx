import Link from "next/link";
import { useRouter } from "next/router";
import { useLocale, useTranslations } from "use-intl";
import { ListFeedback, LoadMore } from "~/components/list/list-feedback";
import { DebouncedInput } from "~/components/ui/debounced-input";
import { NativeSelect } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "~/components/ui/table";
import { formatListCount } from "~/features/lists/list-count";
import { listStateFromQuery, mergeListQuery, type ListUrlState } from "~/features/lists/url-state";
import { SALE_STATUSES } from "~/lib/catalog/sale-statuses";
import { formatBRL, formatDate } from "~/lib/format";
import { api } from "~/utils/api";
import { SaleStatusBadge } from "../components/sale-status-badge";

export const RENEWAL_WINDOWS = [30, 60, 90] as const;
export type RenewalWindow = (typeof RENEWAL_WINDOWS)[number];

/** The list view lives in the URL: ?aba=renovacoes&dias=60&q=…&f.status.eq=ativa reproduces it. */
export function salesViewFromQuery(query: Record<string, string | string[] | undefined>) {
  const state = listStateFromQuery(query);
  const days = Number(query.dias);
  return {
    state,
    renewals: query.aba === "renovacoes",
    days: (RENEWAL_WINDOWS as readonly number[]).includes(days) ? (days as RenewalWindow) : 30,
    list: { filters: state.filters, sort: state.sort, search: state.search, limit: 50 },
  };
}

export function SalesTable() {
  const t = useTranslations("saleList");
  const ts = useTranslations("sales");
  const tc = useTranslations("common");
  const locale = useLocale();
  const router = useRouter();
  const view = salesViewFromQuery(router.query);
  const next = { getNextPageParam: (last: { nextCursor: string | null }) => last.nextCursor, placeholderData: <T,>(prev: T) => prev };
  const all = api.sales.list.useInfiniteQuery(view.list, { ...next, enabled: !view.renewals });
  const renewals = api.sales.renewals.useInfiniteQuery({ days: view.days, ...view.list }, { ...next, enabled: view.renewals });
  const allCount = api.sales.count.useQuery(view.list, { enabled: !view.renewals, placeholderData: (prev) => prev });
  const renewalsCount = api.sales.renewalsCount.useQuery({ days: view.days, ...view.list }, { enabled: view.renewals, placeholderData: (prev) => prev });
  const query = view.renewals ? renewals : all;
  const count = view.renewals ? renewalsCount : allCount;
  const rows = query.data?.pages.flatMap((p) => p.items) ?? [];
  const status = view.state.filters.find((f) => f.field === "status")?.value;

  const update = (state: Partial<ListUrlState>, extra: Record<string, string | undefined> = {}) => {
    const merged: Record<string, string | string[] | undefined> = { ...mergeListQuery(router.query, state), ...extra };
    for (const k of Object.keys(merged)) if (merged[k] === undefined) delete merged[k];
    void router.replace({ pathname: router.pathname, query: merged as Record<string, string | string[]> }, undefined, { shallow: true, scroll: false });
  };

  return (
    <div className="flex flex-col gap-4">
      <div role="tablist" aria-label={t("all")} className="flex gap-2 border-b border-border">
        {[false, true].map((isRenewals) => (
          <button
            key={String(isRenewals)}
            role="tab"
            type="button"
            aria-selected={view.renewals === isRenewals}
            // Renewals are active sales by definition: a status filter would only empty them.
            onClick={() =>
              update(isRenewals ? { filters: view.state.filters.filter((f) => f.field !== "status") } : {}, {
                aba: isRenewals ? "renovacoes" : undefined,
                dias: isRenewals ? String(view.days) : undefined,
              })
            }
            className="border-b-2 border-transparent px-4 py-2 text-sm font-medium text-muted-foreground aria-selected:border-primary aria-selected:text-primary"
          >
            {isRenewals ? t("renewals") : t("all")}
          </button>
        ))}
      </div>
      <div className="flex flex-wrap items-end gap-3">
        <div className="flex min-w-64 flex-1 flex-col gap-1">
          <Label htmlFor="sales-search">{t("searchLabel")}</Label>
          <DebouncedInput id="sales-search" type="search" placeholder={t("searchPlaceholder")} defaultValue={view.state.search ?? ""} onDebouncedChange={(v: string) => update({ search: v.trim() || null })} />
        </div>
        {view.renewals ? (
          <div className="flex flex-col gap-1">
            <Label htmlFor="sales-window">{t("renewalsWindow")}</Label>
            <NativeSelect id="sales-window" value={view.days} onChange={(e) => update({}, { dias: e.target.value })}>
              {RENEWAL_WINDOWS.map((d) => (
                <option key={d} value={d}>
                  {t("days", { days: d })}
                </option>
              ))}
            </NativeSelect>
          </div>
        ) : (
          <div className="flex flex-col gap-1">
            <Label htmlFor="sales-status">{t("status")}</Label>
            <NativeSelect
              id="sales-status"
              value={typeof status === "string" ? status : ""}
              onChange={(e) =>
                update({ filters: [...view.state.filters.filter((f) => f.field !== "status"), ...(e.target.value ? [{ field: "status", operand: "eq" as const, value: e.target.value }] : [])] })
              }
            >
              <option value="">{t("allStatuses")}</option>
              {SALE_STATUSES.map((s) => (
                <option key={s} value={s}>
                  {ts(`statuses.${s}`)}
                </option>
              ))}
            </NativeSelect>
          </div>
        )}
      </div>
      <p className="text-sm text-muted-foreground" role="status" data-testid="sales-count">
        {count.data ? t("count", { count: formatListCount(count.data, locale) }) : "\u00a0"}
      </p>
      <div className="rounded-lg border border-border bg-card" data-testid="sales-table" aria-busy={query.isFetching && !query.isFetchingNextPage}>
        <Table>
          <TableHeader>
            <TableRow>
              <TableHead>{t("contract")}</TableHead>
              <TableHead>{t("customer")}</TableHead>
              <TableHead>{t("product")}</TableHead>
              <TableHead>{t("status")}</TableHead>
              <TableHead className="text-right">{t("amount")}</TableHead>
              <TableHead>{t("soldOn")}</TableHead>
              <TableHead>{t("vigenciaEnd")}</TableHead>
              <TableHead>{t("seller")}</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {rows.map((s) => (
              <TableRow key={s.id} data-testid="sale-row">
                <TableCell className="font-mono text-xs">{s.contractNumber ?? tc("none")}</TableCell>
                <TableCell>
                  <Link href={`/clientes/${s.customerId}`} className="text-primary hover:underline">
                    {s.customerName}
                  </Link>
                </TableCell>
                <TableCell>
                  <span className="block">{s.productName}</span>
                  <span className="block text-xs text-muted-foreground">{s.partnerName}</span>
                </TableCell>
                <TableCell>
                  <SaleStatusBadge status={s.status} />
                </TableCell>
                <TableCell className="text-right tabular-nums" title={s.baseAmountLabel}>
                  {formatBRL(s.baseAmount, locale === "en-US" ? "en-US" : "pt-BR")}
                </TableCell>
                <TableCell>{formatDate(s.soldOn, locale === "en-US" ? "en-US" : "pt-BR")}</TableCell>
                <TableCell>{s.vigenciaEnd ? formatDate(s.vigenciaEnd, locale === "en-US" ? "en-US" : "pt-BR") : tc("none")}</TableCell>
                <TableCell>{s.sellerName}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
        <ListFeedback query={query} rowCount={rows.length} emptyText={view.renewals ? t("emptyRenewals") : t("empty")} />
      </div>
      <LoadMore query={query} />
    </div>
  );
}
