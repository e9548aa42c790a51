import Link from "next/link";
import { useLocale, useTranslations } from "use-intl";
import type { ListColumn } from "~/components/list/columns";
import { formatBRL, formatDate } from "~/lib/format";
import type { RouterOutputs } from "~/utils/api";
import { SaleStatusBadge } from "../components/sale-status-badge";

export type SaleListRow = RouterOutputs["sales"]["list"]["items"][number];

/** The sales table's columns, declared once: the table and the column picker both read them. */
export function useSaleColumns(): ListColumn<SaleListRow>[] {
  const t = useTranslations("saleList");
  const tc = useTranslations("common");
  const locale = useLocale() === "en-US" ? "en-US" : "pt-BR";
  return [
    { key: "contract", label: t("contract"), cellClassName: "font-mono text-xs", cell: (s) => s.contractNumber ?? tc("none") },
    {
      key: "customer",
      label: t("customer"),
      required: true,
      cell: (s) => (
        <Link href={`/clientes/${s.customerId}`} className="text-primary hover:underline">
          {s.customerName}
        </Link>
      ),
    },
    {
      key: "product",
      label: t("product"),
      cell: (s) => (
        <>
          <span className="block">{s.productName}</span>
          <span className="block text-xs text-muted-foreground">{s.partnerName}</span>
        </>
      ),
    },
    { key: "status", label: t("status"), card: "badge", cell: (s) => <SaleStatusBadge status={s.status} /> },
    {
      key: "amount",
      label: t("amount"),
      headClassName: "text-right",
      cellClassName: "text-right tabular-nums",
      cell: (s) => <span title={s.baseAmountLabel}>{formatBRL(s.baseAmount, locale)}</span>,
    },
    { key: "soldOn", label: t("soldOn"), cell: (s) => formatDate(s.soldOn, locale) },
    { key: "vigenciaEnd", label: t("vigenciaEnd"), cell: (s) => (s.vigenciaEnd ? formatDate(s.vigenciaEnd, locale) : tc("none")) },
    { key: "seller", label: t("seller"), cell: (s) => s.sellerName },
  ];
}
