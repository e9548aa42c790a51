import Papa from "papaparse";
import { Readable } from "node:stream";
import { exportCellValue, formatExportText, type ExportColumn } from "./export-format";
import { neutraliseCell } from "./neutralise";

export { neutraliseCell } from "./neutralise";

/** Excel pt-BR opens a CSV correctly when it is UTF-8 with a BOM, ";" separated, CRLF lines. */
export const CSV_BOM = "\uFEFF";
export const CSV_SEPARATOR = ";";
export const CSV_NEWLINE = "\r\n";

/** CSV lines (each ending in CRLF) for rows of cell texts; fields with ; " CR LF or edge spaces are quoted. */
export function csvLines(rows: readonly (readonly string[])[]): string {
  if (rows.length === 0) return "";
  const body = Papa.unparse(rows as string[][], { delimiter: CSV_SEPARATOR, newline: CSV_NEWLINE, quotes: false, header: false, escapeFormulae: false });
  return `${body}${CSV_NEWLINE}`;
}

function exportCells<Row>(columns: readonly ExportColumn<Row>[], row: Row): string[] {
  return columns.map((column) => neutraliseCell(formatExportText(column.type ?? "text", exportCellValue(column, row))));
}

function headerCells<Row>(columns: readonly ExportColumn<Row>[]): string[] {
  return columns.map((column) => neutraliseCell(column.header));
}

/** A whole export in memory: BOM, header line, one line per row. For large exports use csvExportStream. */
export function toCsv<Row>(columns: readonly ExportColumn<Row>[], rows: Iterable<Row>): string {
  const lines = [headerCells(columns)];
  for (const row of rows) lines.push(exportCells(columns, row));
  return CSV_BOM + csvLines(lines);
}

export interface CsvExportStreamOptions {
  /** Rows per written chunk (default 500). */
  readonly batchSize?: number;
}

/**
 * A streaming export: rows (e.g. pages read from the database with a cursor) in, UTF-8 bytes out, a batch of
 * rows at a time. Rows are pulled only as fast as the consumer reads (Readable.from honours backpressure).
 */
export function csvExportStream<Row>(columns: readonly ExportColumn<Row>[], rows: Iterable<Row> | AsyncIterable<Row>, options: CsvExportStreamOptions = {}): Readable {
  const batchSize = Math.max(1, options.batchSize ?? 500);
  async function* chunks(): AsyncGenerator<Buffer> {
    yield Buffer.from(CSV_BOM + csvLines([headerCells(columns)]), "utf8");
    let batch: string[][] = [];
    for await (const row of rows) {
      batch.push(exportCells(columns, row));
      if (batch.length >= batchSize) {
        yield Buffer.from(csvLines(batch), "utf8");
        batch = [];
      }
    }
    if (batch.length > 0) yield Buffer.from(csvLines(batch), "utf8");
  }
  return Readable.from(chunks(), { objectMode: false });
}
