import { SlidersHorizontalIcon } from "lucide-react";
import { useState } from "react";
import { useLocale, useTranslations } from "use-intl";
import { useSession } from "next-auth/react";
import { BulkBar } from "~/components/list/bulk-bar";
import { ColumnPicker } from "~/components/list/column-picker";
import { visibleColumns } from "~/components/list/columns";
import { ListFeedback, LoadMore } from "~/components/list/list-feedback";
import { SavedViewsMenu } from "~/components/list/saved-views-menu";
import { SelectableTable } from "~/components/list/selectable-table";
import { useListSelection } from "~/components/list/use-list-selection";
import { useListUrl } from "~/components/list/use-list-url";
import { Button } from "~/components/ui/button";
import { DebouncedInput } from "~/components/ui/debounced-input";
import { Label } from "~/components/ui/label";
import { ExportMenu } from "~/features/import-export/components/export-menu";
import { formatListCount } from "~/features/lists/list-count";
import type { ListUrlState } from "~/features/lists/url-state";
import { can } from "~/lib/permissions";
import { cn } from "~/lib/cn";
import { api } from "~/utils/api";
import { CampaignExportMenu } from "./campaign-export-menu";
import { alignRelativeFilters, reanchorRelativeFilters } from "./lead-list-filters";
import { LeadsBulkActions } from "./leads-bulk-actions";
import { useLeadColumns } from "./leads-columns";
import { LeadsFilters } from "./leads-filters";
import { SortSelect } from "./sort-select";

const PAGE = 50;
export const LEADS_LIST_KEY = "leads";

/** Filter state lives in the URL: a link (or a saved view) reproduces the list. */
export function listInputFromState(state: ListUrlState) {
  return { filters: state.filters, sort: state.sort, search: state.search, limit: PAGE };
}

export function LeadsTable() {
  const t = useTranslations("leadsList");
  const locale = useLocale();
  const { data: session } = useSession();
  const mayWrite = can(session?.user?.role, "leads.write");
  // One "now" per visit: the overdue highlight and the relative filters agree with each other.
  const [now] = useState(() => new Date());
  const [filtersOpen, setFiltersOpen] = useState(false);
  const meta = api.leads.listMeta.useQuery(undefined, { staleTime: Infinity });
  const { state, replace, query: routerQuery } = useListUrl(meta.data);
  const input = listInputFromState(state);
  const list = api.leads.list.useInfiniteQuery(input, { getNextPageParam: (last) => last.nextCursor, placeholderData: (prev) => prev });
  const count = api.leads.count.useQuery(input, { placeholderData: (prev) => prev });
  const rows = list.data?.pages.flatMap((p) => p.items) ?? [];
  const allColumns = useLeadColumns(now);
  const columns = visibleColumns(allColumns, state.columns);
  const selection = useListSelection(
    rows.map((r) => r.id),
    JSON.stringify(input),
  );
  const selected = new Set(selection.ids);
  const poolIds = rows.filter((r) => selected.has(r.id) && r.ownerId === null).map((r) => r.id);
  const filtering = state.filters.length > 0 || Boolean(state.search);
  // The same query SavedViewsMenu reads (shared cache): the active view, to compare its relative filters by shape.
  const views = api.views.list.useQuery({ listKey: LEADS_LIST_KEY });
  const activeView = state.view ? views.data?.find((v) => v.id === state.view) : undefined;
  const menuState = activeView ? { ...state, filters: alignRelativeFilters(state.filters, activeView.filters) as ListUrlState["filters"] } : state;

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-end gap-3" data-testid="leads-toolbar">
        <div className="flex min-w-56 flex-1 basis-64 flex-col gap-1">
          <Label htmlFor="leads-search">{t("searchLabel")}</Label>
          <DebouncedInput
            id="leads-search"
            type="search"
            placeholder={t("searchPlaceholder")}
            value={state.search ?? ""}
            onDebouncedChange={(value: string) => replace({ search: value.trim() || null })}
          />
        </div>
        <SortSelect sort={state.sort} onChange={(sort) => replace({ sort })} />
        <Button variant="outline" className="md:hidden" aria-expanded={filtersOpen} aria-controls="leads-filters" onClick={() => setFiltersOpen((o) => !o)}>
          <SlidersHorizontalIcon aria-hidden />
          {t("filtersToggle", { count: state.filters.length })}
        </Button>
        <div className="flex flex-wrap items-center gap-2 md:ml-auto">
          <SavedViewsMenu
            listKey={LEADS_LIST_KEY}
            state={menuState}
            meta={meta.data}
            // "Atrasados" saved last week means overdue today: relative filters are re-computed on apply.
            onApply={(next) => replace({ ...next, filters: reanchorRelativeFilters(next.filters, new Date()) })}
          />
          <ColumnPicker columns={allColumns} state={state.columns} onChange={(columns) => replace({ columns })} />
          <ExportMenu list="leads" query={routerQuery} />
          <CampaignExportMenu query={routerQuery} />
        </div>
      </div>
      <div
        id="leads-filters"
        className={cn("grid-cols-1 items-end gap-3 sm:grid-cols-2 md:grid md:grid-cols-[repeat(auto-fill,minmax(11rem,1fr))]", filtersOpen ? "grid" : "hidden")}
        data-testid="leads-filters"
      >
        <LeadsFilters state={state} now={now} onChange={(filters) => replace({ filters })} />
      </div>
      <div className="flex min-h-9 flex-wrap items-center gap-3">
        <p className="text-sm text-muted-foreground" role="status" data-testid="leads-count">
          {count.data ? t("count", { count: formatListCount(count.data, locale) }) : "\u00a0"}
        </p>
        {filtering ? (
          <Button variant="ghost" size="sm" onClick={() => replace({ filters: [], search: null })}>
            {t("clear")}
          </Button>
        ) : null}
      </div>
      <BulkBar count={selection.count} onClear={selection.clear}>
        <ExportMenu list="leads" query={routerQuery} selectedIds={selection.ids} />
        <CampaignExportMenu query={routerQuery} selectedIds={selection.ids} />
        {mayWrite ? <LeadsBulkActions ids={selection.ids} poolIds={poolIds} onDone={selection.clear} /> : null}
      </BulkBar>
      <SelectableTable columns={columns} rows={rows} selection={selection} rowLabel={(row) => row.name} testId="leads-table" rowTestId="lead-row" busy={list.isFetching && !list.isFetchingNextPage}>
        <ListFeedback query={list} rowCount={rows.length} emptyText={filtering ? t("emptyFiltered") : t("empty")} />
      </SelectableTable>
      <LoadMore query={list} />
    </div>
  );
}
