export const SALE_STATUSES = ["proposta", "ativa", "cancelada", "encerrada"] as const;
export type SaleStatus = (typeof SALE_STATUSES)[number];
