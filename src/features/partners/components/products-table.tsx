import { Pencil, Plus } from "lucide-react";
import { useState } from "react";
import { useLocale, useTranslations } from "use-intl";
import { ListFeedback, LoadMore } from "~/components/list/list-feedback";
import { Button } from "~/components/ui/button";
import { DebouncedInput } from "~/components/ui/debounced-input";
import { NativeSelect } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "~/components/ui/table";
import { formatListCount } from "~/features/lists/list-count";
import { isProductCategory, productCategoryLabel } from "~/lib/catalog/product-categories";
import type { Locale } from "~/lib/roles";
import { api } from "~/utils/api";
import { CategorySelect, SortableHead, StatusSelect, usePartnersView } from "./list-controls";
import { PartnersDialog, StatusBadge, type PartnersDialogState } from "./partner-dialogs";
import { filterValue, PRODUCTS_DEFAULT_SORT, withFilter } from "./partners-view";

/** Every product of every partner (Produtos tab): search, partner/category/status filters and sort in the URL. */
export function ProductsTable({ canManage }: { canManage: boolean }) {
  const t = useTranslations("partners");
  const locale = useLocale() as Locale;
  const view = usePartnersView();
  const list = api.products.list.useInfiniteQuery(view.input, { getNextPageParam: (last) => last.nextCursor, placeholderData: (prev) => prev });
  const count = api.products.count.useQuery(view.input, { placeholderData: (prev) => prev });
  // The partner picker: partners are few (no paging), inactive ones included to find their products.
  const partners = api.partners.options.useQuery({ includeInactive: true });
  const rows = list.data?.pages.flatMap((p) => p.items) ?? [];
  const [dialog, setDialog] = useState<PartnersDialogState | null>(null);
  // Remounts the search box when the filters are cleared (it keeps its own text while typing).
  const [searchKey, setSearchKey] = useState(0);
  const partnerId = filterValue(view.state, "partner");
  const chosenPartner = partners.data?.find((p) => p.id === partnerId);
  const filtered = view.state.filters.length > 0 || view.state.search !== null;
  const sort = view.state.sort ?? PRODUCTS_DEFAULT_SORT;
  const onSort = (next: { field: string; dir: "asc" | "desc" }) => view.update({ sort: next });

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-end gap-3">
        <div className="flex w-full flex-col gap-1 sm:w-auto sm:min-w-56 sm:flex-1">
          <Label htmlFor="products-search">{t("search.productsLabel")}</Label>
          <DebouncedInput
            key={searchKey}
            id="products-search"
            type="search"
            placeholder={t("search.productsPlaceholder")}
            defaultValue={view.state.search ?? ""}
            onDebouncedChange={(value: string) => view.update({ search: value.trim() || null })}
          />
        </div>
        <div className="flex w-full flex-col gap-1 sm:w-auto">
          <Label htmlFor="products-partner">{t("filters.partner")}</Label>
          <NativeSelect
            id="products-partner"
            className="sm:max-w-64"
            value={partnerId}
            onChange={(e) => view.update({ filters: withFilter(view.state, "partner", e.target.value ? { operand: "eq", value: e.target.value } : null) })}
          >
            <option value="">{t("filters.allPartners")}</option>
            {/* A partner from a link, before the options arrive, still shows as chosen. */}
            {partnerId && !chosenPartner ? <option value={partnerId}>{t("filters.chosenPartner")}</option> : null}
            {partners.data?.map((p) => (
              <option key={p.id} value={p.id}>
                {p.active ? p.name : t("filters.inactivePartner", { name: p.name })}
              </option>
            ))}
          </NativeSelect>
        </div>
        <CategorySelect
          id="products-category"
          value={filterValue(view.state, "category")}
          onChange={(value) => view.update({ filters: withFilter(view.state, "category", value ? { operand: "eq", value } : null) })}
        />
        <StatusSelect
          id="products-status"
          value={filterValue(view.state, "active")}
          onChange={(value) => view.update({ filters: withFilter(view.state, "active", value ? { operand: "eq", value } : null) })}
        />
        {filtered ? (
          <Button
            variant="ghost"
            onClick={() => {
              view.clear();
              setSearchKey((k) => k + 1);
            }}
          >
            {t("filters.clear")}
          </Button>
        ) : null}
        {canManage && chosenPartner ? (
          <Button onClick={() => setDialog({ kind: "product", partner: chosenPartner })}>
            <Plus aria-hidden />
            {t("newProductFor", { name: chosenPartner.name })}
          </Button>
        ) : null}
      </div>
      <p className="text-sm text-muted-foreground" role="status" data-testid="products-count">
        {count.data ? t("productsCount", { count: formatListCount(count.data, locale), n: count.data.count }) : "\u00a0"}
      </p>
      <div className="rounded-lg border border-border bg-card" aria-busy={list.isFetching && !list.isFetchingNextPage}>
        <Table aria-label={t("productsLabel")}>
          <TableHeader>
            <TableRow>
              <SortableHead field="name" label={t("columns.product")} sort={sort} onSort={onSort} />
              <TableHead>{t("columns.partner")}</TableHead>
              <SortableHead field="category" label={t("columns.category")} sort={sort} onSort={onSort} />
              <TableHead>{t("columns.baseAmountLabel")}</TableHead>
              <TableHead>{t("columns.status")}</TableHead>
              {canManage ? (
                <TableHead>
                  <span className="sr-only">{t("columns.actions")}</span>
                </TableHead>
              ) : null}
            </TableRow>
          </TableHeader>
          <TableBody>
            {rows.map((product) => (
              <TableRow key={product.id} data-testid="product-row">
                <TableCell className="min-w-40 whitespace-normal font-medium">{product.name}</TableCell>
                <TableCell className="min-w-36 whitespace-normal">{product.partnerName}</TableCell>
                <TableCell className="min-w-32 whitespace-normal">{isProductCategory(product.category) ? productCategoryLabel(product.category, locale) : product.category}</TableCell>
                <TableCell className="min-w-32 whitespace-normal">{product.baseAmountLabel}</TableCell>
                <TableCell>
                  <StatusBadge active={product.active} />
                </TableCell>
                {canManage ? (
                  <TableCell className="text-right">
                    <Button
                      variant="ghost"
                      size="icon"
                      aria-label={t("editProductNamed", { name: product.name })}
                      onClick={() =>
                        setDialog({ kind: "product", partner: { id: product.partnerId, name: product.partnerName, categories: product.partnerCategories }, product })
                      }
                    >
                      <Pencil aria-hidden />
                    </Button>
                  </TableCell>
                ) : null}
              </TableRow>
            ))}
          </TableBody>
        </Table>
        <ListFeedback query={list} rowCount={rows.length} emptyText={filtered ? t("emptyProductsFiltered") : t("emptyProducts")} />
      </div>
      <LoadMore query={list} />
      <PartnersDialog state={dialog} onClose={() => setDialog(null)} />
    </div>
  );
}
