import { useState } from "react";
import { useTranslations } from "use-intl";
import { SaleStatusBadge } from "./sale-status-badge";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { useAppLocale } from "~/i18n/use-app-locale";
import { Modal } from "~/components/ui/modal";
import { Skeleton } from "~/components/ui/skeleton";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "~/components/ui/table";
import { notify } from "~/components/toast/notify";
import { productCategoryLabel, type ProductCategory } from "~/lib/catalog/product-categories";
import { formatBRL, formatDate } from "~/lib/format";
import { SALE_TRANSITIONS, type SaleStatus } from "~/features/sales/sale-status";
import { api, type RouterOutputs } from "~/utils/api";
import { messageOf } from "~/utils/trpc-errors";
import type { SaleViewer } from "./people-fields";
import { SaleEditDialog } from "./sale-edit-dialog";
import { AttachmentsPanel } from "~/features/attachments/components/attachments-panel";
import { can } from "~/lib/permissions";
import { SaleTasksButton } from "./sale-tasks-button";
import { SaleForm } from "./sale-form";
import { SaleStatusForm } from "./sale-status-form";
import { SaleCommissionButton } from "~/features/commissions/components/sale-commission/sale-commission-dialog";

type Carteira = RouterOutputs["sales"]["carteira"];
type SaleRow = Carteira["groups"][number]["items"][number];

/** Cancelada and encerrada are history (the ledger settled on them): the server refuses edits. */
const isFinished = (status: SaleStatus) => status === "cancelada" || status === "encerrada";

const dayDate = (day: string) => new Date(`${day}T12:00:00-03:00`);

