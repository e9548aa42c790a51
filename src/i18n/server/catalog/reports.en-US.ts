import type { ServerCatalog } from "./types";

/** Relatórios and Metas: report filters (report-contract.ts) and goals. */
export const REPORTS_EN_US = {
  "Período inválido.": "Invalid period.",
  "Informe o início do período.": "Enter the start of the period.",
  "Informe o fim do período.": "Enter the end of the period.",
  "O fim do período vem antes do início.": "The end of the period comes before its start.",
} satisfies ServerCatalog;
