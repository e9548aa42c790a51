import { Readable } from "node:stream";
import { describe, expect, it } from "vitest";
import { detectDelimiter, parseCsv, parseCsvStream } from "./csv-read";
import { decodeText, MixedEncodingError } from "./encoding";
import { type ImportProgress, type ImportRow } from "./table";

const cp1252 = (text: string) => Uint8Array.from([...text].map((c) => c.charCodeAt(0)));

describe("detectDelimiter", () => {
  it.each([
    ["Brazilian Excel (;) with decimal commas", "Nome;Valor\nJoão;1.234,56\nAna;10,00\n", ";"],
    ["plain comma file", "name,amount\nJoão,10\nAna,20\n", ","],
    [";-file whose quoted fields hold commas", '"Silva, João";"1.234,56"\n"Souza, Ana";"2,00"\n', ";"],
    [",-file whose quoted fields hold semicolons", 'nome,obs\n"Ana","a;b;c"\n"Bia","x;y"\n', ","],
    ["header only", "Nome;CPF;E-mail", ";"],
    ["BOM before the header", "\uFEFFNome,CPF\nA,1\n", ","],
    ["CRLF lines", "Nome;CPF\r\nA;1\r\nB;2\r\n", ";"],
  ])("%s → %s", (_, sample, expected) => {
    expect(detectDelimiter(sample)).toBe(expected);
  });

  it("falls back to ; (Brazilian default) for a single column or empty text", () => {
    expect(detectDelimiter("Nome\nJoão\nAna\n")).toBe(";");
    expect(detectDelimiter("")).toBe(";");
  });

  it("prefers ; on a tie", () => {
    expect(detectDelimiter("a;b,c\n1;2,3\n")).toBe(";");
  });
});

describe("parseCsv", () => {
  it("trims headers and numbers rows as in the file (header = row 1)", () => {
    const parsed = parseCsv(" Nome ; CPF \nJoão;529.982.247-25\nAna;111.444.777-35\n");
    expect(parsed.headers).toEqual(["Nome", "CPF"]);
    expect(parsed.rows).toEqual([
      { row: 2, cells: ["João", "529.982.247-25"] },
      { row: 3, cells: ["Ana", "111.444.777-35"] },
    ]);
    expect(parsed.delimiter).toBe(";");
    expect(parsed.errors).toEqual([]);
  });

  it("skips empty lines and separator-only lines but keeps counting them", () => {
    const parsed = parseCsv("Nome;CPF\r\n\r\nJoão;1\r\n;;\r\n  ;  \r\nAna;2\r\n\r\n");
    expect(parsed.rows.map((r) => r.row)).toEqual([3, 6]);
  });

  it("reads quoted fields: separators, doubled quotes and line breaks inside", () => {
    const parsed = parseCsv('Nome;Obs\n"Silva; João";"disse ""oi"""\n"Ana";"linha 1\nlinha 2"\nBia;x\n');
    expect(parsed.rows).toEqual([
      { row: 2, cells: ["Silva; João", 'disse "oi"'] },
      { row: 3, cells: ["Ana", "linha 1\nlinha 2"] },
      { row: 4, cells: ["Bia", "x"] },
    ]);
  });

  it("keeps cell text untrimmed (validation trims) and pads short rows", () => {
    const parsed = parseCsv("a;b;c\n x ;y\n");
    expect(parsed.rows[0]?.cells).toEqual([" x ", "y", ""]);
  });

  it("keeps cells beyond the header", () => {
    expect(parseCsv("a;b\n1;2;3\n").rows[0]?.cells).toEqual(["1", "2", "3"]);
  });

  it("drops a BOM and cleans header whitespace (no-break spaces, line breaks)", () => {
    expect(parseCsv('\uFEFFNome\u00a0completo;"Data de\nnascimento"\nA;1\n').headers).toEqual(["Nome completo", "Data de nascimento"]);
  });

  it("uses a forced delimiter", () => {
    const parsed = parseCsv("a,b;c\n1,2;3\n", { delimiter: "," });
    expect(parsed.delimiter).toBe(",");
    expect(parsed.headers).toEqual(["a", "b;c"]);
  });

  it("starts with the first non-blank record as header", () => {
    const parsed = parseCsv("\n\nNome;CPF\nA;1\n");
    expect(parsed.headers).toEqual(["Nome", "CPF"]);
    expect(parsed.rows).toEqual([{ row: 4, cells: ["A", "1"] }]);
  });

  it("reports an unclosed quote with its row, in pt-BR", () => {
    const parsed = parseCsv('a;b\n1;2\n"x;3\n');
    expect(parsed.errors).toEqual([{ row: 3, message: expect.stringContaining("Aspas não fechadas") }]);
  });

  it("gives an empty table for empty text", () => {
    expect(parseCsv("")).toEqual({ headers: [], rows: [], delimiter: ";", errors: [] });
  });

  it("parses a Windows-1252 file as Excel pt-BR saves it", () => {
    const bytes = cp1252("Nome;Cidade;Valor\r\nJoão;São Paulo;1.234,56\r\nConceição;Maceió;10,00\r\n");
    const { text, encoding } = decodeText(bytes);
    expect(encoding).toBe("windows-1252");
    expect(parseCsv(text).rows).toEqual([
      { row: 2, cells: ["João", "São Paulo", "1.234,56"] },
      { row: 3, cells: ["Conceição", "Maceió", "10,00"] },
    ]);
  });
});

