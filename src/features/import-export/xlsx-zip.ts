import { Transform, type Readable } from "node:stream";
import yauzl from "yauzl";
import { ImportFileError, uncompressedTooLargeMessage, xlsxCellTooLongMessage } from "./table";

/** A workbook has a dozen parts; tens of thousands of entries is a crafted file, not a spreadsheet. */
const MAX_ENTRIES = 10_000;

/**
 * Bytes of XML between two "<" that one cell may need: every character written as the longest escape
 * ("&#x10FFFF;") plus room for the tags around it. A longer run is a text no cell may hold.
 */
function maxTextRun(maxCellChars: number): number {
  return maxCellChars * 10 + 4096;
}

/** An .xlsx opened by its central directory (random access): entries by name, each inflated under the limits. */
export interface XlsxZip {
  readonly entries: ReadonlyMap<string, yauzl.Entry>;
  /**
   * Refuses, before inflating anything, parts whose declared sizes add up past the limit; yauzl then fails
   * any entry that inflates past its declared size, so a lying header cannot get round it.
   */
  checkDeclaredSizes(names: readonly string[]): void;
  /** The entry inflated, counted against the limit and with no text run longer than a cell may be. */
  read(name: string): Promise<Readable>;
  close(): Promise<void>;
}

interface Limits {
  readonly maxUncompressedBytes: number;
  readonly maxCellChars: number;
}

function guard(limits: Limits, budget: { used: number }): Transform {
  const maxRun = maxTextRun(limits.maxCellChars);
  let run = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      budget.used += chunk.length;
      if (budget.used > limits.maxUncompressedBytes) return done(new ImportFileError(uncompressedTooLargeMessage(limits.maxUncompressedBytes)));
      for (let from = 0; ; ) {
        const lt = chunk.indexOf(0x3c, from); // "<"
        run += (lt < 0 ? chunk.length : lt) - from;
        if (lt < 0 || run > maxRun) break;
        run = 0;
        from = lt + 1;
      }
      if (run > maxRun) return done(new ImportFileError(xlsxCellTooLongMessage(limits.maxCellChars)));
      done(null, chunk);
    },
  });
}

async function listEntries(zip: yauzl.ZipFile): Promise<Map<string, yauzl.Entry>> {
  if (zip.entryCount > MAX_ENTRIES) throw new ImportFileError("Não foi possível ler a planilha: confira se o arquivo é um .xlsx válido.");
  const entries = new Map<string, yauzl.Entry>();
  for await (const entry of zip.eachEntry()) entries.set(entry.fileName, entry);
  return entries;
}

/**
 * Opens an .xlsx from its path or its bytes. The caller must close() it: that destroys the entries' streams,
 * even one abandoned midway, and yauzl closes the file descriptor once the last of them lets go of it.
 */
export async function openXlsxZip(input: string | Uint8Array, limits: Limits): Promise<XlsxZip> {
  let zip: yauzl.ZipFile;
  try {
    zip =
      typeof input === "string"
        ? await yauzl.openPromise(input, { autoClose: false })
        : await yauzl.fromBufferPromise(Buffer.from(input.buffer, input.byteOffset, input.byteLength), { lazyEntries: true });
  } catch {
    throw new ImportFileError("Não foi possível ler a planilha: confira se o arquivo é um .xlsx válido.");
  }
  const streams = new Set<Readable>();
  const budget = { used: 0 };
  try {
    const entries = await listEntries(zip);
    return {
      entries,
      checkDeclaredSizes(names) {
        const declared = names.reduce((sum, name) => sum + (entries.get(name)?.uncompressedSize ?? 0), 0);
        if (declared > limits.maxUncompressedBytes) throw new ImportFileError(uncompressedTooLargeMessage(limits.maxUncompressedBytes));
      },
      async read(name) {
        const entry = entries.get(name);
        if (!entry) throw new ImportFileError("Não foi possível ler a planilha: confira se o arquivo é um .xlsx válido.");
        const raw = await zip.openReadStreamPromise(entry);
        const guarded = guard(limits, budget);
        raw.on("error", (error) => guarded.destroy(error));
        streams.add(raw).add(guarded);
        return raw.pipe(guarded);
      },
      async close() {
        for (const stream of streams) stream.destroy();
        zip.close();
      },
    };
  } catch (error) {
    zip.close();
    throw error;
  }
}
