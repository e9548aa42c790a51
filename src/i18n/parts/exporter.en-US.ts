import type { Messages } from "../pt-BR";

export const exporterEnUS: Messages["exporter"] = {
  trigger: "Export",
  selection: "Export selection ({count, number})",
  menuLabel: "File format",
  csv: "CSV (Excel)",
  xlsx: "XLSX",
  busy: "Exporting…",
  limit: "Up to {max} rows",
  tooMany: "Select at most {max} records to export.",
  failed: "Could not export. Please try again.",
  done: "File {filename} downloaded.",
};
