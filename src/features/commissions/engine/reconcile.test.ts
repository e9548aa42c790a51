import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { matchLines, normalizeReference, type ExpectedInstallment, type StatementLine } from "./reconcile";

const inst = (saleId: string, installment: number, dueMonth: string, expected: bigint, extra: Partial<ExpectedInstallment> = {}): ExpectedInstallment => ({
  saleId,
  installment,
  dueMonth,
  expected,
  received: false,
  contractNumber: `CT-${saleId}`,
  document: `doc-${saleId}`,
  ...extra,
});
const line = (lineNo: number, amount: bigint, extra: Partial<StatementLine> = {}): StatementLine => ({ lineNo, amount, reference: null, installment: null, document: null, competence: null, ...extra });
const OPTIONS = { month: "2026-10", toleranceCents: 100n };

describe("normalizeReference", () => {
  it("keeps letters and digits, upper-case, without accents", () => {
    expect(normalizeReference(" apól-123/45 ")).toBe("APOL12345");
    expect(normalizeReference("--")).toBeNull();
    expect(normalizeReference(null)).toBeNull();
  });
});

describe("matchLines", () => {
  const expected = [inst("a", 1, "2026-09", 10_000n), inst("a", 2, "2026-10", 5_000n), inst("b", 1, "2026-10", 7_000n)];

  it("by reference and installment: exact, within tolerance, divergent", () => {
    const decisions = matchLines(
      [line(1, 10_000n, { reference: "ct-a", installment: 1 }), line(2, 5_050n, { reference: "CT A", installment: 2 }), line(3, 6_000n, { reference: "CT-B", installment: 1 })],
      expected,
      OPTIONS,
    );
    expect(decisions.map((d) => [d.status, d.saleId, d.installment, d.difference])).toEqual([
      ["recebida", "a", 1, 0n],
      ["recebida", "a", 2, 50n],
      ["divergente", "b", 1, -1_000n],
    ]);
  });

  it("by reference without installment: the one due in the line's month, else the earliest due", () => {
    const [first, second, third] = matchLines([line(1, 5_000n, { reference: "CT-a" }), line(2, 10_000n, { reference: "CT-a" }), line(3, 1n, { reference: "CT-a" })], expected, OPTIONS);
    expect([first!.installment, second!.installment, third!.status]).toEqual([2, 1, "nao_identificada"]);
  });

  it("falls back to CPF/CNPJ + competence, only when it is unambiguous", () => {
    const two = [inst("c", 1, "2026-10", 3_000n, { document: "111" }), inst("d", 1, "2026-10", 4_000n, { document: "111" })];
    const decisions = matchLines([line(1, 4_000n, { document: "111" }), line(2, 9_999n, { document: "111", competence: "2026-10" }), line(3, 1n, { document: "222" })], two, OPTIONS);
    expect(decisions.map((d) => [d.status, d.saleId])).toEqual([
      ["recebida", "d"],
      ["divergente", "c"],
      ["nao_identificada", null],
    ]);
  });

  it("never takes an installment twice, nor one already received", () => {
    const decisions = matchLines(
      [line(1, 10_000n, { reference: "CT-a", installment: 1 }), line(2, 10_000n, { reference: "CT-a", installment: 1 }), line(3, 7_000n, { reference: "CT-b", installment: 1 })],
      [inst("a", 1, "2026-09", 10_000n), inst("b", 1, "2026-10", 7_000n, { received: true })],
      OPTIONS,
    );
    expect(decisions.map((d) => d.status)).toEqual(["recebida", "nao_identificada", "nao_identificada"]);
  });

  it("a statement that pays exactly what is expected is all recebida, whatever its order", () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.integer({ min: 1, max: 6 }), fc.bigInt({ min: 1n, max: 10_000_000n })), { minLength: 1, maxLength: 30 }),
        fc.integer({ min: 0, max: 1000 }),
        (specs, seed) => {
          const installments = specs.map(([n, amount], i) => inst(`s${i}`, n, "2026-10", amount));
          const lines = installments.map((e, i) => line(i + 1, e.expected, { reference: e.contractNumber, installment: e.installment }));
          const shuffled = [...lines].sort((a, b) => ((a.lineNo * 7919 + seed) % 101) - ((b.lineNo * 7919 + seed) % 101));
          const decisions = matchLines(shuffled, installments, OPTIONS);
          expect(decisions.every((d) => d.status === "recebida" && d.difference === 0n)).toBe(true);
          expect(new Set(decisions.map((d) => `${d.saleId}|${d.installment}`)).size).toBe(decisions.length);
        },
      ),
    );
  });
});
