import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from "pdf-lib";
import { formatBRL, formatDate } from "~/lib/format";
import { productCategoryLabel, type ProductCategory } from "~/lib/catalog/product-categories";
import { csvLines, CSV_BOM } from "~/features/import-export/csv-write";
import { neutraliseCell } from "~/features/import-export/neutralise";
import { commissionFinancePtBR } from "~/i18n/parts/commission-finance.pt-BR";
import type { getStatement } from "./statements.service";

type Statement = Awaited<ReturnType<typeof getStatement>>;

/** The statement's texts: the pt-BR catalog's (the office issues its documents in Portuguese). */
const TYPE_LABEL: Record<string, string> = commissionFinancePtBR.lineTypes;
const WITHHOLDING_LABEL: Record<string, string> = commissionFinancePtBR.withholdings;
const CONTRACT_LABEL: Record<string, string> = commissionFinancePtBR.contractTypes;

const monthLabel = (month: string) => `${month.slice(5, 7)}/${month.slice(0, 4)}`;
const pct = (bp: number) => `${(bp / 100).toLocaleString("pt-BR", { maximumFractionDigits: 2 })} %`;

function lineDescription(line: Statement["lines"][number]): string {
  const parts = [TYPE_LABEL[line.type] ?? line.type];
  if (line.customerName) parts.push(line.customerName);
  if (line.productName) parts.push(line.productName);
  if (line.contractNumber) parts.push(`nº ${line.contractNumber}`);
  if (line.installment) parts.push(`parcela ${line.installment}`);
  if (line.reason) parts.push(line.reason);
  return parts.join(" · ");
}

function totals(s: Statement): [string, bigint][] {
  return [
    ["Bruto", s.gross],
    ...s.withholdings.map((w): [string, bigint] => [`${WITHHOLDING_LABEL[w.kind] ?? w.kind} (${pct(w.bp)})`, -w.amount]),
    ["Adiantamentos compensados", s.advances],
    ["Saldo anterior", s.carriedIn],
    ["A pagar", s.payable],
    ["Saldo a compensar no próximo extrato", s.carriedOut],
  ];
}

/** The statement as CSV (UTF-8 with BOM, ";" separated): every line, then the totals. */
export function statementCsv(s: Statement): string {
  // Texts that come from people (names, reasons, contract numbers) are neutralised; our own money texts are not.
  const rows: string[][] = [["Extrato de comissões", neutraliseCell(`${s.userName} · ${monthLabel(s.month)} · ${CONTRACT_LABEL[s.contractType] ?? s.contractType}`)], [], ["Competência", "Categoria", "Descrição", "Valor"]];
  for (const line of s.lines) {
    rows.push([monthLabel(line.competence), line.category ? productCategoryLabel(line.category as ProductCategory) : "", neutraliseCell(lineDescription(line)), formatBRL(line.amount)]);
  }
  rows.push([]);
  for (const [label, amount] of totals(s)) rows.push(["", "", label, formatBRL(amount)]);
  if (s.status === "pago" && s.paidOn) rows.push(["", "", `Pago em ${formatDate(`${s.paidOn}T12:00:00Z`)} · ${s.paidReference ?? ""}`, ""]);
  return CSV_BOM + csvLines(rows);
}

const A4: [number, number] = [595.28, 841.89];
const MARGIN = 48;

/** WinAnsi (the standard PDF fonts) has no narrow no-break space; Intl's money uses U+00A0, which it has. */
const safe = (text: string) => text.replace(/[\u202f]/g, " ").replace(/[^\u0000-\u00ff€]/g, "?");

/** The statement as an A4 PDF: header, one row per line (new pages as needed), totals. */
export async function statementPdf(s: Statement): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(`Extrato de comissões ${monthLabel(s.month)} - ${s.userName}`);
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  let page: PDFPage = pdf.addPage(A4);
  let y = A4[1] - MARGIN;
  const text = (t: string, x: number, f: PDFFont = font, size = 9, right = false) => {
    const value = safe(t);
    page.drawText(value, { x: right ? x - f.widthOfTextAtSize(value, size) : x, y, size, font: f, color: rgb(0.1, 0.1, 0.12) });
  };
  const fit = (t: string, width: number, size = 9) => {
    let value = safe(t);
    while (value.length > 3 && font.widthOfTextAtSize(value, size) > width) value = `${value.slice(0, -4)}...`;
    return value;
  };
  const newLine = (step = 14) => {
    y -= step;
    if (y < MARGIN) {
      page = pdf.addPage(A4);
      y = A4[1] - MARGIN;
    }
  };
  text("Extrato de comissões", MARGIN, bold, 16);
  newLine(22);
  text(`${s.userName} · competência ${monthLabel(s.month)} · contrato ${CONTRACT_LABEL[s.contractType] ?? s.contractType}`, MARGIN, font, 10);
  newLine(24);
  const right = A4[0] - MARGIN;
  text("Competência", MARGIN, bold);
  text("Descrição", MARGIN + 70, bold);
  text("Valor", right, bold, 9, true);
  newLine();
  for (const line of s.lines) {
    text(monthLabel(line.competence), MARGIN);
    text(fit(lineDescription(line), right - MARGIN - 70 - 90), MARGIN + 70);
    text(formatBRL(line.amount), right, font, 9, true);
    newLine();
  }
  if (s.lines.length === 0) {
    text("Nenhum lançamento neste extrato.", MARGIN);
    newLine();
  }
  newLine(10);
  for (const [label, amount] of totals(s)) {
    const strong = label === "A pagar";
    text(label, right - 260, strong ? bold : font, strong ? 11 : 9);
    text(formatBRL(amount), right, strong ? bold : font, strong ? 11 : 9, true);
    newLine(strong ? 18 : 14);
  }
  if (s.status === "pago" && s.paidOn) text(`Pago em ${formatDate(`${s.paidOn}T12:00:00Z`)} · ${s.paidReference ?? ""}`, MARGIN);
  return pdf.save();
}
