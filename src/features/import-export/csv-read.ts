import Papa from "papaparse";
import { createAutoDecoder, type TextEncodingName } from "./encoding";
import { createBreather, createTableAssembler, ImportFileError, progressOf, readLimits, RECORD_CELLS, recordTooLongMessage, type ImportRow, type ParsedTable, type RowHandler, type StreamReadOptions } from "./table";

export type CsvDelimiter = "," | ";";

/** How much text the delimiter guess looks at. */
export const SAMPLE_CHARS = 64 * 1024;
/** Records the delimiter guess parses. */
const SAMPLE_RECORDS = 20;

/**
 * Guesses "," or ";" from the start of a file with papaparse's guesser (quote-aware: a quoted "Silva, João"
 * does not count as a comma separator). ";" wins ties and is the fallback: Excel in Brazil writes ";" because
 * "," is the decimal mark ("1.234,56").
 */
export function detectDelimiter(sample: string): CsvDelimiter {
  const text = sample.replace(/^\uFEFF/, "").slice(0, SAMPLE_CHARS);
  const result = Papa.parse<string[]>(text, { delimitersToGuess: [";", ","], preview: SAMPLE_RECORDS, skipEmptyLines: true });
  const undetectable = result.errors.some((e) => e.code === "UndetectableDelimiter");
  return !undetectable && result.meta.delimiter === "," ? "," : ";";
}

/** The line ending, ignoring quoted fields (which may hold other line breaks): CRLF, LF or a lone CR. */
export function detectNewline(sample: string): "\r\n" | "\n" | "\r" {
  const unquoted = sample.replace(/"[^"]*"/g, "");
  const at = unquoted.search(/\r\n|\n|\r/);
  if (at < 0) return "\n";
  if (unquoted[at] === "\n") return "\n";
  return unquoted[at + 1] === "\n" ? "\r\n" : "\r";
}

export interface CsvParseError {
  /** 1-based record number where papaparse met the problem. */
  readonly row: number;
  readonly message: string;
}

export interface ParsedCsv extends ParsedTable {
  readonly delimiter: CsvDelimiter;
  readonly errors: CsvParseError[];
}

const PARSE_ERROR_MESSAGES: Record<string, string> = {
  MissingQuotes: "Aspas não fechadas: confira as aspas deste campo",
  InvalidQuotes: "Aspas mal formadas: dentro de um campo entre aspas, escreva as aspas duas vezes (\"\")",
};

export interface ParseCsvOptions {
  /** Forces the separator instead of guessing it. */
  readonly delimiter?: CsvDelimiter;
}

/**
 * Parses CSV text (already decoded: see decodeText) into a header and numbered rows. Header cells are
 * trimmed; blank lines are skipped but counted, so row numbers match the file (header = row 1).
 */
export function parseCsv(text: string, options: ParseCsvOptions = {}): ParsedCsv {
  const input = text.replace(/^\uFEFF/, "");
  const delimiter = options.delimiter ?? detectDelimiter(input);
  const result = Papa.parse<string[]>(input, { delimiter, skipEmptyLines: false, header: false });
  const assembler = createTableAssembler();
  const rows: ImportRow[] = [];
  result.data.forEach((cells, index) => {
    const record = assembler.accept(cells, index + 1);
    if (record.kind === "row") rows.push(record.row);
  });
  const errors = result.errors.map((e) => ({ row: (e.row ?? 0) + 1, message: PARSE_ERROR_MESSAGES[e.code] ?? e.message }));
  return { headers: assembler.headers() ?? [], rows, delimiter, errors };
}

export interface CsvStreamSummary {
  readonly headers: string[];
  readonly delimiter: CsvDelimiter;
  /** null when the file held only ASCII (identical in both encodings). */
  readonly encoding: TextEncodingName | null;
  readonly rows: number;
  readonly bytesRead: number;
}

export interface CsvStreamOptions extends StreamReadOptions {
  readonly delimiter?: CsvDelimiter;
}

