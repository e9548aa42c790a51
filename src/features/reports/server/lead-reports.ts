import type { ReportRunners } from "./report-runner";
import { activitiesReport } from "./leads/activities-report";
import { cohortReport } from "./leads/cohort-report";
import { conversionReport } from "./leads/conversion-report";
import { funnelReport } from "./leads/funnel-report";
import { lossesReport } from "./leads/losses-report";

/** Funil, Conversão e ciclo, Atividades, Perdas and Cohort: the reports over leads and their activities. */
export const LEAD_REPORTS: ReportRunners = {
  funil: funnelReport,
  conversao: conversionReport,
  atividades: activitiesReport,
  perdas: lossesReport,
  cohort: cohortReport,
};
