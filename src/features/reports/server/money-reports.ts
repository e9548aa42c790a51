import type { ReportRunners } from "./report-runner";

/** Vendas and Comissões: the reports over sales and the commission ledger. */
export const MONEY_REPORTS: ReportRunners = {};
