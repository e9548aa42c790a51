import type { ReportRunners } from "./report-runner";
import { commissionsReport } from "./money/commissions-report";
import { salesReport } from "./money/sales-report";

/** Vendas and Comissões: the reports over sales and the commission ledger. */
export const MONEY_REPORTS: ReportRunners = { vendas: salesReport, comissoes: commissionsReport };
