import { TZDate } from "@date-fns/tz";
import ExcelJS from "exceljs";
import { once } from "node:events";
import { PassThrough, type Readable, type Writable } from "node:stream";
import { SAO_PAULO_TZ } from "~/lib/time";
import { exportCellValue, formatExportText, toCentavos, type ExportColumn, type ExportValueType } from "./export-format";
import { neutraliseCell } from "./neutralise";

export const XLSX_MONEY_FORMAT = '"R$" #,##0.00';
export const XLSX_DATE_FORMAT = "dd/mm/yyyy";
export const XLSX_DATETIME_FORMAT = "dd/mm/yyyy hh:mm";
export const XLSX_INTEGER_FORMAT = "0";
/** Excel's limit of characters in a cell. */
const MAX_CELL_TEXT = 32_767;

export interface XlsxCell {
  readonly value: ExcelJS.CellValue;
  readonly numFmt?: string;
}

/** Excel dates have no zone: the São Paulo wall clock of an instant, as a Date whose UTC fields are that wall clock. */
function wallClock(value: unknown, withTime: boolean): Date | null {
  if (typeof value === "string") {
    const day = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
    if (day) return new Date(Date.UTC(Number(day[1]), Number(day[2]) - 1, Number(day[3])));
  }
  const instant = value instanceof Date ? value.getTime() : typeof value === "number" || typeof value === "string" ? new Date(value).getTime() : Number.NaN;
  if (Number.isNaN(instant)) return null;
  const local = new TZDate(instant, SAO_PAULO_TZ);
  return new Date(
    Date.UTC(local.getFullYear(), local.getMonth(), local.getDate(), withTime ? local.getHours() : 0, withTime ? local.getMinutes() : 0, withTime ? local.getSeconds() : 0),
  );
}

function textCell(type: ExportValueType, value: unknown): XlsxCell {
  const text = neutraliseCell(formatExportText(type, value));
  return { value: text.length > MAX_CELL_TEXT ? text.slice(0, MAX_CELL_TEXT) : text };
}

/**
 * A typed XLSX cell: money as a number of reais with the R$ format, dates as dates (dd/mm/yyyy, the São Paulo
 * day), integers and numbers as numbers (never neutralised: -10 stays a number), everything else as
 * neutralised text.
 */
export function xlsxCell(type: ExportValueType, value: unknown): XlsxCell {
  if (value === null || value === undefined) return { value: null };
  switch (type) {
    case "money": {
      const centavos = toCentavos(value);
      return centavos === null ? textCell("text", value) : { value: Number(centavos) / 100, numFmt: XLSX_MONEY_FORMAT };
    }
    case "date":
    case "datetime": {
      const date = wallClock(value, type === "datetime");
      return date === null ? { value: null } : { value: date, numFmt: type === "date" ? XLSX_DATE_FORMAT : XLSX_DATETIME_FORMAT };
    }
    case "integer":
    case "number": {
      const n = typeof value === "bigint" ? Number(value) : value;
      if (typeof n === "number" && Number.isFinite(n)) return type === "integer" ? { value: n, numFmt: XLSX_INTEGER_FORMAT } : { value: n };
      return textCell("text", value);
    }
    default:
      return textCell(type, value);
  }
}

/** Excel sheet names: at most 31 characters, none of \ / ? * [ ] : */
export function safeSheetName(name: string): string {
  const cleaned = name.replace(/[\\/?*[\]:]/g, " ").replace(/\s+/g, " ").trim().slice(0, 31).trim();
  return cleaned === "" ? "Planilha1" : cleaned;
}

export interface XlsxExportOptions {
  readonly sheetName?: string;
}

/**
 * Writes an .xlsx to `output` with exceljs's streaming WorkbookWriter: each row is committed (flushed) as soon as
 * it is added, so memory holds one row, not the sheet. Header row bold and frozen. Resolves when the file is
 * complete (output finished).
 */
export async function writeXlsx<Row>(
  columns: readonly ExportColumn<Row>[],
  rows: Iterable<Row> | AsyncIterable<Row>,
  output: Writable,
  options: XlsxExportOptions = {},
): Promise<void> {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: output, useStyles: true, useSharedStrings: false });
  const sheet = workbook.addWorksheet(safeSheetName(options.sheetName ?? "Exportação"), { views: [{ state: "frozen", xSplit: 0, ySplit: 1 }] });
  sheet.columns = columns.map((c) => ({ key: c.key, width: c.width ?? Math.min(50, Math.max(12, c.header.length + 2)) }));
  const header = sheet.addRow(columns.map((c) => neutraliseCell(c.header)));
  header.font = { bold: true };
  header.commit();
  let count = 0;
  for await (const row of rows) {
    const added = sheet.addRow([]);
    columns.forEach((column, i) => {
      const cell = xlsxCell(column.type ?? "text", exportCellValue(column, row));
      const target = added.getCell(i + 1);
      target.value = cell.value;
      if (cell.numFmt) target.numFmt = cell.numFmt;
    });
    added.commit();
    count += 1;
    // Let a slow reader catch up instead of buffering the compressed file in memory.
    if (count % 200 === 0 && output.writableNeedDrain) await once(output, "drain");
  }
  sheet.commit();
  await workbook.commit();
}

/** The export as a Readable of .xlsx bytes (e.g. to pipe into an HTTP response); a failure destroys the stream. */
export function xlsxExportStream<Row>(columns: readonly ExportColumn<Row>[], rows: Iterable<Row> | AsyncIterable<Row>, options: XlsxExportOptions = {}): Readable {
  const output = new PassThrough();
  writeXlsx(columns, rows, output, options).catch((error: unknown) => output.destroy(error instanceof Error ? error : new Error(String(error))));
  return output;
}

/** The whole .xlsx in memory (small exports, tests). */
export async function toXlsx<Row>(columns: readonly ExportColumn<Row>[], rows: Iterable<Row> | AsyncIterable<Row>, options: XlsxExportOptions = {}): Promise<Buffer> {
  const chunks: Buffer[] = [];
  const output = new PassThrough();
  output.on("data", (chunk: Buffer) => chunks.push(chunk));
  await writeXlsx(columns, rows, output, options);
  return Buffer.concat(chunks);
}
