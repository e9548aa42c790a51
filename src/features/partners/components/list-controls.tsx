import { ArrowDown, ArrowUp, ArrowUpDown } from "lucide-react";
import { useRouter } from "next/router";
import { useLocale, useTranslations } from "use-intl";
import { NativeSelect } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { TableHead } from "~/components/ui/table";
import type { ListSort } from "~/features/lists/list.schemas";
import { mergeListQuery, type ListUrlState } from "~/features/lists/url-state";
import { CATEGORY_FAMILY, PRODUCT_CATEGORIES, PRODUCT_FAMILIES, productCategoryLabel } from "~/lib/catalog/product-categories";
import type { Locale } from "~/lib/roles";
import { partnersViewFromQuery, PRODUCTS_TAB, type PartnersTab } from "./partners-view";

/** The page's view from the URL, and how to change it (shallow: only the lists refetch). */
export function usePartnersView() {
  const router = useRouter();
  const view = partnersViewFromQuery(router.query);
  const go = (query: Record<string, string | string[]>) =>
    void router.replace({ pathname: router.pathname, query }, undefined, { shallow: true, scroll: false });
  return {
    ...view,
    /** Changes part of the list state, keeping the rest (and the tab). */
    update: (next: Partial<ListUrlState>) => go(mergeListQuery(router.query, { ...view.state, ...next })),
    /** Another tab starts from its default view: the two lists do not share fields. */
    setTab: (tab: PartnersTab) => go(tab === "products" ? { aba: PRODUCTS_TAB } : {}),
    clear: () => go(view.tab === "products" ? { aba: PRODUCTS_TAB } : {}),
  };
}

/** A column header that sorts the list; aria-sort tells which column does and which way. */
export function SortableHead({
  field,
  label,
  sort,
  onSort,
}: {
  field: string;
  label: string;
  /** The list's effective sort (the URL's, or the list's default). */
  sort: ListSort;
  onSort: (sort: ListSort) => void;
}) {
  const t = useTranslations("partners");
  const active = sort.field === field;
  const Icon = !active ? ArrowUpDown : sort.dir === "asc" ? ArrowUp : ArrowDown;
  return (
    <TableHead aria-sort={active ? (sort.dir === "asc" ? "ascending" : "descending") : "none"}>
      <button
        type="button"
        className="-mx-1 inline-flex items-center gap-1 rounded px-1 hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
        title={t("sortBy", { column: label })}
        onClick={() => onSort({ field, dir: active && sort.dir === "asc" ? "desc" : "asc" })}
      >
        {label}
        <Icon aria-hidden className={active ? "size-3.5" : "size-3.5 opacity-50"} />
      </button>
    </TableHead>
  );
}

/** Active / inactive / all: a boolean filter on `active`. */
export function StatusSelect({ id, value, onChange }: { id: string; value: string; onChange: (value: "" | "true" | "false") => void }) {
  const t = useTranslations("partners");
  return (
    <div className="flex w-full flex-col gap-1 sm:w-auto">
      <Label htmlFor={id}>{t("filters.status")}</Label>
      <NativeSelect id={id} value={value} onChange={(e) => onChange(e.target.value === "true" ? "true" : e.target.value === "false" ? "false" : "")}>
        <option value="">{t("filters.allStatuses")}</option>
        <option value="true">{t("filters.activeOnly")}</option>
        <option value="false">{t("filters.inactiveOnly")}</option>
      </NativeSelect>
    </div>
  );
}

/** The SPEC §3 categories, grouped by commission family. */
export function CategorySelect({ id, value, onChange }: { id: string; value: string; onChange: (value: string) => void }) {
  const t = useTranslations("partners");
  const locale = useLocale() as Locale;
  return (
    <div className="flex w-full flex-col gap-1 sm:w-auto">
      <Label htmlFor={id}>{t("filters.category")}</Label>
      <NativeSelect id={id} value={value} onChange={(e) => onChange(e.target.value)}>
        <option value="">{t("filters.allCategories")}</option>
        {PRODUCT_FAMILIES.map((family) => (
          <optgroup key={family} label={t(`families.${family}`)}>
            {PRODUCT_CATEGORIES.filter((c) => CATEGORY_FAMILY[c] === family).map((c) => (
              <option key={c} value={c}>
                {productCategoryLabel(c, locale)}
              </option>
            ))}
          </optgroup>
        ))}
      </NativeSelect>
    </div>
  );
}
