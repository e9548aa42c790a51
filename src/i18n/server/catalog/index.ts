import { ATTACHMENTS_EN_US } from "./attachments.en-US";
import { COMMISSIONS_EN_US } from "./commissions.en-US";
import { IMPORT_EXPORT_EN_US } from "./import-export.en-US";
import { LEAD_REPORTS_EN_US } from "./lead-reports.en-US";
import { LEADS_EN_US } from "./leads.en-US";
import { MONEY_REPORTS_EN_US } from "./money-reports.en-US";
import { PEOPLE_EN_US } from "./people.en-US";
import { PLATFORM_EN_US } from "./platform.en-US";
import { NOTIFICATIONS_EN_US } from "./notifications.en-US";
import { REPORTS_EN_US } from "./reports.en-US";
import { TASKS_EN_US } from "./tasks.en-US";
import type { ServerCatalog } from "./types";

export type { ServerCatalog, ServerTranslation } from "./types";

/** Every server message's en-US text, keyed by its pt-BR text or template (see translate.ts). */
export const SERVER_MESSAGES_EN_US: Readonly<ServerCatalog> = {
  ...PLATFORM_EN_US,
  ...LEADS_EN_US,
  ...PEOPLE_EN_US,
  ...COMMISSIONS_EN_US,
  ...IMPORT_EXPORT_EN_US,
  ...REPORTS_EN_US,
  ...ATTACHMENTS_EN_US,
  ...TASKS_EN_US,
  ...LEAD_REPORTS_EN_US,
  ...NOTIFICATIONS_EN_US,
  ...MONEY_REPORTS_EN_US,
};
