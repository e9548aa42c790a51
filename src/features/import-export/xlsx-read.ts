import ExcelJS from "exceljs";
import { createWriteStream } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { Readable, Transform } from "node:stream";
import { pipeline } from "node:stream/promises";
import { createBreather, createTableAssembler, ImportFileError, progressOf, readLimits, type ImportRow, type ParsedTable, type ReadLimits, type RowHandler, type StreamReadOptions } from "./table";
import { openXlsxZip } from "./xlsx-zip";

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

export interface XlsxStreamSummary {
  readonly headers: string[];
  readonly sheetName: string | null;
  readonly rows: number;
  readonly bytesRead: number;
}

/**
 * The parts of exceljs's streaming WorkbookReader that parse one zip entry each (exceljs 4.4). Its own parse()
 * reads the zip as a stream and copies a worksheet stored before the shared strings (as Excel writes them) to
 * a temporary file that stays, open, when the reading stops early; and it inflates whatever the zip holds. So
 * the zip is opened here by its central directory, and each part is handed to the matching parser.
 */
interface WorkbookParts {
  workbookRels?: { Id: string; Target: string }[];
  model?: { sheets?: { id: number; name: string; rId: string }[] };
  _parseRels(entry: Readable): Promise<void>;
  _parseWorkbook(entry: Readable): Promise<void>;
  _parseStyles(entry: Readable): Promise<void>;
  _parseSharedStrings(entry: Readable): AsyncGenerator<unknown>;
  _parseWorksheet(iterator: AsyncIterable<unknown>, sheetNo: string): Generator<{ eventType: string; value: AsyncIterable<ExcelJS.Row> & { name?: string } }>;
}

const SHEET_PATH = /^xl\/worksheets\/sheet(\d+)\.xml$/;

/** The first worksheet in the workbook's tab order; the lowest-numbered sheet part when the relations do not say. */
function firstSheetPath(parts: WorkbookParts, names: Iterable<string>): string | null {
  const first = parts.model?.sheets?.[0];
  const target = first && parts.workbookRels?.find((rel) => rel.Id === first.rId)?.Target;
  const candidates = [...names].filter((name) => SHEET_PATH.test(name));
  if (target) {
    const resolved = target.startsWith("/") ? target.slice(1) : `xl/${target}`;
    if (candidates.includes(resolved)) return resolved;
  }
  candidates.sort((a, b) => Number(SHEET_PATH.exec(a)![1]) - Number(SHEET_PATH.exec(b)![1]));
  return candidates[0] ?? null;
}

/**
 * Streams the first worksheet of an .xlsx: rows are handed to onRow one at a time (an async onRow is awaited
 * before the next), cells as the texts a user sees. Memory holds the row being read and the workbook's
 * shared-strings table (Excel keeps each distinct text once there), not the sheet. A streamed input is first
 * copied to a temporary file (random access is what lets the declared sizes be checked before inflating),
 * removed before this returns or throws. Past the limits (inflated size, cell length, columns, rows) it throws
 * ImportFileError.
 */
export async function parseXlsxStream(input: XlsxInput, onRow: RowHandler, options: StreamReadOptions = {}): Promise<XlsxStreamSummary> {
  if (!(input instanceof Readable)) return readWorkbook(input, onRow, options, 0);
  const dir = await mkdtemp(path.join(options.tempDir ?? tmpdir(), "xlsx-"));
  try {
    const copy = path.join(dir, "upload.xlsx");
    let bytes = 0;
    const counter = new Transform({
      transform(chunk: Buffer, _encoding, done) {
        bytes += chunk.length;
        done(null, chunk);
      },
    });
    await pipeline(input, counter, createWriteStream(copy), { signal: options.signal });
    return await readWorkbook(copy, onRow, options, bytes);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

async function readWorkbook(input: string | Uint8Array, onRow: RowHandler, options: StreamReadOptions, fileBytes: number): Promise<XlsxStreamSummary> {
  const limits = readLimits(options.limits);
  const bytesRead = typeof input === "string" ? fileBytes : input.byteLength;
  const zip = await openXlsxZip(input, limits);
  try {
    // The reader is only a holder of parsed parts here: its input is never read.
    const parts = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from([]), {
      worksheets: "emit",
      sharedStrings: "cache",
      styles: "cache", // needed to tell date cells (a number with a date format) from numbers
      hyperlinks: "ignore",
      entries: "ignore",
    }) as unknown as WorkbookParts;
    const has = (name: string) => zip.entries.has(name);
    if (!has("xl/workbook.xml")) throw new ImportFileError("Não foi possível ler a planilha: confira se o arquivo é um .xlsx válido.");
    const names = ["xl/_rels/workbook.xml.rels", "xl/workbook.xml", "xl/styles.xml", "xl/sharedStrings.xml"].filter(has);
    const sheetCandidates = [...zip.entries.keys()].filter((name) => SHEET_PATH.test(name));
    zip.checkDeclaredSizes(names);
    if (has("xl/_rels/workbook.xml.rels")) await parts._parseRels(await zip.read("xl/_rels/workbook.xml.rels"));
    await parts._parseWorkbook(await zip.read("xl/workbook.xml"));
    const sheet = firstSheetPath(parts, sheetCandidates);
    if (sheet === null) return { headers: [], sheetName: null, rows: 0, bytesRead };
    zip.checkDeclaredSizes([...names, sheet]);
    if (has("xl/styles.xml")) await parts._parseStyles(await zip.read("xl/styles.xml"));
    if (has("xl/sharedStrings.xml")) for await (const _ of parts._parseSharedStrings(await zip.read("xl/sharedStrings.xml"))) void _;
    const [event] = parts._parseWorksheet(await zip.read(sheet), SHEET_PATH.exec(sheet)![1]!);
    if (!event) return { headers: [], sheetName: null, rows: 0, bytesRead };
    return await readRows(event.value, onRow, options, limits, bytesRead);
  } finally {
    await zip.close();
  }
}

async function readRows(worksheet: AsyncIterable<ExcelJS.Row> & { name?: string }, onRow: RowHandler, options: StreamReadOptions, limits: ReadLimits, bytesRead: number): Promise<XlsxStreamSummary> {
  let rowCount = 0;
  const report = () => options.onProgress?.(progressOf(bytesRead, options.totalBytes, rowCount));
  options.signal?.throwIfAborted();
  const assembler = createTableAssembler(limits);
  const breathe = createBreather();
  for await (const row of worksheet) {
    options.signal?.throwIfAborted();
    await breathe();
    const record = assembler.accept(rowCells(row), row.number);
    if (record.kind === "header") await options.onHeaders?.(record.headers);
    if (record.kind !== "row") continue;
    rowCount += 1;
    await onRow(record.row);
    if (rowCount % 500 === 0) report();
  }
  report();
  return { headers: assembler.headers() ?? [], sheetName: worksheet.name ?? null, rows: rowCount, bytesRead };
}

/** Reads the first worksheet of an .xlsx into memory (for previews and small files; use parseXlsxStream for large ones). */
export async function parseXlsx(input: XlsxInput): Promise<ParsedTable & { sheetName: string | null }> {
  const rows: ImportRow[] = [];
  const summary = await parseXlsxStream(input, (row) => {
    rows.push(row);
  });
  return { headers: summary.headers, rows, sheetName: summary.sheetName };
}
