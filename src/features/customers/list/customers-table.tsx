import Link from "next/link";
import { useSession } from "next-auth/react";
import { UploadIcon } from "lucide-react";
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
import { Button } from "~/components/ui/button";
import { DebouncedInput } from "~/components/ui/debounced-input";
import { Label } from "~/components/ui/label";
import { NativeSelect } from "~/components/ui/input";
import { formatListCount } from "~/features/lists/list-count";
import type { ListUrlState } from "~/features/lists/url-state";
import { can } from "~/lib/permissions";
import { api } from "~/utils/api";
import { CustomersBulkActions } from "./customers-bulk-actions";
import { useCustomerColumns } from "./customers-columns";

const PAGE = 50;
export const CUSTOMERS_LIST_KEY = "customers";

/** Filter state lives in the URL: a link reproduces the view (search, type, sort). */
export function listInputFromState(state: ListUrlState) {
  return { filters: state.filters, sort: state.sort, search: state.search, limit: PAGE };
}

export function CustomersTable() {
  const t = useTranslations("customerList");
  const locale = useLocale();
  const { data: session } = useSession();
  const mayWrite = can(session?.user?.role, "customers.write");
  const meta = api.customers.listMeta.useQuery(undefined, { staleTime: Infinity });
  const { state, replace, query: routerQuery } = useListUrl(meta.data);
  const input = listInputFromState(state);
  const kind = state.filters.find((f) => f.field === "kind")?.value;
  const list = api.customers.list.useInfiniteQuery(input, { getNextPageParam: (last) => last.nextCursor, placeholderData: (prev) => prev });
  const count = api.customers.count.useQuery(input, { placeholderData: (prev) => prev });
  const rows = list.data?.pages.flatMap((p) => p.items) ?? [];
  const allColumns = useCustomerColumns();
  const columns = visibleColumns(allColumns, state.columns);
  const selection = useListSelection(
    rows.map((r) => r.id),
    JSON.stringify(input),
  );

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-end gap-3" data-testid="customers-toolbar">
        <div className="flex min-w-56 flex-1 basis-64 flex-col gap-1">
          <Label htmlFor="customers-search">{t("searchLabel")}</Label>
          <DebouncedInput
            id="customers-search"
            type="search"
            placeholder={t("searchPlaceholder")}
            value={state.search ?? ""}
            onDebouncedChange={(value: string) => replace({ search: value.trim() || null })}
          />
        </div>
        <div className="flex flex-col gap-1">
          <Label htmlFor="customers-kind">{t("kind")}</Label>
          <NativeSelect
            id="customers-kind"
            value={typeof kind === "string" ? kind : ""}
            onChange={(e) =>
              replace({
                filters: [...state.filters.filter((f) => f.field !== "kind"), ...(e.target.value ? [{ field: "kind", operand: "eq" as const, value: e.target.value }] : [])],
              })
            }
          >
            <option value="">{t("allKinds")}</option>
            <option value="PF">{t("PF")}</option>
            <option value="PJ">{t("PJ")}</option>
          </NativeSelect>
        </div>
        {state.filters.length || state.search ? (
          <Button variant="ghost" onClick={() => replace({ filters: [], search: null })}>
            {t("clear")}
          </Button>
        ) : null}
        <div className="flex flex-wrap items-center gap-2 sm:ml-auto">
          <SavedViewsMenu listKey={CUSTOMERS_LIST_KEY} state={state} meta={meta.data} onApply={(next) => replace(next)} />
          <ColumnPicker columns={allColumns} state={state.columns} onChange={(columns) => replace({ columns })} />
          <ExportMenu list="customers" query={routerQuery} />
          {mayWrite ? (
            <Button asChild variant="outline">
              <Link href="/clientes/importar">
                <UploadIcon aria-hidden />
                {t("import")}
              </Link>
            </Button>
          ) : null}
          {mayWrite ? (
            <Button asChild>
              <Link href="/clientes/novo">{t("newCustomer")}</Link>
            </Button>
          ) : null}
        </div>
      </div>
      <p className="text-sm text-muted-foreground" role="status" data-testid="customers-count">
        {count.data ? t("count", { count: formatListCount(count.data, locale) }) : "\u00a0"}
      </p>
      <BulkBar count={selection.count} onClear={selection.clear}>
        <ExportMenu list="customers" query={routerQuery} selectedIds={selection.ids} />
        {mayWrite ? <CustomersBulkActions ids={selection.ids} onDone={selection.clear} /> : null}
      </BulkBar>
      <SelectableTable columns={columns} rows={rows} selection={selection} rowLabel={(row) => row.name} testId="customers-table" rowTestId="customer-row" busy={list.isFetching && !list.isFetchingNextPage}>
        <ListFeedback query={list} rowCount={rows.length} emptyText={t("empty")} />
      </SelectableTable>
      <LoadMore query={list} />
    </div>
  );
}
