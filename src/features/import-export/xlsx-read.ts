import ExcelJS from "exceljs";
import { createReadStream, createWriteStream } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { Readable, Transform } from "node:stream";
import { pipeline } from "node:stream/promises";
import { createTableAssembler, progressOf, type ImportRow, type ParsedTable, type RowHandler, type StreamReadOptions } from "./table";

/** A file path, the file's bytes, or a Node Readable of them. */
export type XlsxInput = string | Uint8Array | Readable;

function pad2(n: number): string {
  return String(n).padStart(2, "0");
}

/**
 * A date cell as the user sees it, "dd/MM/yyyy". Excel stores wall-clock serials without a zone and exceljs
 * turns them into Dates whose UTC fields are that wall clock, so the UTC fields are read (no zone shift).
 */
export function excelDateText(date: Date): string {
  if (Number.isNaN(date.getTime())) return "";
  return `${pad2(date.getUTCDate())}/${pad2(date.getUTCMonth() + 1)}/${date.getUTCFullYear()}`;
}

/**
 * A number cell as text: integers as plain digits (a CPF typed as a number, 52998224725, stays
 * "52998224725", never "5,3E+10"), other numbers with the Brazilian decimal comma ("1234,56"), no grouping,
 * rounded to Excel's 15 significant digits (a formula's 0.30000000000000004 shows, and reads, as "0,3").
 */
export function excelNumberText(value: number): string {
  if (!Number.isFinite(value)) return "";
  if (Number.isInteger(value)) return BigInt(value).toString();
  const rounded = Number(value.toPrecision(15));
  if (Number.isInteger(rounded)) return BigInt(rounded).toString();
  const text = Math.abs(rounded) < 1e-6 ? rounded.toFixed(20).replace(/0+$/, "") : String(rounded);
  return text.replace(".", ",");
}

/** Any exceljs cell value as the text a user sees (formulas give their cached result; booleans VERDADEIRO/FALSO). */
export function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return "";
  if (typeof value === "string") return value;
  if (typeof value === "number") return excelNumberText(value);
  if (typeof value === "boolean") return value ? "VERDADEIRO" : "FALSO";
  if (value instanceof Date) return excelDateText(value);
  if ("richText" in value) return value.richText.map((part) => part.text).join("");
  if ("error" in value) return value.error;
  if ("hyperlink" in value) return cellText(value.text as ExcelJS.CellValue);
  if ("result" in value) return cellText(value.result);
  return "";
}

function rowCells(row: ExcelJS.Row): string[] {
  const values = Array.isArray(row.values) ? row.values : [];
  const cells: string[] = [];
  // exceljs row values are 1-based and sparse (index 0 is unused).
  for (let i = 1; i < values.length; i++) cells.push(cellText(values[i]));
  return cells;
}

function toReadable(input: XlsxInput): Readable {
  if (typeof input === "string") return createReadStream(input);
  if (input instanceof Uint8Array) return Readable.from([Buffer.from(input.buffer, input.byteOffset, input.byteLength)]);
  return input;
}

export interface XlsxStreamSummary {
  readonly headers: string[];
  readonly sheetName: string | null;
  readonly rows: number;
  readonly bytesRead: number;
}

/**
 * Streams the first worksheet of an .xlsx with exceljs's WorkbookReader: rows are handed to onRow one at a time
 * (an async onRow is awaited before the next), cells as the texts a user sees. Memory holds the row being read
 * and the workbook's shared-strings table (Excel keeps each distinct text once there), not the sheet.
 *
 * exceljs loses, now and then, the entries that follow a worksheet stored before the shared strings: its
 * unzipper announces the end of the zip while entries still wait, unread, behind the worksheet it is copying
 * to a temporary file (about one small file in 300 failed with "Cannot read properties of undefined (reading
 * 'sheets')"). That happens before any row is read, so the file is read again, up to READ_ATTEMPTS times: from
 * its path or bytes, or from a temporary copy of a stream.
 */
export async function parseXlsxStream(input: XlsxInput, onRow: RowHandler, options: StreamReadOptions = {}): Promise<XlsxStreamSummary> {
  if (!(input instanceof Readable)) return readWithRetries(() => toReadable(input), onRow, options);
  const dir = await mkdtemp(path.join(tmpdir(), "xlsx-"));
  try {
    const copy = path.join(dir, "upload.xlsx");
    await pipeline(input, createWriteStream(copy), { signal: options.signal });
    return await readWithRetries(() => createReadStream(copy), onRow, options);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

const READ_ATTEMPTS = 3;

async function readWithRetries(open: () => Readable, onRow: RowHandler, options: StreamReadOptions): Promise<XlsxStreamSummary> {
  for (let attempt = 1; ; attempt++) {
    const read = { started: false };
    try {
      const summary = await readOnce(open(), onRow, options, read);
      if (summary.sheetName !== null || read.started || attempt === READ_ATTEMPTS) return summary;
    } catch (error) {
      if (read.started || attempt === READ_ATTEMPTS || !(error instanceof TypeError)) throw error;
    }
  }
}

async function readOnce(source: Readable, onRow: RowHandler, options: StreamReadOptions, read: { started: boolean }): Promise<XlsxStreamSummary> {
  let bytesRead = 0;
  let rowCount = 0;
  const report = () => options.onProgress?.(progressOf(bytesRead, options.totalBytes, rowCount));
  const counter = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      bytesRead += chunk.length;
      done(null, chunk);
    },
  });
  source.on("error", (error) => counter.destroy(error));
  source.pipe(counter);

  const onAbort = () => source.destroy(new Error("Leitura cancelada"));
  options.signal?.addEventListener("abort", onAbort, { once: true });
  options.signal?.throwIfAborted();
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(counter, {
    worksheets: "emit",
    sharedStrings: "cache",
    styles: "cache", // needed to tell date cells (a number with a date format) from numbers
    hyperlinks: "ignore",
    entries: "ignore",
  });
  const assembler = createTableAssembler();
  let sheetName: string | null = null;
  try {
    for await (const worksheet of reader) {
      sheetName = (worksheet as unknown as { name?: string }).name ?? null;
      for await (const row of worksheet) {
        options.signal?.throwIfAborted();
        const record = assembler.accept(rowCells(row), row.number);
        if (record.kind === "header") {
          read.started = true;
          await options.onHeaders?.(record.headers);
        }
        if (record.kind !== "row") continue;
        rowCount += 1;
        await onRow(record.row);
        if (rowCount % 500 === 0) report();
      }
      break; // the first worksheet only
    }
  } finally {
    options.signal?.removeEventListener("abort", onAbort);
    source.unpipe(counter);
    source.destroy();
    counter.destroy();
  }
  report();
  return { headers: assembler.headers() ?? [], sheetName, rows: rowCount, bytesRead };
}

/** Reads the first worksheet of an .xlsx into memory (for previews and small files; use parseXlsxStream for large ones). */
export async function parseXlsx(input: XlsxInput): Promise<ParsedTable & { sheetName: string | null }> {
  const rows: ImportRow[] = [];
  const summary = await parseXlsxStream(input, (row) => {
    rows.push(row);
  });
  return { headers: summary.headers, rows, sheetName: summary.sheetName };
}
