import { Readable } from "node:stream";
import { CSV_BOM, csvLines } from "./csv-write";
import { neutraliseCell } from "./neutralise";

export const REJECTION_REASON_HEADER = "Motivo da rejeição";

export interface RejectedRowInput {
  readonly cells: readonly string[];
  readonly errors: readonly { readonly column: string; readonly message: string }[];
}

/** "CPF/CNPJ: CPF inválido (dígito verificador); Nascimento: Data inválida: use dd/MM/aaaa". */
export function rejectionReason(errors: RejectedRowInput["errors"]): string {
  return errors.map((e) => `${e.column}: ${e.message}`).join("; ");
}

function rejectedCells(row: RejectedRowInput, width: number): string[] {
  const cells = Array.from({ length: width }, (_, i) => neutraliseCell(row.cells[i] ?? ""));
  return [...cells, neutraliseCell(rejectionReason(row.errors))];
}

function headerCells(headers: readonly string[], width: number, reasonHeader: string): string[] {
  return [...Array.from({ length: width }, (_, i) => neutraliseCell(headers[i] ?? "")), reasonHeader];
}

export interface RejectedCsvOptions {
  readonly reasonHeader?: string;
}

/**
 * The rejected rows as a CSV for the user to fix and re-import: UTF-8 with BOM, ";" separated, the file's
 * own header and cells (neutralised against formula injection; the importer undoes it) plus a last column
 * "Motivo da rejeição" with every error of the row. Rows wider than the header keep their extra cells.
 */
export function rejectedRowsCsv(headers: readonly string[], rejected: readonly RejectedRowInput[], options: RejectedCsvOptions = {}): string {
  const width = rejected.reduce((max, r) => Math.max(max, r.cells.length), headers.length);
  const lines = [headerCells(headers, width, options.reasonHeader ?? REJECTION_REASON_HEADER), ...rejected.map((r) => rejectedCells(r, width))];
  return CSV_BOM + csvLines(lines);
}

/**
 * The same file streamed, for imports with many rejected rows. The width is the header's: extra cells beyond it
 * are dropped, since the header line is written before the rows are seen.
 */
export function rejectedRowsCsvStream(headers: readonly string[], rejected: Iterable<RejectedRowInput> | AsyncIterable<RejectedRowInput>, options: RejectedCsvOptions = {}): Readable {
  const width = headers.length;
  async function* chunks(): AsyncGenerator<Buffer> {
    yield Buffer.from(CSV_BOM + csvLines([headerCells(headers, width, options.reasonHeader ?? REJECTION_REASON_HEADER)]), "utf8");
    for await (const row of rejected) yield Buffer.from(csvLines([rejectedCells(row, width)]), "utf8");
  }
  return Readable.from(chunks(), { objectMode: false });
}
