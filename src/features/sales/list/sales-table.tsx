import { useLocale, useTranslations } from "use-intl";
import { BulkBar } from "~/components/list/bulk-bar";
import { ColumnPicker } from "~/components/list/column-picker";
import { visibleColumns } from "~/components/list/columns";
import { ListFeedback, LoadMore } from "~/components/list/list-feedback";
import { SelectableTable } from "~/components/list/selectable-table";
import { SavedViewsMenu } from "~/components/list/saved-views-menu";
import { useListSelection } from "~/components/list/use-list-selection";
import { useListUrl } from "~/components/list/use-list-url";
import { ExportMenu } from "~/features/import-export/components/export-menu";
import { DebouncedInput } from "~/components/ui/debounced-input";
import { NativeSelect } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { formatListCount } from "~/features/lists/list-count";
import { listStateFromQuery } from "~/features/lists/url-state";
import { SALE_STATUSES } from "~/lib/catalog/sale-statuses";
import { api } from "~/utils/api";
import { useSaleColumns } from "./sales-columns";

export const RENEWAL_WINDOWS = [30, 60, 90] as const;
export type RenewalWindow = (typeof RENEWAL_WINDOWS)[number];
/** Saved views of both tabs share the key: a view holds filters, not the tab. */
export const SALES_LIST_KEY = "sales";

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
  const locale = useLocale();
  const meta = api.sales.listMeta.useQuery(undefined, { staleTime: Infinity });
  const { replace: update, query: routerQuery } = useListUrl(meta.data);
  const view = salesViewFromQuery(routerQuery);
  const next = { getNextPageParam: (last: { nextCursor: string | null }) => last.nextCursor, placeholderData: <T,>(prev: T) => prev };
  const all = api.sales.list.useInfiniteQuery(view.list, { ...next, enabled: !view.renewals });
  const renewals = api.sales.renewals.useInfiniteQuery({ days: view.days, ...view.list }, { ...next, enabled: view.renewals });
  const allCount = api.sales.count.useQuery(view.list, { enabled: !view.renewals, placeholderData: (prev) => prev });
  const renewalsCount = api.sales.renewalsCount.useQuery({ days: view.days, ...view.list }, { enabled: view.renewals, placeholderData: (prev) => prev });
  const query = view.renewals ? renewals : all;
  const count = view.renewals ? renewalsCount : allCount;
  const rows = query.data?.pages.flatMap((p) => p.items) ?? [];
  const status = view.state.filters.find((f) => f.field === "status")?.value;

  const allColumns = useSaleColumns();
  const columns = visibleColumns(allColumns, view.state.columns);
  const selection = useListSelection(
    rows.map((r) => r.id),
    JSON.stringify([view.list, view.renewals, view.days]),
  );

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
        <div className="flex min-w-56 flex-1 basis-64 flex-col gap-1">
          <Label htmlFor="sales-search">{t("searchLabel")}</Label>
          <DebouncedInput id="sales-search" type="search" placeholder={t("searchPlaceholder")} value={view.state.search ?? ""} onDebouncedChange={(v: string) => update({ search: v.trim() || null })} />
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
        <div className="flex flex-wrap items-center gap-2 sm:ml-auto">
          <SavedViewsMenu listKey={SALES_LIST_KEY} state={view.state} meta={meta.data} onApply={(next) => update(next)} />
          <ColumnPicker columns={allColumns} state={view.state.columns} onChange={(columns) => update({ columns })} />
          <ExportMenu list={view.renewals ? "renewals" : "sales"} query={routerQuery} extraQuery={view.renewals ? { dias: String(view.days) } : undefined} />
        </div>
      </div>
      <p className="text-sm text-muted-foreground" role="status" data-testid="sales-count">
        {count.data ? t("count", { count: formatListCount(count.data, locale) }) : "\u00a0"}
      </p>
      <BulkBar count={selection.count} onClear={selection.clear}>
        <ExportMenu list={view.renewals ? "renewals" : "sales"} query={routerQuery} selectedIds={selection.ids} />
      </BulkBar>
      <SelectableTable columns={columns} rows={rows} selection={selection} rowLabel={(row) => `${row.customerName} · ${row.productName}`} testId="sales-table" rowTestId="sale-row" busy={query.isFetching && !query.isFetchingNextPage}>
        <ListFeedback query={query} rowCount={rows.length} emptyText={view.renewals ? t("emptyRenewals") : t("empty")} />
      </SelectableTable>
      <LoadMore query={query} />
    </div>
  );
}
