import { handleReportExport } from "~/features/reports/server/report-export-http";

export default handleReportExport;
