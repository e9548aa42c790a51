import type { ReportRunners } from "./report-runner";

/** Funil, Conversão e ciclo, Atividades, Perdas and Cohort: the reports over leads and their activities. */
export const LEAD_REPORTS: ReportRunners = {};
