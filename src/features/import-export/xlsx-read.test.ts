import ExcelJS from "exceljs";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { describe, expect, it } from "vitest";
import { cellText, excelDateText, excelNumberText, parseXlsx, parseXlsxStream } from "./xlsx-read";
import { type ImportProgress } from "./table";

async function workbookBytes(build: (wb: ExcelJS.Workbook) => void): Promise<Uint8Array> {
  const wb = new ExcelJS.Workbook();
  build(wb);
  return new Uint8Array(await wb.xlsx.writeBuffer());
}

const customers = () =>
  workbookBytes((wb) => {
    const ws = wb.addWorksheet("Clientes");
    ws.addRow([" Nome ", "CPF", "CNPJ", "Nascimento", "Valor", "Parcelas", "Ativo", "Cidade"]);
    ws.addRow(["João", 52998224725, 11444777000161, new Date(Date.UTC(1990, 0, 31)), 1234.56, 10, true, "São Paulo"]);
    ws.getCell("D2").numFmt = "dd/mm/yyyy";
    ws.getCell("E2").numFmt = '"R$" #,##0.00';
    ws.getRow(4).values = ["Conceição", "111.444.777-35", "", new Date(Date.UTC(2026, 11, 1)), -5.5, 0, false, "Maceió"];
    ws.getCell("D4").numFmt = "dd/mm/yyyy";
    wb.addWorksheet("Outra").addRow(["não deve ser lida"]);
  });

describe("parseXlsx", () => {
  it("reads the first worksheet: trimmed headers, row numbers as in the sheet, cells as the user sees them", async () => {
    const parsed = await parseXlsx(await customers());
    expect(parsed.sheetName).toBe("Clientes");
    expect(parsed.headers).toEqual(["Nome", "CPF", "CNPJ", "Nascimento", "Valor", "Parcelas", "Ativo", "Cidade"]);
    expect(parsed.rows).toEqual([
      { row: 2, cells: ["João", "52998224725", "11444777000161", "31/01/1990", "1234,56", "10", "VERDADEIRO", "São Paulo"] },
      { row: 4, cells: ["Conceição", "111.444.777-35", "", "01/12/2026", "-5,5", "0", "FALSO", "Maceió"] },
    ]);
  });

  it("reads formulas (cached result), rich text, hyperlinks and errors", async () => {
    const bytes = await workbookBytes((wb) => {
      const ws = wb.addWorksheet("Plan1");
      ws.addRow(["Fórmula", "Texto rico", "Link", "Erro", "Fórmula texto"]);
      ws.addRow([
        { formula: "A1*2", result: 84 },
        { richText: [{ text: "São ", font: { bold: true } }, { text: "Paulo" }] },
        { text: "site", hyperlink: "https://example.com" },
        { error: "#N/A" },
        { formula: "\"a\"&\"b\"", result: "ab" },
      ]);
    });
    expect((await parseXlsx(bytes)).rows).toEqual([{ row: 2, cells: ["84", "São Paulo", "site", "#N/A", "ab"] }]);
  });

  it("pads short rows to the header width and keeps extra cells", async () => {
    const bytes = await workbookBytes((wb) => {
      const ws = wb.addWorksheet("Plan1");
      ws.addRow(["a", "b", "c"]);
      ws.addRow(["1"]);
      ws.addRow(["1", "2", "3", "4"]);
    });
    expect((await parseXlsx(bytes)).rows.map((r) => r.cells)).toEqual([
      ["1", "", ""],
      ["1", "2", "3", "4"],
    ]);
  });

  it("skips blank rows before the header and rows of empty strings", async () => {
    const bytes = await workbookBytes((wb) => {
      const ws = wb.addWorksheet("Plan1");
      ws.getRow(3).values = ["Nome", "CPF"];
      ws.getRow(4).values = ["", " "];
      ws.getRow(5).values = ["Ana", "1"];
    });
    const parsed = await parseXlsx(bytes);
    expect(parsed.headers).toEqual(["Nome", "CPF"]);
    expect(parsed.rows).toEqual([{ row: 5, cells: ["Ana", "1"] }]);
  });

  it("gives an empty table for an empty sheet", async () => {
    const bytes = await workbookBytes((wb) => void wb.addWorksheet("Vazia"));
    expect(await parseXlsx(bytes)).toEqual({ headers: [], rows: [], sheetName: "Vazia" });
  });

  it("reads from a file path and from a Readable", async () => {
    const bytes = await customers();
    const file = path.join(mkdtempSync(path.join(tmpdir(), "xlsx-read-")), "clientes.xlsx");
    writeFileSync(file, bytes);
    expect((await parseXlsx(file)).rows).toHaveLength(2);
    expect((await parseXlsx(Readable.from([Buffer.from(bytes)]))).rows).toHaveLength(2);
  });

  it("rejects a file that is not an xlsx", async () => {
    await expect(parseXlsx(new TextEncoder().encode("Nome;CPF\nAna;1\n"))).rejects.toThrow();
  });
});

