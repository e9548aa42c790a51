/**
 * The whole import path a list will use, on the files Brazilian users really upload: a Windows-1252 ";" CSV
 * from Excel with bad rows, the rejected-rows file fixed and re-imported, and an .xlsx with numeric documents.
 */
import ExcelJS from "exceljs";
import { Readable } from "node:stream";
import { describe, expect, it } from "vitest";
import { defineImportColumns, suggestMapping } from "./columns";
import { parseCsv, parseCsvStream } from "./csv-read";
import { decodeText } from "./encoding";
import { rejectedRowsCsv } from "./rejected";
import { createRowValidator, validateRows, type RejectedRow } from "./validate";
import { parseXlsx } from "./xlsx-read";

const columns = defineImportColumns([
  { key: "name", label: "Nome", type: "text", required: true, maxLength: 200 },
  { key: "document", label: "CPF/CNPJ", type: "document", required: true },
  { key: "email", label: "E-mail", type: "email" },
  { key: "phone", label: "Telefone", type: "phone" },
  { key: "birthDate", label: "Data de nascimento", type: "date" },
  { key: "amount", label: "Patrimônio", type: "money" },
]);

const cp1252 = (text: string) => Uint8Array.from([...text].map((c) => c.charCodeAt(0)));

const excelFile = cp1252(
  [
    "Nome;CPF;E-mail;Celular;Data de Nascimento;Valor",
    "João da Conceição;529.982.247-25;joao@exemplo.com.br;(11) 91234-5678;31/01/1990;1.234,56",
    "Ana Paula;529.982.247-26;ana@exemplo.com.br;(21) 99876-5432;15/05/1985;10,00",
    "",
    "Empresa São Paulo Ltda;11.444.777/0001-61;;(11) 3123-4567;;1.000.000,00",
    "José;111.444.777-35;jose@exemplo.com.br;;30/02/1970;1,234.56",
    "",
  ].join("\r\n"),
);

describe("importing a Windows-1252 ';' CSV from Excel pt-BR", () => {
  it("detects, maps, validates, and hands back the rejected rows with their reasons", () => {
    const { text, encoding } = decodeText(excelFile);
    expect(encoding).toBe("windows-1252");
    const table = parseCsv(text);
    expect(table.delimiter).toBe(";");
    const mapping = suggestMapping(table.headers, columns);
    expect(mapping).toEqual({ name: 0, document: 1, email: 2, phone: 3, birthDate: 4, amount: 5 });

    const { results, summary } = validateRows(table.rows, mapping, columns, { headers: table.headers });
    expect(summary).toEqual({ total: 4, valid: 2, invalid: 2, duplicates: 0, errorsByColumn: { "CPF/CNPJ": 1, "Data de nascimento": 1, "Patrimônio": 1 } });
    expect(results.filter((r) => !r.ok).map((r) => ({ row: r.row, errors: (r as RejectedRow).errors.map((e) => `${e.column}: ${e.message}`) }))).toEqual([
      { row: 3, errors: ["CPF/CNPJ: CPF inválido (dígito verificador)"] },
      { row: 6, errors: ["Data de nascimento: Data inválida: use dd/MM/aaaa", "Patrimônio: Valor inválido: use 1.234,56"] },
    ]);
    expect(results[2]).toMatchObject({ ok: true, row: 5, values: { name: "Empresa São Paulo Ltda", document: "11444777000161", phone: "+551131234567", amount: 100_000_000n } });

    // The user downloads the rejected rows, fixes them in Excel and imports that file.
    const rejected = results.filter((r): r is RejectedRow => !r.ok);
    const fixedFile = rejectedRowsCsv(table.headers, rejected)
      .replace("529.982.247-26", "390.533.447-05")
      .replace("30/02/1970", "28/02/1970")
      .replace("1,234.56", "1.234,56");
    const again = parseCsv(decodeText(new Uint8Array(Buffer.from(fixedFile, "utf8"))).text);
    const remapped = suggestMapping(again.headers, columns);
    expect(remapped).toEqual(mapping); // "Motivo da rejeição" is left unmapped
    const second = validateRows(again.rows, remapped, columns);
    expect(second.summary).toMatchObject({ total: 2, valid: 2, invalid: 0 });
  });

  it("gives the same rows when streamed in small chunks", async () => {
    const streamed: unknown[] = [];
    let validator: ReturnType<typeof createRowValidator<typeof columns>> | null = null;
    await parseCsvStream(
      Readable.from(Array.from({ length: Math.ceil(excelFile.length / 16) }, (_, i) => Buffer.from(excelFile.subarray(i * 16, i * 16 + 16)))),
      (row) => void streamed.push(validator?.validate(row)),
      { onHeaders: (headers) => void (validator = createRowValidator(columns, suggestMapping(headers, columns), { headers })) },
    );
    const table = parseCsv(decodeText(excelFile).text);
    expect(streamed).toEqual(validateRows(table.rows, suggestMapping(table.headers, columns), columns).results);
  });
});

describe("importing an .xlsx", () => {
  it("reads numeric documents, dates and amounts, restoring the CPF's leading zero Excel dropped", async () => {
    const wb = new ExcelJS.Workbook();
    const ws = wb.addWorksheet("Clientes");
    ws.addRow(["Nome", "CPF/CNPJ", "Data de nascimento", "Patrimônio"]);
    ws.addRow(["Maria", 1234567890, new Date(Date.UTC(1980, 6, 20)), 2500.5]);
    ws.getCell("C2").numFmt = "dd/mm/yyyy";
    ws.addRow(["Pedro", 52998224725, "01/01/2000", "1.234,56"]);
    const table = await parseXlsx(new Uint8Array(await wb.xlsx.writeBuffer()));
    const { results, summary } = validateRows(table.rows, suggestMapping(table.headers, columns), columns);
    expect(summary).toMatchObject({ valid: 2, invalid: 0 });
    expect(results[0]).toMatchObject({ values: { document: "01234567890", birthDate: new Date("1980-07-20T03:00:00Z"), amount: 250050n } });
    expect(results[1]).toMatchObject({ values: { document: "52998224725", amount: 123456n } });
  });
});
