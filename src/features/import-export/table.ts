/**
 * The shape every reader (CSV, XLSX) produces: a header row and data rows that keep their row number as the
 * user sees it in the file (header = row 1 when the file starts with it), so errors point at the right line.
 */
export interface ImportRow {
  /** 1-based row number in the file: the CSV record number or the worksheet row number. */
  readonly row: number;
  /** The raw cell texts, padded with "" up to the header's width (extra cells are kept). */
  readonly cells: string[];
}

export interface ParsedTable {
  readonly headers: string[];
  readonly rows: ImportRow[];
}

/** Progress of a streaming read: bytes consumed so far out of the total when the caller knows it. */
export interface ImportProgress {
  readonly bytesRead: number;
  readonly totalBytes: number | null;
  /** bytesRead / totalBytes in [0, 1], or null when the total is unknown. */
  readonly fraction: number | null;
  /** Data rows handed to onRow so far. */
  readonly rows: number;
}

/** A file the importer cannot read at all (wrong format, empty, past a limit): answered as 400 with this pt-BR message. */
export class ImportFileError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "ImportFileError";
  }
}

/**
 * Where a reader stops, so a hostile or broken file costs bounded memory and time: the text of one cell, the
 * columns of a row, the data rows of a file, and (XLSX) the bytes its zip entries inflate to.
 */
export interface ReadLimits {
  readonly maxCellChars: number;
  readonly maxColumns: number;
  readonly maxRows: number;
  readonly maxUncompressedBytes: number;
}

/** Excel's own cell limit, 1 000 columns, 1 000 000 rows, and 300 MB of XML for the parts of an .xlsx that are read. */
export const DEFAULT_READ_LIMITS: ReadLimits = { maxCellChars: 32_767, maxColumns: 1_000, maxRows: 1_000_000, maxUncompressedBytes: 300 * 1024 * 1024 };

/** A CSV record (one line, or several inside quotes) may hold this many cells' worth of text before the reader stops. */
export const RECORD_CELLS = 32;

const count = new Intl.NumberFormat("pt-BR");

export function cellTooLongMessage(row: number, max: number): string {
  return `A linha ${row} tem uma célula com mais de ${count.format(max)} caracteres: confira o arquivo.`;
}

/** Found in the XML before the cell's row is known. */
export function xlsxCellTooLongMessage(max: number): string {
  return `Uma célula da planilha passa de ${count.format(max)} caracteres: confira o arquivo.`;
}

export function tooManyColumnsMessage(row: number, max: number): string {
  return `A linha ${row} tem mais de ${count.format(max)} colunas: confira o arquivo.`;
}

export function tooManyRowsMessage(max: number): string {
  return `O arquivo passa do limite de ${count.format(max)} linhas: divida-o em arquivos menores.`;
}

export function recordTooLongMessage(row: number, max: number): string {
  return `A linha ${row} passa de ${count.format(max)} caracteres: confira as aspas e as quebras de linha do arquivo.`;
}

export function uncompressedTooLargeMessage(maxBytes: number): string {
  return `A planilha descompactada passa do limite de ${count.format(Math.round(maxBytes / (1024 * 1024)))} MB: divida-a em arquivos menores.`;
}

/**
 * Gives the event loop a turn when the reader has held it for a while: parsing a large chunk is synchronous,
 * and other requests (a page, a health check) must not wait behind an upload.
 */
export function createBreather(budgetMs = 10): () => Promise<void> | void {
  let since = performance.now();
  return () => {
    if (performance.now() - since < budgetMs) return;
    return new Promise<void>((resolve) =>
      setImmediate(() => {
        since = performance.now();
        resolve();
      }),
    );
  };
}

export interface StreamReadOptions {
  /** Where a reader stops; missing fields take DEFAULT_READ_LIMITS. */
  readonly limits?: Partial<ReadLimits>;
  /** Folder for the temporary copy of a streamed .xlsx (the system's temp folder when unset). */
  readonly tempDir?: string;
  /** File size in bytes, for the progress fraction. */
  readonly totalBytes?: number;
  readonly onProgress?: (progress: ImportProgress) => void;
  /** Called once with the cleaned header row, before the first data row. */
  readonly onHeaders?: (headers: string[]) => void | Promise<void>;
  readonly signal?: AbortSignal;
}

export function readLimits(partial: Partial<ReadLimits> | undefined): ReadLimits {
  return { ...DEFAULT_READ_LIMITS, ...partial };
}

export type RowHandler = (row: ImportRow) => void | Promise<void>;

export function progressOf(bytesRead: number, totalBytes: number | undefined, rows: number): ImportProgress {
  const total = totalBytes !== undefined && totalBytes > 0 ? totalBytes : null;
  return { bytesRead, totalBytes: total, fraction: total === null ? null : Math.min(1, bytesRead / total), rows };
}

/** A column name longer than this is not a name: it is cut, so the analysis never echoes a whole text back. */
export const HEADER_MAX_CHARS = 200;

/** Header text as a user would name it: BOM dropped, whitespace (line breaks, no-break spaces) collapsed, trimmed, cut at HEADER_MAX_CHARS. */
export function cleanHeader(header: string): string {
  return header.replace(/^\uFEFF/, "").replace(/[\s\u00a0\u202f]+/g, " ").trim().slice(0, HEADER_MAX_CHARS);
}

export function isBlankRecord(cells: readonly string[]): boolean {
  return cells.every((cell) => cell.trim() === "");
}

export type AssembledRecord = { kind: "header"; headers: string[] } | { kind: "row"; row: ImportRow } | { kind: "skip" };

/** Checks a record against the cell and column limits (ImportFileError past them). */
function checkRecord(cells: readonly string[], rowNumber: number, limits: ReadLimits): void {
  if (cells.length > limits.maxColumns) throw new ImportFileError(tooManyColumnsMessage(rowNumber, limits.maxColumns));
  for (const cell of cells) if (cell.length > limits.maxCellChars) throw new ImportFileError(cellTooLongMessage(rowNumber, limits.maxCellChars));
}

/**
 * Turns a sequence of records into a header plus numbered data rows: blank records (empty lines, or lines of
 * separators only) are skipped but still counted, the first non-blank record is the header. Past a limit of
 * `limits` (cell length, columns, data rows) it throws ImportFileError.
 */
export function createTableAssembler(limits: ReadLimits = DEFAULT_READ_LIMITS): { accept(cells: string[], rowNumber: number): AssembledRecord; headers(): string[] | null } {
  let headers: string[] | null = null;
  let rows = 0;
  return {
    accept(cells, rowNumber) {
      checkRecord(cells, rowNumber, limits);
      if (isBlankRecord(cells)) return { kind: "skip" };
      if (headers !== null && ++rows > limits.maxRows) throw new ImportFileError(tooManyRowsMessage(limits.maxRows));
      if (headers === null) {
        headers = cells.map(cleanHeader);
        return { kind: "header", headers };
      }
      const padded = cells.length < headers.length ? [...cells, ...Array<string>(headers.length - cells.length).fill("")] : cells;
      return { kind: "row", row: { row: rowNumber, cells: padded } };
    },
    headers: () => headers,
  };
}