describe("parseXlsxStream", () => {
  const bigSheet = (rows: number) =>
    workbookBytes((wb) => {
      const ws = wb.addWorksheet("Plan1");
      ws.addRow(["Nome", "CPF", "Valor"]);
      for (let i = 0; i < rows; i++) ws.addRow([`Cliente ${i}`, "529.982.247-25", 10.5]);
    });

  it("hands rows one by one, awaiting an async onRow, with headers first and progress to the end", async () => {
    const bytes = await bigSheet(5_000);
    const calls: string[] = [];
    const progress: ImportProgress[] = [];
    let inFlight = 0;
    let maxInFlight = 0;
    const summary = await parseXlsxStream(
      bytes,
      async (row) => {
        inFlight += 1;
        maxInFlight = Math.max(maxInFlight, inFlight);
        if (row.row % 1000 === 0) await new Promise((resolve) => setImmediate(resolve));
        if (calls.length < 3) calls.push(`row ${row.row}`);
        inFlight -= 1;
      },
      { onHeaders: (h) => void calls.push(`headers ${h.join("|")}`), totalBytes: bytes.length, onProgress: (p) => progress.push(p) },
    );
    expect(calls).toEqual(["headers Nome|CPF|Valor", "row 2", "row 3"]);
    expect(maxInFlight).toBe(1);
    expect(summary).toMatchObject({ headers: ["Nome", "CPF", "Valor"], sheetName: "Plan1", rows: 5_000 });
    expect(summary.bytesRead).toBeGreaterThan(0);
    expect(progress.at(-1)).toMatchObject({ rows: 5_000, totalBytes: bytes.length });
    expect(progress.length).toBeGreaterThan(5);
  });

  it("rejects with onRow's error", async () => {
    const bytes = await bigSheet(100);
    await expect(
      parseXlsxStream(bytes, (row) => {
        if (row.row === 10) throw new Error("falhou na linha 10");
      }),
    ).rejects.toThrow("falhou na linha 10");
  });

  it("stops when the signal aborts mid-file", async () => {
    const bytes = await bigSheet(20_000);
    const controller = new AbortController();
    let seen = 0;
    const run = parseXlsxStream(Readable.from([Buffer.from(bytes)]), async (row) => {
      seen += 1;
      if (row.row === 10) controller.abort();
      await new Promise((resolve) => setImmediate(resolve));
    }, { signal: controller.signal });
    await expect(run).rejects.toThrow();
    expect(seen).toBeLessThan(20_000);
  });

  // exceljs now and then loses the entries after a worksheet stored before the shared strings (as exceljs
  // itself writes them): ~1 read in 500 of this file failed with "reading 'sheets'"; each is read again.
  it("reads a small workbook every time, from bytes and from a stream, over a thousand reads", async () => {
    const bytes = await workbookBytes((wb) => {
      const ws = wb.addWorksheet("Clientes");
      ws.addRow(["Nome", "CPF/CNPJ"]);
      ws.addRow(["Karina Planilha", 1234567890]);
    });
    let read = 0;
    for (let i = 0; i < 1_000; i++) {
      const input = i % 2 === 0 ? bytes : Readable.from([Buffer.from(bytes)]);
      if ((await parseXlsxStream(input, () => undefined)).rows === 1) read += 1;
    }
    expect(read).toBe(1_000);
  });

  it("refuses to start with an already aborted signal", async () => {
    const bytes = await bigSheet(10);
    await expect(parseXlsxStream(bytes, () => undefined, { signal: AbortSignal.abort() })).rejects.toThrow();
  });
});

describe("cell texts", () => {
  it.each([
    [52998224725, "52998224725"],
    [11444777000161, "11444777000161"],
    [0, "0"],
    [-10, "-10"],
    [1234.56, "1234,56"],
    [-0.5, "-0,5"],
    [1e21, "1000000000000000000000"],
    [1e-7, "0,0000001"],
    [0.1 + 0.2, "0,3"],
    [1234.5600000000002, "1234,56"],
    [2.9999999999999996, "3"],
    [Number.NaN, ""],
    [Number.POSITIVE_INFINITY, ""],
  ])("number %s → %s", (value, expected) => {
    expect(excelNumberText(value)).toBe(expected);
  });

  it("writes dates from their UTC fields (Excel dates have no zone)", () => {
    expect(excelDateText(new Date(Date.UTC(2026, 0, 31)))).toBe("31/01/2026");
    expect(excelDateText(new Date(Date.UTC(2026, 0, 31, 23, 59)))).toBe("31/01/2026");
    expect(excelDateText(new Date(Number.NaN))).toBe("");
  });

  it.each<[ExcelJS.CellValue, string]>([
    [null, ""],
    [undefined, ""],
    ["  texto  ", "  texto  "],
    [true, "VERDADEIRO"],
    [false, "FALSO"],
    [{ formula: "1+1" }, ""],
    [{ sharedFormula: "A1", result: 3 }, "3"],
    [{ text: "x", hyperlink: "y" }, "x"],
  ])("cell value %j → %j", (value, expected) => {
    expect(cellText(value)).toBe(expected);
  });
});
