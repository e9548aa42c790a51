import Link from "next/link";
import { Pencil, Plus } from "lucide-react";
import { useLocale, useTranslations } from "use-intl";
import { ListFeedback, LoadMore } from "~/components/list/list-feedback";
import { Button } from "~/components/ui/button";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "~/components/ui/table";
import { MAX_PAGE } from "~/features/lists/operands";
import { isProductCategory, productCategoryLabel } from "~/lib/catalog/product-categories";
import type { Locale } from "~/lib/roles";
import { api } from "~/utils/api";
import { StatusBadge, type PartnersDialogState } from "./partner-dialogs";
import type { PartnerListItem } from "./partner-types";
import { PRODUCTS_TAB } from "./partners-view";

/** A partner's products, under its row when expanded; the link opens them in the Produtos tab, with its filters. */
export function PartnerProducts({
  partner,
  panelId,
  canManage,
  onOpen,
}: {
  partner: PartnerListItem;
  panelId: string;
  canManage: boolean;
  onOpen: (dialog: PartnersDialogState) => void;
}) {
  const t = useTranslations("partners");
  const locale = useLocale() as Locale;
  const query = api.products.list.useInfiniteQuery(
    { filters: [{ field: "partner", operand: "eq", value: partner.id }], limit: MAX_PAGE },
    { getNextPageParam: (last) => last.nextCursor },
  );
  const rows = query.data?.pages.flatMap((p) => p.items) ?? [];
  const title = t("productsOf", { name: partner.name });

  return (
    <section id={panelId} aria-label={title} className="flex flex-col gap-3 py-2">
      {rows.length ? (
        <Table aria-label={title}>
          <TableHeader>
            <TableRow>
              <TableHead>{t("columns.name")}</TableHead>
              <TableHead>{t("columns.category")}</TableHead>
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
              <TableRow key={product.id}>
                <TableCell className="font-medium">{product.name}</TableCell>
                <TableCell>{isProductCategory(product.category) ? productCategoryLabel(product.category, locale) : product.category}</TableCell>
                <TableCell>{product.baseAmountLabel}</TableCell>
                <TableCell>
                  <StatusBadge active={product.active} />
                </TableCell>
                {canManage ? (
                  <TableCell className="text-right">
                    <Button variant="ghost" size="icon" aria-label={t("editProductNamed", { name: product.name })} onClick={() => onOpen({ kind: "product", partner, product })}>
                      <Pencil aria-hidden />
                    </Button>
                  </TableCell>
                ) : null}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      ) : (
        <ListFeedback query={query} rowCount={rows.length} emptyText={t("noProducts")} />
      )}
      <LoadMore query={query} />
      <div className="flex flex-wrap items-center gap-3">
        {canManage ? (
          <Button variant="outline" size="sm" onClick={() => onOpen({ kind: "product", partner })}>
            <Plus aria-hidden />
            {t("newProductFor", { name: partner.name })}
          </Button>
        ) : null}
        {rows.length ? (
          <Link href={{ pathname: "/configuracoes/parceiros", query: { aba: PRODUCTS_TAB, "f.partner.eq": partner.id } }} className="text-sm text-primary hover:underline">
            {t("seeAllProducts", { name: partner.name })}
          </Link>
        ) : null}
      </div>
    </section>
  );
}
