import { PDFDocument } from "pdf-lib";
import { describe, expect, it } from "vitest";
import { statementCsv, statementPdf } from "./statement-document";

type Statement = Parameters<typeof statementCsv>[0];

function statement(lines: number): Statement {
  return {
    id: "00000000-0000-0000-0000-000000000001",
    month: "2026-10",
    userId: "u",
    userName: "Ana Souza",
    contractType: "pj",
    taxRegime: "normal",
    gross: 70_000n,
    withholdings: [
      { kind: "irrf", bp: 150, amount: 1_050n },
      { kind: "iss", bp: 500, amount: 3_500n },
    ],
    withheld: 4_550n,
    advances: -10_000n,
    carriedIn: 0n,
    payable: 55_450n,
    carriedOut: 0n,
    status: "pago",
    paidOn: "2026-11-05",
    paidReference: "PIX 123",
    paidBy: null,
    version: 2,
    createdAt: new Date(),
    updatedAt: new Date(),
    lines: Array.from({ length: lines }, (_, i) => ({
      entryId: i + 1,
      type: i % 2 ? "estorno" : "prevista",
      party: "seller",
      competence: "2026-10",
      installment: i + 1,
      category: "Consortium",
      amount: i % 2 ? -1_000n : 5_000n,
      reason: null,
      saleId: "s",
      contractNumber: "=CMD()",
      customerName: "João Ação",
      productName: "Consórcio Imóvel",
    })),
  } as Statement;
}

describe("statement documents", () => {
  it("CSV: BOM, ';' separated, every line, withholdings and what is paid; a description never starts a formula", () => {
    const csv = statementCsv(statement(2));
    expect(csv.startsWith("\uFEFF")).toBe(true);
    expect(csv).toContain("10/2026;Consorcio;Comissão · João Ação · Consórcio Imóvel · nº =CMD() · parcela 1;R$\u00a050,00");
    expect(csv).toContain(";-R$\u00a010,00");
    expect(csv).toContain("IRRF (1,5 %);-R$\u00a010,50");
    expect(csv).toContain("A pagar;R$\u00a0554,50");
    expect(csv).toContain("Pago em 05/11/2026 · PIX 123");
  });

  it("PDF: a valid document, several pages for a long statement", async () => {
    const bytes = await statementPdf(statement(120));
    expect(Buffer.from(bytes.slice(0, 5)).toString()).toBe("%PDF-");
    const doc = await PDFDocument.load(bytes);
    expect(doc.getPageCount()).toBeGreaterThan(1);
    expect(doc.getTitle()).toBe("Extrato de comissões 10/2026 - Ana Souza");
  });
});
