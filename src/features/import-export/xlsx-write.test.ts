import ExcelJS from "exceljs";
import { buffer as readBuffer } from "node:stream/consumers";
import { describe, expect, it } from "vitest";
import { defineExportColumns } from "./export-format";
import { safeSheetName, toXlsx, xlsxCell, xlsxExportStream, XLSX_DATE_FORMAT, XLSX_MONEY_FORMAT } from "./xlsx-write";
import { parseXlsx } from "./xlsx-read";

interface Sale {
  customer: string;
  document: string;
  soldOn: Date;
  at: Date;
  amount: bigint | null;
  installments: number;
  rate: number;
  active: boolean;
  note: string;
}

const columns = defineExportColumns<Sale>([
  { key: "customer", header: "Cliente", width: 30 },
  { key: "document", header: "CPF/CNPJ", type: "document" },
  { key: "soldOn", header: "Vendida em", type: "date" },
  { key: "at", header: "Registrada em", type: "datetime" },
  { key: "amount", header: "Valor", type: "money" },
  { key: "installments", header: "Parcelas", type: "integer" },
  { key: "rate", header: "Taxa", type: "number" },
  { key: "active", header: "Ativa", type: "boolean" },
  { key: "note", header: "Obs." },
]);

const sale: Sale = {
  customer: "Conceição Ltda",
  document: "11444777000161",
  soldOn: new Date("2026-02-01T01:00:00Z"), // 31/01/2026 22:00 in São Paulo
  at: new Date("2026-02-01T01:30:00Z"),
  amount: 123456n,
  installments: 12,
  rate: 1.5,
  active: true,
  note: "=2+5",
};

async function load(bytes: Buffer): Promise<ExcelJS.Worksheet> {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(bytes as unknown as ArrayBuffer);
  const ws = wb.worksheets[0];
  if (!ws) throw new Error("no worksheet");
  return ws;
}

describe("toXlsx", () => {
  it("writes a bold, frozen header row", async () => {
    const ws = await load(await toXlsx(columns, [sale], { sheetName: "Vendas" }));
    expect(ws.name).toBe("Vendas");
    expect(ws.getRow(1).values).toEqual([undefined, "Cliente", "CPF/CNPJ", "Vendida em", "Registrada em", "Valor", "Parcelas", "Taxa", "Ativa", "Obs."]);
    expect(ws.getCell("A1").font?.bold).toBe(true);
    expect(ws.getCell("I1").font?.bold).toBe(true);
    expect(ws.views[0]).toMatchObject({ state: "frozen", ySplit: 1 });
    expect(ws.getColumn(1).width).toBe(30);
  });

  it("writes typed cells: money and numbers as numbers, dates as dates of the São Paulo day, text formatted and neutralised", async () => {
    const ws = await load(await toXlsx(columns, [sale]));
    const row = ws.getRow(2);
    expect(row.getCell(1).value).toBe("Conceição Ltda");
    expect(row.getCell(2).value).toBe("11.444.777/0001-61");
    expect(row.getCell(3).value).toEqual(new Date(Date.UTC(2026, 0, 31)));
    expect(row.getCell(3).numFmt).toBe(XLSX_DATE_FORMAT);
    expect(row.getCell(4).value).toEqual(new Date(Date.UTC(2026, 0, 31, 22, 30)));
    expect(row.getCell(5).value).toBe(1234.56);
    expect(row.getCell(5).numFmt).toBe(XLSX_MONEY_FORMAT);
    expect(row.getCell(6).value).toBe(12);
    expect(row.getCell(7).value).toBe(1.5);
    expect(row.getCell(8).value).toBe("Sim");
    expect(row.getCell(9).value).toBe("'=2+5");
  });

  it("keeps negative amounts as numbers and leaves null cells empty", async () => {
    const ws = await load(await toXlsx(columns, [{ ...sale, amount: -500n, installments: -1, note: "-3" }, { ...sale, amount: null }]));
    expect(ws.getRow(2).getCell(5).value).toBe(-5);
    expect(ws.getRow(2).getCell(6).value).toBe(-1);
    expect(ws.getRow(2).getCell(9).value).toBe("-3");
    expect(ws.getRow(3).getCell(5).value).toBeNull();
  });

  it("reads back with the importer as the texts a user sees", async () => {
    const parsed = await parseXlsx(await toXlsx(columns, [sale]));
    expect(parsed.rows).toEqual([
      { row: 2, cells: ["Conceição Ltda", "11.444.777/0001-61", "31/01/2026", "31/01/2026", "1234,56", "12", "1,5", "Sim", "'=2+5"] },
    ]);
  });

  it("writes only the header for no rows", async () => {
    const ws = await load(await toXlsx(columns, []));
    expect(ws.rowCount).toBe(1);
  });
});

describe("xlsxCell", () => {
  it.each([
    ["money", 123456n, 1234.56, XLSX_MONEY_FORMAT],
    ["money", "-100", -1, XLSX_MONEY_FORMAT],
    ["money", "n/d", "n/d", undefined],
    ["integer", 7n, 7, "0"],
    ["number", -0.25, -0.25, undefined],
    ["number", "abc", "abc", undefined],
    ["text", "@x", "'@x", undefined],
    ["boolean", false, "Não", undefined],
    ["date", "2026-12-25", new Date(Date.UTC(2026, 11, 25)), XLSX_DATE_FORMAT],
    ["date", "não é data", null, undefined],
    ["text", undefined, null, undefined],
  ] as const)("%s %s → %s", (type, value, expected, numFmt) => {
    expect(xlsxCell(type, value)).toEqual(numFmt === undefined ? { value: expected } : { value: expected, numFmt });
  });

  it("truncates text to Excel's 32 767 characters per cell", () => {
    expect((xlsxCell("text", "x".repeat(40_000)).value as string).length).toBe(32_767);
  });
});

describe("safeSheetName", () => {
  it("drops forbidden characters and keeps 31 characters at most", () => {
    expect(safeSheetName("Vendas 01/2026: [ativas]?*")).toBe("Vendas 01 2026 ativas");
    expect(safeSheetName("x".repeat(40))).toHaveLength(31);
    expect(safeSheetName(" / ")).toBe("Planilha1");
  });
});

describe("xlsxExportStream", () => {
  it("streams a large export from an async source", async () => {
    async function* sales() {
      for (let i = 0; i < 20_000; i++) yield { ...sale, customer: `Cliente ${i}`, amount: BigInt(i) };
    }
    const bytes = await readBuffer(xlsxExportStream(columns, sales()));
    expect(bytes.subarray(0, 2).toString()).toBe("PK");
    const parsed = await parseXlsx(bytes);
    expect(parsed.rows).toHaveLength(20_000);
    expect(parsed.rows.at(-1)).toMatchObject({ row: 20_001, cells: ["Cliente 19999", "11.444.777/0001-61", "31/01/2026", "31/01/2026", "199,99", "12", "1,5", "Sim", "'=2+5"] });
  });

  it("errors the stream when the row source fails", async () => {
    async function* failing() {
      yield sale;
      throw new Error("banco caiu");
    }
    await expect(readBuffer(xlsxExportStream(columns, failing()))).rejects.toThrow("banco caiu");
  });
});
