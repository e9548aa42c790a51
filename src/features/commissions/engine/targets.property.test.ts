import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { ClawbackStep, Tranche } from "../commission-terms.schemas";
import { addMonths } from "./months";
import type { Participant } from "./split";
import { splitAmount } from "./split";
import { ledgerDeltas, ledgerKey, monthsRun, sumLedger, targetLedger, type LedgerLine, type SaleLedgerState, type SaleTerms } from "./targets";

const tranche: fc.Arbitrary<Tranche> = fc.oneof(
  fc.record({
    fromMonth: fc.integer({ min: 1, max: 12 }),
    months: fc.option(fc.integer({ min: 1, max: 12 }), { nil: null }),
    kind: fc.constant("rate" as const),
    rateBp: fc.integer({ min: 0, max: 20_000 }),
    fixedCents: fc.constant(null),
    base: fc.constantFrom("total" as const, "installment" as const),
  }),
  fc.record({
    fromMonth: fc.integer({ min: 1, max: 12 }),
    months: fc.option(fc.integer({ min: 1, max: 12 }), { nil: null }),
    kind: fc.constant("fixed" as const),
    rateBp: fc.constant(null),
    fixedCents: fc.integer({ min: 0, max: 1_000_000 }),
    base: fc.constant("total" as const),
  }),
);

/** Up to four participants whose shares add up to at most 100 %. */
const participants: fc.Arbitrary<Participant[]> = fc
  .array(fc.tuple(fc.integer({ min: 0, max: 10_000 }), fc.constantFrom(0, 5_000, 10_000)), { maxLength: 4 })
  .map((raw) => {
    let left = 10_000;
    const roles = ["seller", "presales", "referrer", "manager"] as const;
    return raw.map(([bp, passOnBp], i) => {
      const share = Math.min(bp, left);
      left -= share;
      return { role: roles[i]!, userId: `u${i}`, bp: share, passOnBp };
    });
  });

const clawback: fc.Arbitrary<ClawbackStep[]> = fc
  .uniqueArray(fc.integer({ min: 1, max: 36 }), { maxLength: 5 })
  .chain((months) =>
    fc.tuple(...months.sort((a, b) => a - b).map((upToMonth) => fc.integer({ min: 0, max: 10_000 }).map((recoverBp) => ({ upToMonth, recoverBp })))),
  );

const terms: fc.Arbitrary<SaleTerms> = fc.record({
  tranches: fc.array(tranche, { minLength: 1, maxLength: 4 }),
  participants,
  clawback,
  horizonMonths: fc.integer({ min: 1, max: 24 }),
});

const sale: fc.Arbitrary<SaleLedgerState> = fc.record({
  status: fc.constant("ativa" as const),
  baseAmount: fc.bigInt({ min: 0n, max: 10_000_000_000n }),
  installments: fc.option(fc.integer({ min: 1, max: 36 }), { nil: null }),
  vigenciaMonths: fc.option(fc.integer({ min: 1, max: 36 }), { nil: null }),
  startMonth: fc.constantFrom("2025-12", "2026-01", "2026-07"),
  stoppedMonth: fc.constant(null),
});

/** Appends deltas as a ledger would, returning every entry so far. */
function apply(ledger: LedgerLine[], deltas: LedgerLine[]): LedgerLine[] {
  return [...ledger, ...deltas];
}

function byInstallment(lines: LedgerLine[]): Map<number, LedgerLine[]> {
  const map = new Map<number, LedgerLine[]>();
  for (const l of lines) map.set(l.installment, [...(map.get(l.installment) ?? []), l]);
  return map;
}

