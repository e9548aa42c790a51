import { toCsv } from "~/features/import-export/csv-write";
import type { ExportColumn, ExportValueType } from "~/features/import-export/export-format";
import { toXlsx } from "~/features/import-export/xlsx-write";
import type { ReportCell, ReportColumn, ReportResult, ReportRow, ReportSection } from "../report-contract";

/**
 * A report section's table as a file, written by the exports' own writers (CSV: UTF-8 with BOM, ";" separated,
 * Brazilian numbers; XLSX: exceljs), one line per row and the totals last. Rates are written in percent.
 */

const TYPE: Record<ReportCell["kind"], ExportValueType> = { text: "text", count: "integer", money: "money", rate: "number", days: "number", month: "text", day: "date" };

function valueOf(cell: ReportCell | undefined): unknown {
  if (!cell) return null;
  switch (cell.kind) {
    case "rate":
      return cell.value === null ? null : cell.value / 100;
    case "month":
      return `${cell.value.slice(5, 7)}/${cell.value.slice(0, 4)}`;
    default:
      return cell.value;
  }
}

export function sectionExportColumns(columns: readonly ReportColumn[]): ExportColumn<ReportRow>[] {
  return columns.map((c) => ({
    key: c.key,
    header: c.kind === "rate" ? `${c.label} (%)` : c.label,
    type: TYPE[c.kind],
    value: (row: ReportRow) => valueOf(row.cells[c.key]),
    width: c.kind === "text" ? 32 : 16,
  }));
}

export interface ReportFile {
  body: string | Buffer;
  contentType: string;
  filename: string;
}

export async function reportSectionFile(result: ReportResult, section: ReportSection, format: "csv" | "xlsx"): Promise<ReportFile> {
  const columns = sectionExportColumns(section.columns);
  const rows = [...section.rows, ...(section.totals ? [section.totals] : [])];
  const filename = `relatorio-${result.key}-${section.key}-${result.range.from}-${result.range.to}.${format}`;
  if (format === "csv") return { body: toCsv(columns, rows), contentType: "text/csv; charset=utf-8", filename };
  return { body: await toXlsx(columns, rows, { sheetName: section.title.slice(0, 31) }), contentType: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet", filename };
}
