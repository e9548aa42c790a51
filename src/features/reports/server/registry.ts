import type { ReportKey } from "../report-contract";
import { LEAD_REPORTS } from "./lead-reports";
import { MONEY_REPORTS } from "./money-reports";
import type { ReportRunner, ReportRunners } from "./report-runner";

const REPORTS: ReportRunners = { ...LEAD_REPORTS, ...MONEY_REPORTS };

export function reportRunner(key: ReportKey): ReportRunner | null {
  return REPORTS[key] ?? null;
}
