import { describe, expect, it } from "vitest";
import type { ClawbackStep, Tranche } from "../commission-terms.schemas";
import type { Participant } from "./split";
import { ledgerDeltas, sumLedger, targetLedger, type LedgerLine, type SaleLedgerState, type SaleTerms } from "./targets";

/**
 * One sale of each family of DOMAIN.md §1, computed by hand in the comments. Amounts are centavos.
 * Rounding: a commission is rounded half-even to the centavo; a participant's share is truncated and the
 * office keeps the rest.
 */
const rate = (fromMonth: number, months: number | null, rateBp: number, base: Tranche["base"] = "total"): Tranche => ({
  fromMonth,
  months,
  kind: "rate",
  rateBp,
  fixedCents: null,
  base,
});
const fixed = (fromMonth: number, months: number | null, fixedCents: number): Tranche => ({ fromMonth, months, kind: "fixed", rateBp: null, fixedCents, base: "total" });
const seller = (bp: number, passOnBp = 10_000): Participant => ({ role: "seller", userId: "s", bp, passOnBp });
const manager = (bp: number): Participant => ({ role: "manager", userId: "m", bp, passOnBp: 10_000 });
const SLIDING: ClawbackStep[] = [
  { upToMonth: 6, recoverBp: 10_000 },
  { upToMonth: 12, recoverBp: 7_500 },
  { upToMonth: 18, recoverBp: 5_000 },
];

function terms(tranches: Tranche[], participants: Participant[], clawback: ClawbackStep[] = []): SaleTerms {
  return { tranches, participants, clawback, horizonMonths: 12 };
}
function active(baseAmount: bigint, extra: Partial<SaleLedgerState> = {}): SaleLedgerState {
  return { status: "ativa", baseAmount, installments: null, vigenciaMonths: null, startMonth: "2026-03", stoppedMonth: null, ...extra };
}
const of = (lines: LedgerLine[], party: LedgerLine["party"]) => lines.filter((l) => l.party === party).map((l) => l.amount);
const total = (xs: bigint[]) => xs.reduce((a, b) => a + b, 0n);

