import { handleExport } from "~/features/import-export/server/export-http";

// Exports are streamed (up to 100.000 rows): no response size limit, and a selection body is small.
export const config = { api: { responseLimit: false, bodyParser: { sizeLimit: "100kb" } } };

export default handleExport;