/** The customer's portfolio: sales grouped by family, next renewal, cross-sell gaps, "Nova venda". */
export function CarteiraSection({ customerId, canWrite, viewer }: { customerId: string; canWrite: boolean; viewer: SaleViewer }) {
  const t = useTranslations("sales");
  const tcu = useTranslations("customers");
  const tc = useTranslations("common");
  const locale = useAppLocale();
  const carteira = api.sales.carteira.useQuery({ customerId });
  const [creating, setCreating] = useState(false);
  const [editing, setEditing] = useState<SaleRow | null>(null);
  const [filesOf, setFilesOf] = useState<SaleRow | null>(null);
  const ta = useTranslations("attachments");
  const [action, setAction] = useState<{ sale: SaleRow; to: SaleStatus } | null>(null);
  const fmtDay = (day: string | null) => (day ? formatDate(dayDate(day), locale) : tc("none"));

  const data = carteira.data;
  const renewalId = data?.nextRenewal
    ? data.groups.flatMap((g) => g.items).find((s) => s.status === "ativa" && s.vigenciaEnd === data.nextRenewal)?.id
    : undefined;

  return (
    <div className="flex flex-col gap-6">
      <section aria-labelledby="carteira-title" className="flex flex-col gap-3">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 id="carteira-title" className="text-lg font-semibold">
            {tcu("detail.carteira")}
          </h2>
          {canWrite ? <Button onClick={() => setCreating(true)}>{t("newSale")}</Button> : null}
        </div>
        {carteira.isPending ? (
          <div className="flex flex-col gap-2" aria-busy="true" aria-label={tc("empty")}>
            <Skeleton className="h-8 w-full" />
            <Skeleton className="h-8 w-full" />
          </div>
        ) : carteira.isError ? (
          <p role="alert" className="text-sm text-danger">
            {messageOf(carteira.error, tc("error"))}
          </p>
        ) : data ? (
          <>
            <p className="text-sm" data-testid="next-renewal">
              {data.nextRenewal ? (
                <strong className="text-warning">{tcu("detail.nextRenewal", { date: fmtDay(data.nextRenewal) })}</strong>
              ) : (
                <span className="text-muted-foreground">{tcu("detail.noRenewal")}</span>
              )}
            </p>
            {data.groups.length === 0 ? (
              <p className="rounded-md border border-dashed border-border p-4 text-sm text-muted-foreground">{tcu("detail.carteiraEmpty")}</p>
            ) : (
              data.groups.map((group) => (
                <section key={group.family} aria-labelledby={`family-${group.family}`} className="flex flex-col gap-2">
                  <h3 id={`family-${group.family}`} className="text-base font-semibold">
                    {tcu(`families.${group.family}`)}
                  </h3>
                  <Table>
                    <TableHeader>
                      <TableRow>
                        <TableHead scope="col">{t("columns.status")}</TableHead>
                        <TableHead scope="col">{t("columns.partner")}</TableHead>
                        <TableHead scope="col">{t("columns.product")}</TableHead>
                        <TableHead scope="col">{t("columns.baseAmount")}</TableHead>
                        <TableHead scope="col">{t("columns.vigencia")}</TableHead>
                        <TableHead scope="col">{t("columns.contract")}</TableHead>
                        <TableHead scope="col">{t("columns.actions")}</TableHead>
                      </TableRow>
                    </TableHeader>
                    <TableBody>
                      {group.items.map((sale) => {
                        const status = sale.status as SaleStatus;
                        const isRenewal = sale.id === renewalId;
                        return (
                          <TableRow key={sale.id} data-testid="sale-row" className={isRenewal ? "bg-warning/10" : undefined}>
                            <TableCell>
                              <SaleStatusBadge status={status} />
                            </TableCell>
                            <TableCell>{sale.partnerName}</TableCell>
                            <TableCell>
                              <div>{sale.productName}</div>
                              <div className="text-xs text-muted-foreground">{productCategoryLabel(sale.category as ProductCategory, locale)}</div>
                            </TableCell>
                            <TableCell>
                              <div className="text-xs text-muted-foreground">{sale.baseAmountLabel}</div>
                              <div className="tabular-nums">{formatBRL(sale.baseAmount, locale)}</div>
                            </TableCell>
                            <TableCell>
                              {t("vigenciaRange", { start: fmtDay(sale.vigenciaStart), end: fmtDay(sale.vigenciaEnd) })}
                              {isRenewal ? (
                                <Badge variant="warning" className="ml-2">
                                  {t("nextRenewalBadge")}
                                </Badge>
                              ) : null}
                            </TableCell>
                            <TableCell>{sale.contractNumber ?? tc("none")}</TableCell>
                            <TableCell>
                              <div role="group" aria-label={t("actions.label")} className="flex flex-wrap gap-1">
                                <SaleCommissionButton saleId={sale.id} productName={sale.productName} />
                                <Button size="sm" variant="outline" aria-label={ta("openFor", { name: sale.productName })} onClick={() => setFilesOf(sale)}>
                                  {ta("title")}
                                </Button>
                                {can(viewer.role, "tasks.read") ? (
                                  <SaleTasksButton saleId={sale.id} productName={sale.productName} viewerId={viewer.id} canEdit={can(viewer.role, "tasks.write")} />
                                ) : null}
                                {!canWrite || isFinished(status) ? null : (
                                  <Button size="sm" variant="outline" aria-label={t("edit.label", { product: sale.productName })} onClick={() => setEditing(sale)}>
                                    {t("edit.action")}
                                  </Button>
                                )}
                                {(canWrite ? SALE_TRANSITIONS[status] : []).map((to) => (
                                  <Button key={to} size="sm" variant={to === "cancelada" ? "outline" : "secondary"} onClick={() => setAction({ sale, to })}>
                                    {t(`actions.${to}`)}
                                  </Button>
                                ))}
                              </div>
                            </TableCell>
                          </TableRow>
                        );
                      })}
                    </TableBody>
                  </Table>
                </section>
              ))
            )}
          </>
        ) : null}
      </section>

      <section aria-labelledby="gaps-title" className="flex flex-col gap-2">
        <h2 id="gaps-title" className="text-lg font-semibold">
          {tcu("detail.gapsTitle")}
        </h2>
        {data ? (
          data.gaps.length ? (
            <ul aria-labelledby="gaps-title" data-testid="gaps" className="flex flex-wrap gap-2">
              {data.gaps.map((c) => (
                <li key={c}>
                  <Badge variant="outline">{productCategoryLabel(c, locale)}</Badge>
                </li>
              ))}
            </ul>
          ) : (
            <p className="text-sm text-muted-foreground">{tcu("detail.gapsEmpty")}</p>
          )
        ) : (
          <Skeleton className="h-6 w-1/2" />
        )}
      </section>

      <Modal open={creating} title={t("newSale")} onClose={() => setCreating(false)}>
        {creating ? (
          <SaleForm
            mode={{ kind: "create", customerId }}
            customerId={customerId}
            viewer={viewer}
            onDone={() => setCreating(false)}
            onSaved={() => notify.success(t("created"))}
          />
        ) : null}
      </Modal>
      <Modal open={filesOf !== null} title={filesOf ? ta("titleFor", { name: filesOf.productName }) : ""} onClose={() => setFilesOf(null)}>
        {filesOf ? <AttachmentsPanel record={{ kind: "sale", id: filesOf.id }} /> : null}
      </Modal>
      <SaleEditDialog target={editing} customerId={customerId} viewer={viewer} onClose={() => setEditing(null)} />
      <Modal
        open={action !== null}
        title={action ? t("actions.confirmTitle", { action: t(`actions.${action.to}`), product: action.sale.productName }) : ""}
        onClose={() => setAction(null)}
      >
        {action ? (
          <SaleStatusForm
            key={`${action.sale.id}-${action.to}`}
            sale={action.sale}
            to={action.to}
            customerId={customerId}
            onDone={(changed) => {
              setAction(null);
              if (changed) notify.success(t("statusChanged"));
            }}
          />
        ) : null}
      </Modal>
    </div>
  );
}
