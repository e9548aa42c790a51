import { Readable } from "node:stream";
import { buffer as readBuffer, text as readText } from "node:stream/consumers";
import { describe, expect, it } from "vitest";
import { csvExportStream, csvLines, toCsv } from "./csv-write";
import { parseCsv } from "./csv-read";
import { decodeText } from "./encoding";
import { defineExportColumns } from "./export-format";

interface Customer {
  name: string;
  document: string;
  phone: string | null;
  since: Date;
  amount: bigint;
  active: boolean;
  tags: string[];
}

const columns = defineExportColumns<Customer>([
  { key: "name", header: "Nome" },
  { key: "document", header: "CPF/CNPJ", type: "document" },
  { key: "phone", header: "Telefone", type: "phone" },
  { key: "since", header: "Cliente desde", type: "date" },
  { key: "amount", header: "Patrimônio", type: "money" },
  { key: "active", header: "Ativo", type: "boolean" },
  { key: "tags", header: "Tags", type: "tags" },
]);

const joao: Customer = {
  name: "João da Silva",
  document: "52998224725",
  phone: "+5511912345678",
  since: new Date("2026-02-01T01:00:00Z"),
  amount: 123456n,
  active: true,
  tags: ["vip", "auto"],
};

describe("toCsv", () => {
  it("writes UTF-8 BOM, ';' separators, CRLF and values formatted for Brazil", () => {
    const csv = toCsv(columns, [joao, { ...joao, name: "Ana", phone: null, amount: -500n, active: false, tags: [] }]);
    expect(csv).toBe(
      "\uFEFFNome;CPF/CNPJ;Telefone;Cliente desde;Patrimônio;Ativo;Tags\r\n" +
        "João da Silva;529.982.247-25;(11) 91234-5678;31/01/2026;1.234,56;Sim;vip, auto\r\n" +
        "Ana;529.982.247-25;;31/01/2026;-5,00;Não;\r\n",
    );
    expect([...Buffer.from(csv, "utf8").subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  });

  it("quotes cells holding ';', quotes, line breaks or edge spaces", () => {
    const csv = toCsv(columns.slice(0, 1), [{ ...joao, name: "Silva; João" }, { ...joao, name: 'O "Rei"' }, { ...joao, name: "linha 1\nlinha 2" }, { ...joao, name: " x " }]);
    expect(csv.split("\r\n").slice(1)).toEqual(['"Silva; João"', '"O ""Rei"""', '"linha 1\nlinha 2"', '" x "', ""]);
  });

  it("neutralises formula injection in text cells and headers but keeps negative amounts as numbers", () => {
    const evil = defineExportColumns<{ a: string; b: bigint }>([
      { key: "a", header: "=cmd" },
      { key: "b", header: "Valor", type: "money" },
    ]);
    const csv = toCsv(evil, [
      { a: '=HYPERLINK("http://mal.example","x")', b: -100n },
      { a: "+55 11 91234-5678", b: 0n },
      { a: "@SOMA(A1)", b: 1n },
      { a: "-2+3", b: 1n },
      { a: "\t=1", b: 1n },
    ]);
    expect(csv.replace("\uFEFF", "").split("\r\n")).toEqual([
      "'=cmd;Valor",
      '"\'=HYPERLINK(""http://mal.example"",""x"")";-1,00',
      "'+55 11 91234-5678;0,00",
      "'@SOMA(A1);0,01",
      "'-2+3;0,01",
      "'\t=1;0,01",
      "",
    ]);
  });

  it("writes only the header for no rows", () => {
    expect(toCsv(columns, [])).toBe("\uFEFFNome;CPF/CNPJ;Telefone;Cliente desde;Patrimônio;Ativo;Tags\r\n");
  });

  it("reads back with the importer (decodeText + parseCsv) to the same texts", () => {
    const tricky = { ...joao, name: 'Conceição "Ção"; São Paulo\r\nSP' };
    const bytes = new Uint8Array(Buffer.from(toCsv(columns, [tricky]), "utf8"));
    const { text, encoding } = decodeText(bytes);
    expect(encoding).toBe("utf-8");
    const parsed = parseCsv(text);
    expect(parsed.delimiter).toBe(";");
    expect(parsed.headers).toEqual(columns.map((c) => c.header));
    expect(parsed.rows).toEqual([{ row: 2, cells: [tricky.name, "529.982.247-25", "(11) 91234-5678", "31/01/2026", "1.234,56", "Sim", "vip, auto"] }]);
  });
});

describe("csvLines", () => {
  it("gives nothing for no rows", () => {
    expect(csvLines([])).toBe("");
  });
});

describe("csvExportStream", () => {
  async function* customers(n: number) {
    for (let i = 0; i < n; i++) {
      await Promise.resolve();
      yield { ...joao, name: `Cliente ${i}` };
    }
  }

  it("streams the same bytes toCsv writes, in batches", async () => {
    const rows = Array.from({ length: 1_234 }, (_, i) => ({ ...joao, name: `Cliente ${i}` }));
    const streamed = await readBuffer(csvExportStream(columns, customers(1_234), { batchSize: 100 }));
    expect(streamed.equals(Buffer.from(toCsv(columns, rows), "utf8"))).toBe(true);
  });

  it("accepts a plain iterable and emits Buffers", async () => {
    const chunks: Buffer[] = [];
    for await (const chunk of csvExportStream(columns, [joao])) chunks.push(chunk as Buffer);
    expect(chunks.every((c) => Buffer.isBuffer(c))).toBe(true);
    expect(Buffer.concat(chunks).subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
  });

  it("pulls rows only as fast as the reader consumes (backpressure)", async () => {
    let pulled = 0;
    async function* source() {
      for (let i = 0; i < 100_000; i++) {
        pulled += 1;
        yield joao;
      }
    }
    const stream = csvExportStream(columns, source(), { batchSize: 100 });
    const iterator = stream[Symbol.asyncIterator]();
    await iterator.next();
    await iterator.next();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(pulled).toBeLessThan(10_000);
    stream.destroy();
  });

  it("errors the stream when the row source fails", async () => {
    async function* failing() {
      yield joao;
      throw new Error("banco caiu");
    }
    await expect(readText(csvExportStream(columns, failing()))).rejects.toThrow("banco caiu");
  });

  it("can be piped like any Readable", () => {
    expect(csvExportStream(columns, [])).toBeInstanceOf(Readable);
  });
});
