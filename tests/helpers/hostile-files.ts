import { randomBytes } from "node:crypto";
import ExcelJS from "exceljs";
import JSZip from "jszip";

/**
 * Files a hostile or careless user could upload, built in the test: each is small on the wire and costly to read
 * naively. The .xlsx ones start from a workbook exceljs writes (its worksheet stored before the shared strings,
 * as Excel writes them) and have one part replaced.
 */

async function baseWorkbook(): Promise<JSZip> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet("Clientes");
  ws.addRow(["Nome", "CPF", "Cidade"]);
  ws.addRow(["João", "529.982.247-25", "São Paulo"]);
  return JSZip.loadAsync(await wb.xlsx.writeBuffer());
}

async function zipped(zip: JSZip): Promise<Buffer> {
  return zip.generateAsync({ type: "nodebuffer", compression: "DEFLATE", compressionOptions: { level: 9 } });
}

/** An ordinary small workbook (header and one row), worksheet before shared strings. */
export async function plainXlsx(): Promise<Buffer> {
  return zipped(await baseWorkbook());
}

/** A zip bomb: a worksheet of `rows` identical rows (about 60 bytes each) that deflates to almost nothing. */
export async function xlsxBomb(rows: number): Promise<Buffer> {
  const zip = await baseWorkbook();
  const head = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>';
  const body = '<row><c t="s"><v>2</v></c><c t="s"><v>3</v></c></row>'.repeat(rows);
  zip.file("xl/worksheets/sheet1.xml", `${head}<row r="1"><c t="s"><v>0</v></c><c t="s"><v>1</v></c></row>${body}</sheetData></worksheet>`);
  return zipped(zip);
}

/** The data row's first cell is one shared string of `chars` characters. */
export async function xlsxHugeSharedString(chars: number): Promise<Buffer> {
  const zip = await baseWorkbook();
  const strings = await zip.file("xl/sharedStrings.xml")!.async("string");
  zip.file("xl/sharedStrings.xml", strings.replace("<t>João</t>", `<t>${"A".repeat(chars)}</t>`));
  return zipped(zip);
}

/** Random bytes: neither text nor a zip. */
export function randomBinary(bytes: number): Buffer {
  const data = randomBytes(bytes);
  data[0] = 0x7f; // not the zip or OLE signature by chance
  return data;
}

/** A CSV of one line, one cell, no line break: a header of `bytes` bytes. */
export function oneLineCsv(bytes: number): Buffer {
  return Buffer.from("N".repeat(bytes));
}

/** A large, ordinary customers CSV of `rows` rows (250 000 are ~12.4 MB): past the 10 MB Next's proxy used to cut. */
export function bigCustomersCsv(rows: number): Buffer {
  const lines = Array.from({ length: rows }, (_, i) => `Cliente ${i};529.982.247-25;São Paulo;rua ${i}`);
  return Buffer.from(`Nome;CPF;Cidade;Endereço\r\n${lines.join("\r\n")}\r\n`);
}
