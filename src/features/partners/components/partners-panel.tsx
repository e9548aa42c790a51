import { ChevronDown, ChevronRight, Pencil, Plus } from "lucide-react";
import { Fragment, useState, type CSSProperties } from "react";
import { useLocale, useTranslations } from "use-intl";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "~/components/ui/dialog";
import { Skeleton } from "~/components/ui/skeleton";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "~/components/ui/table";
import { formatCnpj } from "~/lib/brazil";
import { isProductCategory, productCategoryLabel } from "~/lib/catalog/product-categories";
import type { Locale } from "~/lib/roles";
import { api } from "~/utils/api";
import { PartnerForm } from "./partner-form";
import { categoriesOf, type PartnerProduct, type PartnerWithProducts } from "./partner-types";
import { ProductForm } from "./product-form";

type DialogState =
  | { kind: "partner"; partner?: PartnerWithProducts }
  | { kind: "product"; partner: PartnerWithProducts; product?: PartnerProduct };

const dialogStyle = { "--dialog-max-width": "48rem" } as CSSProperties;

function StatusBadge({ active }: { active: boolean }) {
  const t = useTranslations("common");
  return <Badge variant={active ? "success" : "outline"}>{active ? t("active") : t("inactive")}</Badge>;
}

/** Partners with their products (expand a row to see them); create/edit dialogs when `canManage`. */
export function PartnersPanel({ canManage }: { canManage: boolean }) {
  const t = useTranslations("partners");
  const locale = useLocale() as Locale;
  const query = api.partners.options.useQuery({ includeInactive: true });
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(new Set());
  const [dialog, setDialog] = useState<DialogState | null>(null);
  const close = () => setDialog(null);

  function toggle(id: string) {
    setExpanded((prev) => {
      const next = new Set(prev);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  }

  const newPartnerButton = canManage ? (
    <Button onClick={() => setDialog({ kind: "partner" })}>
      <Plus aria-hidden />
      {t("newPartner")}
    </Button>
  ) : null;

  let body;
  if (query.isPending) {
    body = (
      <div role="status" aria-live="polite" className="flex flex-col gap-2">
        <span className="sr-only">{t("loading")}</span>
        <Skeleton className="h-10 w-full" />
        <Skeleton className="h-10 w-full" />
        <Skeleton className="h-10 w-full" />
      </div>
    );
  } else if (query.isError) {
    body = (
      <div role="alert" className="flex items-center gap-3 rounded-lg border border-border bg-card p-6">
        <span>{t("loadError")}</span>
        <Button variant="outline" size="sm" onClick={() => void query.refetch()}>
          {t("conflictReload")}
        </Button>
      </div>
    );
  } else if (query.data.length === 0) {
    body = (
      <div className="flex flex-col items-start gap-3 rounded-lg border border-dashed border-border bg-card p-6">
        <p>{canManage ? t("empty") : t("emptyReadOnly")}</p>
        {newPartnerButton}
      </div>
    );
  } else {
    body = (
      <Table aria-label={t("listLabel")}>
        <TableHeader>
          <TableRow>
            <TableHead className="w-10">
              <span className="sr-only">{t("columns.products")}</span>
            </TableHead>
            <TableHead>{t("columns.name")}</TableHead>
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
          {query.data.map((partner) => {
            const open = expanded.has(partner.id);
            const panelId = `partner-products-${partner.id}`;
            return (
              <Fragment key={partner.id}>
                <TableRow data-testid="partner-row">
                  <TableCell>
                    <Button
                      variant="ghost"
                      size="icon"
                      aria-expanded={open}
                      aria-controls={panelId}
                      aria-label={open ? t("hideProducts", { name: partner.name }) : t("showProducts", { name: partner.name })}
                      onClick={() => toggle(partner.id)}
                    >
                      {open ? <ChevronDown aria-hidden /> : <ChevronRight aria-hidden />}
                    </Button>
                  </TableCell>
                  <TableCell className="font-medium">{partner.name}</TableCell>
                  <TableCell className="whitespace-nowrap tabular-nums">{formatCnpj(partner.cnpj)}</TableCell>
                  <TableCell>
                    <div className="flex flex-wrap gap-1">
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
                  <TableCell className="whitespace-nowrap">{t("productCount", { count: partner.products.length })}</TableCell>
                  {canManage ? (
                    <TableCell className="text-right">
                      <Button variant="ghost" size="icon" aria-label={t("editPartnerNamed", { name: partner.name })} onClick={() => setDialog({ kind: "partner", partner })}>
                        <Pencil aria-hidden />
                      </Button>
                    </TableCell>
                  ) : null}
                </TableRow>
                {open ? (
                  <TableRow>
                    <TableCell colSpan={canManage ? 7 : 6} className="bg-muted/40">
                      <section id={panelId} aria-label={t("productsOf", { name: partner.name })} className="flex flex-col gap-3 py-2">
                        {partner.products.length === 0 ? (
                          <p className="text-sm text-muted-foreground">{t("noProducts")}</p>
                        ) : (
                          <Table aria-label={t("productsOf", { name: partner.name })}>
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
                              {partner.products.map((product) => (
                                <TableRow key={product.id}>
                                  <TableCell className="font-medium">{product.name}</TableCell>
                                  <TableCell>{isProductCategory(product.category) ? productCategoryLabel(product.category, locale) : product.category}</TableCell>
                                  <TableCell>{product.baseAmountLabel}</TableCell>
                                  <TableCell>
                                    <StatusBadge active={product.active} />
                                  </TableCell>
                                  {canManage ? (
                                    <TableCell className="text-right">
                                      <Button
                                        variant="ghost"
                                        size="icon"
                                        aria-label={t("editProductNamed", { name: product.name })}
                                        onClick={() => setDialog({ kind: "product", partner, product })}
                                      >
                                        <Pencil aria-hidden />
                                      </Button>
                                    </TableCell>
                                  ) : null}
                                </TableRow>
                              ))}
                            </TableBody>
                          </Table>
                        )}
                        {canManage ? (
                          <div>
                            <Button variant="outline" size="sm" onClick={() => setDialog({ kind: "product", partner })}>
                              <Plus aria-hidden />
                              {t("newProductFor", { name: partner.name })}
                            </Button>
                          </div>
                        ) : null}
                      </section>
                    </TableCell>
                  </TableRow>
                ) : null}
              </Fragment>
            );
          })}
        </TableBody>
      </Table>
    );
  }

  return (
    <div className="flex flex-col gap-4">
      {newPartnerButton && query.data?.length ? <div className="flex justify-end">{newPartnerButton}</div> : null}
      {body}
      <Dialog open={dialog !== null} onOpenChange={(o) => (o ? undefined : close())}>
        {dialog ? (
          <DialogContent style={dialogStyle}>
            {dialog.kind === "partner" ? (
              <>
                <DialogHeader>
                  <DialogTitle>{dialog.partner ? t("editPartner") : t("newPartner")}</DialogTitle>
                  <DialogDescription>{t("partnerDialogDescription")}</DialogDescription>
                </DialogHeader>
                <PartnerForm key={dialog.partner?.id ?? "new"} partner={dialog.partner} onDone={close} />
              </>
            ) : (
              <>
                <DialogHeader>
                  <DialogTitle>{dialog.product ? t("editProduct") : t("newProduct")}</DialogTitle>
                  <DialogDescription>{t("productDialogDescription", { name: dialog.partner.name })}</DialogDescription>
                </DialogHeader>
                <ProductForm key={dialog.product?.id ?? `new-${dialog.partner.id}`} partner={dialog.partner} product={dialog.product} onDone={close} />
              </>
            )}
          </DialogContent>
        ) : null}
      </Dialog>
    </div>
  );
}