describe("worked examples, one per family", () => {
  it("consórcio: carta R$ 200.000,00; 1,0 % in month 1 and 0,5 % in months 2–4", () => {
    // Month 1: 20 000 000 × 1,0 % = 200 000 (R$ 2.000,00); months 2–4: 20 000 000 × 0,5 % = 100 000 each.
    // Seller 40 % (PJ), manager 5 %: month 1 → seller 80 000, manager 10 000, office 110 000.
    const t = terms([rate(1, 1, 100), rate(2, 3, 50)], [seller(4_000), manager(500)], SLIDING);
    const lines = targetLedger(active(20_000_000n), t);
    expect(of(lines, "partner")).toEqual([200_000n, 100_000n, 100_000n, 100_000n]);
    expect(of(lines, "seller")).toEqual([80_000n, 40_000n, 40_000n, 40_000n]);
    expect(of(lines, "manager")).toEqual([10_000n, 5_000n, 5_000n, 5_000n]);
    expect(of(lines, "office")).toEqual([110_000n, 55_000n, 55_000n, 55_000n]);
    expect(lines.find((l) => l.party === "partner" && l.installment === 4)!.dueMonth).toBe("2026-06");

    // Cancelled in May (month 3): ≤ 6 months → 100 % of months 1–3 recovered (estorno), month 4 never due
    // (cancelamento). The PJ seller gives back their whole share: 80 000 + 40 000 + 40 000 = 160 000.
    const before = sumLedger(lines);
    const cancelled = { ...active(20_000_000n), status: "cancelada" as const, stoppedMonth: "2026-05" };
    const deltas = ledgerDeltas(before, targetLedger(cancelled, t), "cancellation", 3);
    const sellerEstorno = deltas.filter((d) => d.party === "seller" && d.type === "estorno");
    expect(total(sellerEstorno.map((d) => d.amount))).toBe(-160_000n);
    expect(deltas.filter((d) => d.type === "cancelamento" && d.party === "partner").map((d) => d.amount)).toEqual([-100_000n]);
  });

  it("plano de saúde: invoice R$ 1.234,56; 100 % of the first, then 2 % monthly for the 12-month vigência", () => {
    // Month 1: 123 456 × 100 % = 123 456. Months 2–12: 123 456 × 2 % = 2 469,12 → 2 469 (half-even).
    // Seller 30 % (CLT): month 1 → 123 456 × 30 % = 37 036,8 → 37 036; office 86 420.
    const clt = seller(3_000, 0);
    const t = terms([rate(1, 1, 10_000), rate(2, null, 200)], [clt], SLIDING);
    const lines = targetLedger(active(123_456n, { vigenciaMonths: 12 }), t);
    const partner = of(lines, "partner");
    expect(partner).toHaveLength(12);
    expect(partner[0]).toBe(123_456n);
    expect(partner[1]).toBe(2_469n);
    expect(of(lines, "seller")[0]).toBe(37_036n);
    expect(of(lines, "office")[0]).toBe(86_420n);

    // Cancelled in month 3: the operator recovers months 1–3 (100 % ≤ 6). The CLT seller keeps their
    // 37 036 + 740 + 740 (2 469 × 30 % = 740,7 → 740); the office absorbs it: its month-1 line is −37 036.
    const cancelled = { ...active(123_456n, { vigenciaMonths: 12 }), status: "cancelada" as const, stoppedMonth: "2026-05" };
    const after = targetLedger(cancelled, t);
    expect(of(after, "partner").slice(0, 3)).toEqual([0n, 0n, 0n]);
    expect(of(after, "seller").slice(0, 3)).toEqual([37_036n, 740n, 740n]);
    expect(of(after, "office")[0]).toBe(-37_036n);
    expect(total(of(after, "partner"))).toBe(0n);
  });

  it("seguro auto: prêmio líquido R$ 3.000,00 in 4 installments, 20 % of each collected installment", () => {
    // Per installment: 300 000 × 20 % / 4 = 15 000 (R$ 150,00), four of them: R$ 600,00.
    // Cancelled in month 8 with the sliding table: 75 % of months 1–4 recovered = 11 250 each.
    const t = terms([rate(1, null, 2_000, "installment")], [seller(5_000)], SLIDING);
    const sale = active(300_000n, { installments: 4 });
    expect(of(targetLedger(sale, t), "partner")).toEqual([15_000n, 15_000n, 15_000n, 15_000n]);
    const after = targetLedger({ ...sale, status: "cancelada", stoppedMonth: "2026-10" }, t);
    expect(of(after, "partner")).toEqual([3_750n, 3_750n, 3_750n, 3_750n]);
    // Seller 50 %: 7 500 each, gives back 50 % of 11 250 = 5 625 → keeps 1 875.
    expect(of(after, "seller")).toEqual([1_875n, 1_875n, 1_875n, 1_875n]);
  });

  it("investimentos: R$ 500.000,00 under advice, 0,04 % a month (ROA share) while active (12-month horizon)", () => {
    // 50 000 000 × 0,04 % = 20 000 (R$ 200,00) a month; assessor repasse 50 % = 10 000.
    const t = terms([rate(1, null, 4)], [seller(5_000)]);
    const lines = targetLedger(active(50_000_000n), t);
    expect(of(lines, "partner")).toEqual(Array(12).fill(20_000n));
    expect(of(lines, "seller")).toEqual(Array(12).fill(10_000n));
    // Encerrada in month 5: months 6–12 stop, nothing recovered.
    const ended = targetLedger({ ...active(50_000_000n), status: "encerrada", stoppedMonth: "2026-07" }, t);
    expect(total(of(ended, "partner"))).toBe(100_000n);
  });

  it("crédito: financiamento veicular, R$ 45.678,90 released, 1,5 % once", () => {
    // 4 567 890 × 1,5 % = 68 518,35 → 68 518 (R$ 685,18). Seller 35 %: 23 981,3 → 23 981; office 44 537.
    const lines = targetLedger(active(4_567_890n), terms([rate(1, 1, 150)], [seller(3_500)]));
    expect(of(lines, "partner")).toEqual([68_518n]);
    expect(of(lines, "seller")).toEqual([23_981n]);
    expect(of(lines, "office")).toEqual([44_537n]);
  });

  it("previdência: contributions of R$ 800,00 a month, 1 % for 12 months", () => {
    // 80 000 × 1 % = 800 (R$ 8,00) × 12 = 9 600.
    const lines = targetLedger(active(80_000n), terms([rate(1, 12, 100)], [seller(4_000)]));
    expect(total(of(lines, "partner"))).toBe(9_600n);
    expect(of(lines, "seller")[0]).toBe(320n);
  });

  it("câmbio: R$ 10.000,00 operation, 0,35 % spread share, once", () => {
    // 1 000 000 × 0,35 % = 3 500 (R$ 35,00).
    const lines = targetLedger(active(1_000_000n), terms([rate(1, 1, 35)], [seller(3_333)]));
    expect(of(lines, "partner")).toEqual([3_500n]);
    // 3 500 × 33,33 % = 1 166,55 → 1 166; office 2 334.
    expect(of(lines, "seller")).toEqual([1_166n]);
    expect(of(lines, "office")).toEqual([2_334n]);
  });

  it("energia: R$ 45,00 a month per connected customer for a 24-month contract", () => {
    const lines = targetLedger(active(0n, { vigenciaMonths: 24 }), terms([fixed(1, null, 4_500)], [seller(2_000)]));
    expect(of(lines, "partner")).toEqual(Array(24).fill(4_500n));
    expect(of(lines, "seller")).toEqual(Array(24).fill(900n));
  });

  it("a base amount change appends adjustments for the difference on every installment", () => {
    // Consórcio carta corrected from R$ 200.000,00 to R$ 210.000,00: month 1 +10 000, months 2–4 +5 000.
    const t = terms([rate(1, 1, 100), rate(2, 3, 50)], [seller(4_000)]);
    const before = sumLedger(targetLedger(active(20_000_000n), t));
    const deltas = ledgerDeltas(before, targetLedger(active(21_000_000n), t), "amount", null);
    expect(deltas.filter((d) => d.party === "partner").map((d) => [d.type, d.amount])).toEqual([
      ["ajuste", 10_000n],
      ["ajuste", 5_000n],
      ["ajuste", 5_000n],
      ["ajuste", 5_000n],
    ]);
  });
});

describe("entry types", () => {
  it("the office's first line on a cancellation is an estorno, not a prevista", () => {
    // Seller 100 % CLT: at activation the office line is 0 (no entry); cancelled in month 1 with 100 % recovered,
    // the seller keeps 1 000 and the office absorbs it: its new −1 000 line is an estorno.
    const t = terms([rate(1, 1, 100)], [seller(10_000, 0)], [{ upToMonth: 6, recoverBp: 10_000 }]);
    const before = sumLedger(targetLedger(active(100_000n), t));
    expect(before.get("office||1")?.amount).toBe(0n);
    const deltas = ledgerDeltas(new Map([...before].filter(([, l]) => l.amount !== 0n)), targetLedger({ ...active(100_000n), status: "cancelada", stoppedMonth: "2026-03" }, t), "cancellation", 1);
    expect(deltas.map((d) => [d.party, d.type, d.amount])).toEqual([
      ["partner", "estorno", -1_000n],
      ["office", "estorno", -1_000n],
    ]);
  });
});
