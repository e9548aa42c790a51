import { ChevronDown, ChevronRight, Pencil, Plus } from "lucide-react";
import { Fragment, useState } from "react";
import { useLocale, useTranslations } from "use-intl";
import { ListFeedback, LoadMore } from "~/components/list/list-feedback";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { DebouncedInput } from "~/components/ui/debounced-input";
import { Label } from "~/components/ui/label";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "~/components/ui/table";
import { formatListCount } from "~/features/lists/list-count";
import { formatCnpj } from "~/lib/brazil";
import { productCategoryLabel } from "~/lib/catalog/product-categories";
import type { Locale } from "~/lib/roles";
import { api } from "~/utils/api";
import { CategorySelect, SortableHead, StatusSelect, usePartnersView } from "./list-controls";
import { PartnersDialog, StatusBadge, type PartnersDialogState } from "./partner-dialogs";
import { PartnerProducts } from "./partner-products";
import { categoriesOf, type PartnerListItem } from "./partner-types";
import { filterValue, PARTNERS_DEFAULT_SORT, withFilter } from "./partners-view";

/** The partners list (Parceiros tab): search, filters and sort in the URL; expand a row for its products. */
export function PartnersTable({ canManage }: { canManage: boolean }) {
  const t = useTranslations("partners");
  const locale = useLocale() as Locale;
  const view = usePartnersView();
  const list = api.partners.list.useInfiniteQuery(view.input, { getNextPageParam: (last) => last.nextCursor, placeholderData: (prev) => prev });
  const count = api.partners.count.useQuery(view.input, { placeholderData: (prev) => prev });
  const rows = list.data?.pages.flatMap((p) => p.items) ?? [];
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(new Set());
  const [dialog, setDialog] = useState<PartnersDialogState | null>(null);
  // Remounts the search box when the filters are cleared (it keeps its own text while typing).
  const [searchKey, setSearchKey] = useState(0);
  const category = filterValue(view.state, "categories");
  const filtered = view.state.filters.length > 0 || view.state.search !== null;
  const columns = canManage ? 7 : 6;

  function toggle(id: string) {
    setExpanded((prev) => {
      const next = new Set(prev);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  }

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-end gap-3">
        <div className="flex w-full flex-col gap-1 sm:w-auto sm:min-w-56 sm:flex-1">
          <Label htmlFor="partners-search">{t("search.partnersLabel")}</Label>
          <DebouncedInput
            key={searchKey}
            id="partners-search"
            type="search"
            placeholder={t("search.partnersPlaceholder")}
            defaultValue={view.state.search ?? ""}
            onDebouncedChange={(value: string) => view.update({ search: value.trim() || null })}
          />
        </div>
        <CategorySelect
          id="partners-category"
          value={category}
          onChange={(value) => view.update({ filters: withFilter(view.state, "categories", value ? { operand: "hasAny", value: [value] } : null) })}
        />
        <StatusSelect
          id="partners-status"
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
        {canManage ? (
          <Button onClick={() => setDialog({ kind: "partner" })}>
            <Plus aria-hidden />
            {t("newPartner")}
          </Button>
        ) : null}
      </div>
      <p className="text-sm text-muted-foreground" role="status" data-testid="partners-count">
        {count.data ? t("partnersCount", { count: formatListCount(count.data, locale), n: count.data.count }) : "\u00a0"}
      </p>
      <div className="rounded-lg border border-border bg-card" aria-busy={list.isFetching && !list.isFetchingNextPage}>
        <Table aria-label={t("listLabel")}>
          <TableHeader>
            <TableRow>
              <TableHead className="w-10">
                <span className="sr-only">{t("columns.products")}</span>
              </TableHead>
              <SortableHead field="name" label={t("columns.name")} sort={view.state.sort ?? PARTNERS_DEFAULT_SORT} onSort={(sort) => view.update({ sort })} />
              <TableHead>{t("columns.cnpj")}</TableHead>
              <TableHead>{t("columns.categories")}</TableHead>
              <TableHead>{t("columns.status")}</TableHead>
              <TableHead>{t("columns.products")}</TableHead>
              {canManage ? (
                <TableHead>
                  <span className="sr-only">{t("columns.actions")}</span>
                </TableHead>
              ) : null}
            </TableRow>
          </TableHeader>
          <TableBody>
            {rows.map((partner) => (
              <Fragment key={partner.id}>
                <PartnerRow partner={partner} open={expanded.has(partner.id)} onToggle={() => toggle(partner.id)} canManage={canManage} onEdit={() => setDialog({ kind: "partner", partner })} locale={locale} />
                {expanded.has(partner.id) ? (
                  <TableRow>
                    <TableCell colSpan={columns} className="bg-muted/40">
                      <PartnerProducts partner={partner} panelId={`partner-products-${partner.id}`} canManage={canManage} onOpen={setDialog} />
                    </TableCell>
                  </TableRow>
                ) : null}
              </Fragment>
            ))}
          </TableBody>
        </Table>
        <ListFeedback query={list} rowCount={rows.length} emptyText={filtered ? t("emptyFiltered") : canManage ? t("empty") : t("emptyReadOnly")} />
      </div>
      <LoadMore query={list} />
      <PartnersDialog state={dialog} onClose={() => setDialog(null)} />
    </div>
  );
}

function PartnerRow({
  partner,
  open,
  onToggle,
  canManage,
  onEdit,
  locale,
}: {
  partner: PartnerListItem;
  open: boolean;
  onToggle: () => void;
  canManage: boolean;
  onEdit: () => void;
  locale: Locale;
}) {
  const t = useTranslations("partners");
  return (
    <TableRow data-testid="partner-row">
      <TableCell>
        <Button
          variant="ghost"
          size="icon"
          aria-expanded={open}
          aria-controls={`partner-products-${partner.id}`}
          aria-label={open ? t("hideProducts", { name: partner.name }) : t("showProducts", { name: partner.name })}
          onClick={onToggle}
        >
          {open ? <ChevronDown aria-hidden /> : <ChevronRight aria-hidden />}
        </Button>
      </TableCell>
      <TableCell className="min-w-40 whitespace-normal font-medium">{partner.name}</TableCell>
      <TableCell className="whitespace-nowrap tabular-nums">{formatCnpj(partner.cnpj)}</TableCell>
      <TableCell>
        <div className="flex min-w-56 flex-wrap gap-1">
          {categoriesOf(partner).map((c) => (
            <Badge key={c} variant="secondary">
              {productCategoryLabel(c, locale)}
            </Badge>
          ))}
        </div>
      </TableCell>
      <TableCell>
        <StatusBadge active={partner.active} />
      </TableCell>
      <TableCell className="whitespace-nowrap">{t("productCount", { count: partner.productCount })}</TableCell>
      {canManage ? (
        <TableCell className="text-right">
          <Button variant="ghost" size="icon" aria-label={t("editPartnerNamed", { name: partner.name })} onClick={onEdit}>
            <Pencil aria-hidden />
          </Button>
        </TableCell>
      ) : null}
    </TableRow>
  );
}
