import { defineExportColumns, type ExportColumn } from "~/features/import-export";
import { defineExporter } from "~/features/import-export/server/exporter";
import type { RouterQuery } from "~/features/lists/url-state";
import { isProductCategory, productCategoryLabel } from "~/lib/catalog/product-categories";
import { saoPauloDay } from "~/lib/format";
import { badInput } from "~/server/errors";
import { salesPtBR } from "~/i18n/parts/sales.pt-BR";
import { listRenewals, listSales } from "./sales-list.service";
import { salesList } from "./sales.list";

type SaleRow = Awaited<ReturnType<typeof listSales>>["items"][number];

const saleColumns: readonly ExportColumn<SaleRow>[] = [
  { key: "contractNumber", header: "Contrato", width: 18 },
  { key: "customerName", header: "Cliente", width: 32 },
  { key: "productName", header: "Produto", width: 26 },
  { key: "partnerName", header: "Parceiro", width: 24 },
  { key: "category", header: "Categoria", value: (s) => (isProductCategory(s.category) ? productCategoryLabel(s.category) : s.category), width: 22 },
  { key: "status", header: "Status", value: (s) => salesPtBR.statuses[s.status], width: 12 },
  { key: "sellerName", header: "Vendedor", width: 22 },
  { key: "baseAmount", header: "Valor base (R$)", type: "money", width: 16 },
  { key: "baseAmountLabel", header: "Tipo de valor", width: 18 },
  { key: "soldOn", header: "Data da venda", type: "date", width: 14 },
  { key: "vigenciaEnd", header: "Fim da vigência", type: "date", width: 16 },
];

/** The sales list as a spreadsheet, pt-BR headers and labels (status, category) instead of codes. */
export const saleExportColumns = defineExportColumns<SaleRow>(saleColumns);

/** Whole days from today (São Paulo) to a calendar day, both 'YYYY-MM-DD'. */
export function daysUntil(day: string, today = saoPauloDay(new Date())): number {
  return Math.round((Date.parse(`${day}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / 86_400_000);
}

/** Renewals: the sales columns plus how many days the vigência has left. */
export const renewalExportColumns = defineExportColumns<SaleRow>([
  ...saleColumns,
  { key: "daysLeft", header: "Dias até o fim", type: "integer", value: (s) => (s.vigenciaEnd ? daysUntil(s.vigenciaEnd) : null), width: 14 },
]);

export const RENEWAL_WINDOW_DAYS = [30, 60, 90] as const;
export type RenewalWindowDays = (typeof RENEWAL_WINDOW_DAYS)[number];

/** `dias` of the renewals tab: 30 when absent (as the page), 400 when not 30, 60 or 90. */
export function renewalDaysFromQuery(query: RouterQuery): RenewalWindowDays {
  const raw = Array.isArray(query.dias) ? query.dias[0] : query.dias;
  if (raw === undefined || raw === "") return 30;
  const days = RENEWAL_WINDOW_DAYS.find((d) => String(d) === raw);
  if (!days) throw badInput("dias", "Escolha 30, 60 ou 90 dias.");
  return days;
}

export const salesExporter = defineExporter<SaleRow>({
  permission: "sales.read",
  spec: salesList,
  columns: saleExportColumns,
  fileBase: "vendas",
  sheetName: "Vendas",
  auditEntity: "sale",
  page: (db, actor, input) => listSales(db, actor, input),
  selectionPage: (db, actor, ids, input) => listSales(db, actor, input, { only: ids }),
});

export const renewalsExporter = defineExporter<SaleRow, RenewalWindowDays>({
  permission: "sales.read",
  spec: salesList,
  columns: renewalExportColumns,
  fileBase: "renovacoes",
  sheetName: "Renovações",
  auditEntity: "sale",
  extra: renewalDaysFromQuery,
  page: (db, actor, input, days) => listRenewals(db, actor, days, input),
  // A selection made on the renewals tab: the sales the actor may see, whatever the window says now.
  selectionPage: (db, actor, ids, input) => listSales(db, actor, { ...input, sort: { field: "vigenciaEnd", dir: "asc" } }, { only: ids }),
});