/** Bytes in, text out: the auto decoder (UTF-8 or Windows-1252) with a byte count for progress. */
async function* decodedText(input: AsyncIterable<Uint8Array | string>, decoder: ReturnType<typeof createAutoDecoder>, onBytes: (n: number) => void): AsyncGenerator<string> {
  for await (const chunk of input) {
    if (typeof chunk === "string") {
      onBytes(Buffer.byteLength(chunk));
      yield chunk;
      continue;
    }
    const text = decoder.write(chunk);
    onBytes(chunk.byteLength);
    if (text !== "") yield text;
  }
  const tail = decoder.end();
  if (tail !== "") yield tail;
}

/**
 * Streams a CSV file (a Node Readable of bytes, or any async iterable of chunks) row by row in bounded memory:
 * encoding detected on the fly, separator and line ending guessed from the first 64 KB, papaparse's parser, and
 * backpressure (an async onRow pauses the reading until it resolves). Reports progress after every chunk.
 */
export async function parseCsvStream(input: AsyncIterable<Uint8Array | string>, onRow: RowHandler, options: CsvStreamOptions = {}): Promise<CsvStreamSummary> {
  const decoder = createAutoDecoder();
  let bytesRead = 0;
  let rowCount = 0;
  const report = () => options.onProgress?.(progressOf(bytesRead, options.totalBytes, rowCount));
  const text = decodedText(input, decoder, (n) => {
    bytesRead += n;
  });

  // Read ahead until there is enough text to guess the separator, then replay it in front of the rest.
  const head: string[] = [];
  let headLength = 0;
  let exhausted = false;
  while (headLength < SAMPLE_CHARS) {
    const next = await text.next();
    if (next.done) {
      exhausted = true;
      break;
    }
    head.push(next.value);
    headLength += next.value.length;
  }
  const sample = head.join("");
  const delimiter = options.delimiter ?? detectDelimiter(sample);
  async function* replay(): AsyncGenerator<string> {
    if (sample !== "") yield sample;
    report();
    if (exhausted) return;
    for await (const piece of text) {
      yield piece;
      report();
    }
  }

  const limits = readLimits(options.limits);
  const maxRecordChars = limits.maxCellChars * RECORD_CELLS;
  const assembler = createTableAssembler(limits);
  const breathe = createBreather();
  let recordNumber = 0;
  const accept = async (cells: string[]) => {
    await breathe();
    options.signal?.throwIfAborted();
    recordNumber += 1;
    const record = assembler.accept(cells, recordNumber);
    if (record.kind === "header") await options.onHeaders?.(record.headers);
    if (record.kind !== "row") return;
    rowCount += 1;
    await onRow(record.row);
  };
  // papaparse's own core parser, fed chunk by chunk: each call parses the complete records and reports where
  // the unfinished last one starts, which is carried into the next chunk (a quoted field may span chunks).
  // Its Node stream mode does the same but hands rows over one by one through an object stream, which cost
  // ten times the parsing itself (3 s instead of 0.3 s for 50 000 rows).
  const parser = new Papa.Parser({ delimiter, newline: detectNewline(sample) });
  let rest = "";
  for await (const piece of replay()) {
    options.signal?.throwIfAborted();
    const input = rest + piece;
    const result = parser.parse(input, 0, true) as Papa.ParseResult<string[]>;
    rest = input.slice(result.meta.cursor);
    // An unfinished record is parsed again with every chunk: a line that never ends (a stray quote, a binary
    // file) would cost quadratic time and hold the whole file, so it stops here.
    if (rest.length > maxRecordChars) throw new ImportFileError(recordTooLongMessage(recordNumber + result.data.length + 1, maxRecordChars));
    for (const cells of result.data) await accept(cells);
  }
  for (const cells of (parser.parse(rest, 0, false) as Papa.ParseResult<string[]>).data) await accept(cells);
  report();
  return { headers: assembler.headers() ?? [], delimiter, encoding: decoder.encoding, rows: rowCount, bytesRead };
}