function chunksOf(bytes: Uint8Array, size: number): Buffer[] {
  const out: Buffer[] = [];
  for (let i = 0; i < bytes.length; i += size) out.push(Buffer.from(bytes.subarray(i, i + size)));
  return out;
}

async function collect(input: AsyncIterable<Uint8Array | string>, options: Parameters<typeof parseCsvStream>[2] = {}) {
  const rows: ImportRow[] = [];
  const summary = await parseCsvStream(input, (row) => {
    rows.push(row);
  }, options);
  return { rows, summary };
}

describe("parseCsvStream", () => {
  const utf8 = new TextEncoder().encode("\uFEFFNome;Cidade\r\nJoão;São Paulo\r\n\r\n\"Conceição\nSilva\";Maceió\r\n");

  it.each([1, 2, 3, 7, 1024])("gives the same rows whatever the chunk size (%i bytes)", async (size) => {
    const { rows, summary } = await collect(Readable.from(chunksOf(utf8, size)));
    expect(rows).toEqual([
      { row: 2, cells: ["João", "São Paulo"] },
      { row: 4, cells: ["Conceição\nSilva", "Maceió"] },
    ]);
    expect(summary).toMatchObject({ headers: ["Nome", "Cidade"], delimiter: ";", encoding: "utf-8", rows: 2, bytesRead: utf8.length });
  });

  it("detects Windows-1252 on the fly", async () => {
    const bytes = cp1252("Nome,Cidade\nJoão,São Paulo\n");
    const { rows, summary } = await collect(Readable.from(chunksOf(bytes, 3)));
    expect(rows).toEqual([{ row: 2, cells: ["João", "São Paulo"] }]);
    expect(summary).toMatchObject({ delimiter: ",", encoding: "windows-1252" });
  });

  it("calls onHeaders once, before the first row", async () => {
    const calls: string[] = [];
    await parseCsvStream(Readable.from([Buffer.from("a;b\n1;2\n3;4\n")]), (row) => void calls.push(`row ${row.row}`), {
      onHeaders: (headers) => void calls.push(`headers ${headers.join("|")}`),
    });
    expect(calls).toEqual(["headers a|b", "row 2", "row 3"]);
  });

  it("reports progress while reading, up to the total size", async () => {
    const big = new TextEncoder().encode(`Nome;Valor\n${"João da Silva;1.234,56\n".repeat(20_000)}`);
    const progress: ImportProgress[] = [];
    await collect(Readable.from(chunksOf(big, 8192)), { totalBytes: big.length, onProgress: (p) => progress.push(p) });
    expect(progress.length).toBeGreaterThan(20);
    const fractions = progress.map((p) => p.fraction ?? -1);
    expect(fractions).toEqual([...fractions].sort((a, b) => a - b));
    expect(fractions.some((f) => f > 0.3 && f < 0.7)).toBe(true);
    expect(progress.at(-1)).toEqual({ bytesRead: big.length, totalBytes: big.length, fraction: 1, rows: 20_000 });
  });

  it("reports progress for a small file too", async () => {
    const progress: ImportProgress[] = [];
    await collect(Readable.from(chunksOf(utf8, 8)), { totalBytes: utf8.length, onProgress: (p) => progress.push(p) });
    expect(progress.at(-1)).toEqual({ bytesRead: utf8.length, totalBytes: utf8.length, fraction: 1, rows: 2 });
  });

  it("reports a null fraction when the total is unknown", async () => {
    const progress: ImportProgress[] = [];
    await collect(Readable.from([Buffer.from("a\n1\n")]), { onProgress: (p) => progress.push(p) });
    expect(progress.at(-1)).toMatchObject({ totalBytes: null, fraction: null, rows: 1 });
  });

  it("accepts string chunks (already decoded text)", async () => {
    const { rows } = await collect(Readable.from(["Nome;CPF\n", "Ana;1\n"]));
    expect(rows).toEqual([{ row: 2, cells: ["Ana", "1"] }]);
  });

  it("honours a forced delimiter", async () => {
    const { rows } = await collect(Readable.from([Buffer.from("a;b,c\n1;2,3\n")]), { delimiter: "," });
    expect(rows[0]?.cells).toEqual(["1;2", "3"]);
  });

  it("waits for an async onRow and does not read far ahead (bounded memory)", async () => {
    const line = "Fulano de Tal;529.982.247-25;1.234,56\n";
    let pulled = 0;
    async function* source() {
      yield Buffer.from("Nome;CPF;Valor\n");
      for (let i = 0; i < 20_000; i++) {
        pulled += line.length;
        yield Buffer.from(line);
      }
    }
    let maxAhead = 0;
    let seen = 0;
    await parseCsvStream(source(), async () => {
      seen += 1;
      maxAhead = Math.max(maxAhead, pulled - seen * line.length);
      if (seen % 100 === 0) await new Promise((resolve) => setImmediate(resolve));
    });
    expect(seen).toBe(20_000);
    // The 64 KB delimiter sample plus stream buffers: far less than the 780 KB file.
    expect(maxAhead).toBeLessThan(200_000);
  });

  it("streams 100 000 rows", async () => {
    async function* source() {
      yield Buffer.from("Nome;Valor\n");
      for (let i = 0; i < 1_000; i++) yield Buffer.from(`Nome ${i};1,00\n`.repeat(100));
    }
    let count = 0;
    let last = 0;
    const summary = await parseCsvStream(source(), (row) => {
      count += 1;
      last = row.row;
    });
    expect(count).toBe(100_000);
    expect(last).toBe(100_001);
    expect(summary.rows).toBe(100_000);
  });

  it("rejects with onRow's error and stops reading", async () => {
    let pulled = 0;
    async function* source() {
      yield Buffer.from("a\n");
      for (let i = 0; i < 100_000; i++) {
        pulled += 1;
        yield Buffer.from(`${i}\n`);
      }
    }
    await expect(
      parseCsvStream(source(), (row) => {
        if (row.row === 5) throw new Error("falhou");
      }),
    ).rejects.toThrow("falhou");
    expect(pulled).toBeLessThan(100_000);
  });

  it("rejects a file that mixes UTF-8 and Windows-1252", async () => {
    const mixed = Buffer.concat([Buffer.from("Nome\nJoão\n"), Buffer.from(cp1252("São Paulo\n"))]);
    await expect(collect(Readable.from([mixed]))).rejects.toBeInstanceOf(MixedEncodingError);
  });

  it("can be cancelled with an AbortSignal", async () => {
    const controller = new AbortController();
    async function* source() {
      yield Buffer.from("a\n".padEnd(70_000, "x") + "\n");
      for (let i = 0; i < 100_000; i++) yield Buffer.from(`${i}\n`);
    }
    const run = parseCsvStream(source(), (row) => {
      if (row.row === 10) controller.abort();
    }, { signal: controller.signal, limits: { maxCellChars: 100_000 } });
    await expect(run).rejects.toThrow(/abort/i);
  });

  it("handles an empty stream", async () => {
    const { rows, summary } = await collect(Readable.from([]));
    expect(rows).toEqual([]);
    expect(summary).toMatchObject({ headers: [], rows: 0, bytesRead: 0, encoding: null });
  });
});