describe("commission ledger properties", { timeout: 30_000 }, () => {
  it("splits always sum to the commission: each installment's parts add up to what the partner pays", () => {
    fc.assert(
      fc.property(sale, terms, fc.integer({ min: -2, max: 40 }), fc.boolean(), (s, t, stopAfter, cancel) => {
        const states: SaleLedgerState[] = [s, { ...s, status: cancel ? "cancelada" : "encerrada", stoppedMonth: addMonths(s.startMonth, stopAfter) }];
        for (const state of states) {
          for (const [, lines] of byInstallment(targetLedger(state, t))) {
            const partner = lines.find((l) => l.party === "partner")!.amount;
            const parts = lines.filter((l) => l.party !== "partner").reduce((a, l) => a + l.amount, 0n);
            expect(parts).toBe(partner);
          }
        }
      }),
      { numRuns: 300 },
    );
  });

  it("splitAmount never rounds a participant up and leaves the office less than one centavo per participant", () => {
    fc.assert(
      fc.property(fc.bigInt({ min: -1_000_000_000n, max: 1_000_000_000n }), participants, (amount, ps) => {
        const { shares, office } = splitAmount(amount, ps);
        expect(shares.reduce((a, b) => a + b, office)).toBe(amount);
        const exactOffice = Number(amount) * (1 - ps.reduce((a, p) => a + p.bp, 0) / 10_000);
        expect(Math.abs(Number(office) - exactOffice)).toBeLessThanOrEqual(ps.length + 1e-6 * Math.abs(Number(amount)));
      }),
    );
  });

  it("no participant's estorno exceeds what was accrued for them, and the partner never recovers more than it paid", () => {
    fc.assert(
      fc.property(sale, terms, fc.integer({ min: -2, max: 40 }), (s, t, stopAfter) => {
        const accrued = ledgerDeltas(new Map(), targetLedger(s, t), "activation", null);
        const cancelled: SaleLedgerState = { ...s, status: "cancelada", stoppedMonth: addMonths(s.startMonth, stopAfter) };
        const run = monthsRun(cancelled);
        const deltas = ledgerDeltas(sumLedger(accrued), targetLedger(cancelled, t), "cancellation", run);
        const accruedBy = sumLedger(accrued);
        for (const d of deltas) {
          expect(d.type === "estorno" || d.type === "cancelamento").toBe(true);
          if (d.party === "office") continue; // the office absorbs what it does not pass on: its line may go below zero
          const before = accruedBy.get(ledgerKey(d))!.amount;
          expect(d.amount).toBeLessThanOrEqual(0n);
          expect(-d.amount).toBeLessThanOrEqual(before);
        }
      }),
      { numRuns: 300 },
    );
  });

  it("replaying any event appends nothing: activation, amount change, cancellation", () => {
    fc.assert(
      fc.property(sale, terms, fc.bigInt({ min: 0n, max: 10_000_000_000n }), fc.integer({ min: -2, max: 40 }), (s, t, newAmount, stopAfter) => {
        let ledger: LedgerLine[] = [];
        const step = (state: SaleLedgerState, change: Parameters<typeof ledgerDeltas>[2]) => {
          const run = monthsRun(state);
          ledger = apply(ledger, ledgerDeltas(sumLedger(ledger), targetLedger(state, t), change, run));
          expect(ledgerDeltas(sumLedger(ledger), targetLedger(state, t), change, run)).toEqual([]);
        };
        step(s, "activation");
        const changed = { ...s, baseAmount: newAmount };
        step(changed, "amount");
        step({ ...changed, status: "cancelada", stoppedMonth: addMonths(s.startMonth, stopAfter) }, "cancellation");
        // The ledger's sums are exactly the target after every step.
        const sums = sumLedger(ledger);
        for (const line of targetLedger({ ...changed, status: "cancelada", stoppedMonth: addMonths(s.startMonth, stopAfter) }, t)) {
          expect(sums.get(ledgerKey(line))?.amount ?? 0n).toBe(line.amount);
        }
      }),
      { numRuns: 200 },
    );
  });

  it("a cancelled sale's installments after the cancellation month are never due, and earlier ones are never negative for the partner", () => {
    fc.assert(
      fc.property(sale, terms, fc.integer({ min: -2, max: 40 }), (s, t, stopAfter) => {
        const cancelled: SaleLedgerState = { ...s, status: "cancelada", stoppedMonth: addMonths(s.startMonth, stopAfter) };
        const run = monthsRun(cancelled)!;
        for (const line of targetLedger(cancelled, t)) {
          if (line.party !== "partner") continue;
          if (line.installment > run) expect(line.amount).toBe(0n);
          else expect(line.amount).toBeGreaterThanOrEqual(0n);
        }
      }),
    );
  });
});
