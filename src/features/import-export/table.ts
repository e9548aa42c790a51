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

export interface StreamReadOptions {
  /** File size in bytes, for the progress fraction. */
  readonly totalBytes?: number;
  readonly onProgress?: (progress: ImportProgress) => void;
  /** Called once with the cleaned header row, before the first data row. */
  readonly onHeaders?: (headers: string[]) => void | Promise<void>;
  readonly signal?: AbortSignal;
}

export type RowHandler = (row: ImportRow) => void | Promise<void>;

export function progressOf(bytesRead: number, totalBytes: number | undefined, rows: number): ImportProgress {
  const total = totalBytes !== undefined && totalBytes > 0 ? totalBytes : null;
  return { bytesRead, totalBytes: total, fraction: total === null ? null : Math.min(1, bytesRead / total), rows };
}

/** Header text as a user would name it: BOM dropped, whitespace (line breaks, no-break spaces) collapsed, trimmed. */
export function cleanHeader(header: string): string {
  return header.replace(/^\uFEFF/, "").replace(/[\s\u00a0\u202f]+/g, " ").trim();
}

export function isBlankRecord(cells: readonly string[]): boolean {
  return cells.every((cell) => cell.trim() === "");
}

export type AssembledRecord = { kind: "header"; headers: string[] } | { kind: "row"; row: ImportRow } | { kind: "skip" };

/**
 * Turns a sequence of records into a header plus numbered data rows: blank records (empty lines, or lines of
 * separators only) are skipped but still counted, the first non-blank record is the header.
 */
export function createTableAssembler(): { accept(cells: string[], rowNumber: number): AssembledRecord; headers(): string[] | null } {
  let headers: string[] | null = null;
  return {
    accept(cells, rowNumber) {
      if (isBlankRecord(cells)) return { kind: "skip" };
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
