import type { Messages } from "../pt-BR";

export const saleListEnUS: Messages["saleList"] = {
  all: "All sales",
  renewals: "Renewals",
  renewalsWindow: "Term ending within",
  days: "{days} days",
  searchLabel: "Search sales",
  searchPlaceholder: "Contract number or customer name",
  status: "Status",
  allStatuses: "All statuses",
  contract: "Contract",
  customer: "Customer",
  product: "Product / partner",
  amount: "Base amount",
  soldOn: "Sold on",
  vigenciaEnd: "Term end",
  seller: "Seller",
  count: "{count} sales",
  empty: "No sale matches these filters.",
  emptyRenewals: "No term ends in this period.",
};
