import { Readable } from "node:stream";
import { parseCsvStream, type CsvDelimiter } from "../csv-read";
import type { TextEncodingName } from "../encoding";
import { parseXlsxStream } from "../xlsx-read";
import { ImportFileError, type RowHandler } from "../table";
import { uploadReadLimits, uploadTempDir } from "./upload-config";

export type FileFormat = "csv" | "xlsx";

export interface FileSummary {
  readonly format: FileFormat;
  /** CSV only; null for XLSX, or for a CSV of plain ASCII (the same text in both encodings). */
  readonly encoding: TextEncodingName | null;
  readonly delimiter: CsvDelimiter | null;
  readonly headers: string[];
  readonly rows: number;
  readonly bytes: number;
}

export { ImportFileError };

const ZIP_MAGIC = [0x50, 0x4b, 0x03, 0x04];
const OLE_MAGIC = [0xd0, 0xcf, 0x11, 0xe0];

function startsWith(bytes: Uint8Array, magic: readonly number[]): boolean {
  return magic.every((b, i) => bytes[i] === b);
}

/** How much of the start of a file the text check looks at. */
const TEXT_PROBE_BYTES = 8192;

/**
 * True when the start of a file is not text in any encoding the importer reads (UTF-8, Windows-1252): a NUL
 * byte, or more than 1 % of control characters other than tab, line breaks and form feed. A random binary file
 * has about 12 %; a CSV has none.
 */
export function looksBinary(head: Uint8Array): boolean {
  const probe = head.subarray(0, TEXT_PROBE_BYTES);
  let controls = 0;
  for (const byte of probe) {
    if (byte === 0) return true;
    if (byte < 0x20 && byte !== 0x09 && byte !== 0x0a && byte !== 0x0d && byte !== 0x0c) controls += 1;
  }
  return controls > probe.length / 100;
}

/**
 * PostgreSQL's text cannot hold NUL (U+0000), and no name, document or note means one: a stray NUL deep in a
 * text file (past the binary check's probe) or an `_x0000_` escape in a worksheet is dropped as the cell is read.
 */
function withoutNul(cells: string[]): string[] {
  return cells.map((c) => (c.includes("\u0000") ? c.replaceAll("\u0000", "") : c));
}

/** A sample cell is shown under its header in the mapping step: a glimpse, never the whole text. */
export const SAMPLE_CELL_CHARS = 200;

/** A row as shown in the mapping step's samples: each cell cut at SAMPLE_CELL_CHARS, with "…" when cut. */
export function sampleOf(cells: readonly string[]): string[] {
  return cells.map((cell) => (cell.length > SAMPLE_CELL_CHARS ? `${cell.slice(0, SAMPLE_CELL_CHARS - 1)}…` : cell));
}

export const NOT_A_TABLE_MESSAGE = 'O arquivo não é uma planilha: envie um .xlsx ou um CSV (texto; no Excel, "Salvar como" → "CSV UTF-8").';

/** Reads the first chunk to tell an .xlsx (a zip) from a CSV, then hands back the whole stream again. */
async function sniff(input: AsyncIterable<Uint8Array>): Promise<{ format: FileFormat; stream: AsyncIterable<Uint8Array> }> {
  const iterator = input[Symbol.asyncIterator]();
  const first = await iterator.next();
  if (first.done || first.value.byteLength === 0) throw new ImportFileError("O arquivo está vazio.");
  const head = first.value;
  if (startsWith(head, OLE_MAGIC)) {
    throw new ImportFileError("Arquivos .xls (Excel 97-2003) não são aceitos: salve a planilha como .xlsx ou CSV e envie de novo.");
  }
  async function* replay(): AsyncGenerator<Uint8Array> {
    yield head;
    for (;;) {
      const next = await iterator.next();
      if (next.done) return;
      yield next.value;
    }
  }
  const format = startsWith(head, ZIP_MAGIC) ? "xlsx" : "csv";
  if (format === "csv" && looksBinary(head)) throw new ImportFileError(NOT_A_TABLE_MESSAGE);
  return { format, stream: replay() };
}

export interface ReadFileOptions {
  readonly onHeaders?: (headers: string[]) => void | Promise<void>;
  readonly totalBytes?: number;
}

/**
 * Streams an uploaded CSV or XLSX row by row (bounded memory, backpressure through an async onRow). CSV
 * encoding and separator are detected on the fly; XLSX reads the first worksheet. Stops with ImportFileError at the
 * configured limits (IMPORT_MAX_*), and refuses a file that is neither text nor a zip.
 */
export async function readImportFile(input: AsyncIterable<Uint8Array>, givenOnRow: RowHandler, options: ReadFileOptions = {}): Promise<FileSummary> {
  const { format, stream } = await sniff(input);
  const limits = uploadReadLimits();
  let headersSeen = false;
  const onHeaders = async (headers: string[]) => {
    headersSeen = true;
    await options.onHeaders?.(withoutNul(headers));
  };
  const onRow: RowHandler = (row) => givenOnRow(row.cells.some((c) => c.includes("\u0000")) ? { row: row.row, cells: withoutNul(row.cells) } : row);
  if (format === "xlsx") {
    let summary;
    try {
      summary = await parseXlsxStream(Readable.from(stream), onRow, { onHeaders, totalBytes: options.totalBytes, limits, tempDir: uploadTempDir() });
    } catch (error) {
      if (!headersSeen && !(error instanceof ImportFileError)) throw new ImportFileError("Não foi possível ler a planilha: confira se o arquivo é um .xlsx válido.");
      throw error;
    }
    if (!headersSeen) throw new ImportFileError("A planilha está vazia: a primeira linha deve ter os nomes das colunas.");
    return { format, encoding: null, delimiter: null, headers: withoutNul(summary.headers), rows: summary.rows, bytes: summary.bytesRead };
  }
  const summary = await parseCsvStream(stream, onRow, { onHeaders, totalBytes: options.totalBytes, limits });
  if (!headersSeen) throw new ImportFileError("O arquivo está vazio: a primeira linha deve ter os nomes das colunas.");
  return { format, encoding: summary.encoding, delimiter: summary.delimiter, headers: withoutNul(summary.headers), rows: summary.rows, bytes: summary.bytesRead };
}
