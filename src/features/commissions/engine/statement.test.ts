import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { computeStatement, type StatementInput } from "./statement";

const RATES = { irrfPjBp: 150, rpaInssBp: 1_100, rpaIrrfBp: 0 };
const base: StatementInput = { contractType: "pj", taxRegime: "simples", issBp: 0, gross: 0n, advances: 0n, carriedIn: 0n };

describe("computeStatement", () => {
  it("PJ in the Simples: no withholding", () => {
    expect(computeStatement({ ...base, gross: 1_000_000n }, RATES)).toEqual({ withholdings: [], withheld: 0n, payable: 1_000_000n, carriedOut: 0n });
  });

  it("PJ outside the Simples with 5 % ISS: IRRF 1,5 % and ISS on the gross", () => {
    // R$ 10.000,00 → IRRF 150,00 and ISS 500,00 → net R$ 9.350,00.
    const s = computeStatement({ ...base, taxRegime: "normal", issBp: 500, gross: 1_000_000n }, RATES);
    expect(s.withholdings.map((w) => [w.kind, w.amount])).toEqual([
      ["irrf", 15_000n],
      ["iss", 50_000n],
    ]);
    expect(s.payable).toBe(935_000n);
  });

  it("autônomo (RPA): INSS 11 % and ISS 2 %", () => {
    // R$ 1.234,57 → INSS 135,8027 → 135,80; ISS 24,6914 → 24,69; net 1.074,08.
    const s = computeStatement({ ...base, contractType: "autonomo", issBp: 200, gross: 123_457n }, RATES);
    expect(s.withholdings.map((w) => [w.kind, w.amount])).toEqual([
      ["inss", 13_580n],
      ["iss", 2_469n],
    ]);
    expect(s.payable).toBe(107_408n);
  });

  it("CLT: paid through the payroll, nothing withheld here", () => {
    expect(computeStatement({ ...base, contractType: "clt", issBp: 500, gross: 50_000n }, RATES).withheld).toBe(0n);
  });

  it("offsets an adiantamento and carries a negative balance forward", () => {
    // Gross R$ 300,00, advance R$ 500,00 → −200,00 carried; next month gross 1.000,00 pays 800,00.
    const first = computeStatement({ ...base, gross: 30_000n, advances: -50_000n }, RATES);
    expect(first).toMatchObject({ payable: 0n, carriedOut: -20_000n });
    const next = computeStatement({ ...base, gross: 100_000n, carriedIn: first.carriedOut }, RATES);
    expect(next).toMatchObject({ payable: 80_000n, carriedOut: 0n });
  });

  it("estornos bigger than the commissions: nothing withheld, the negative gross is carried", () => {
    const s = computeStatement({ ...base, contractType: "autonomo", issBp: 200, gross: -10_000n }, RATES);
    expect(s).toMatchObject({ withheld: 0n, payable: 0n, carriedOut: -10_000n });
  });

  it("always: payable + carried out = gross − withheld + advances + carried in, and one of them is zero", () => {
    fc.assert(
      fc.property(
        fc.constantFrom("clt" as const, "pj" as const, "autonomo" as const),
        fc.constantFrom("simples" as const, "normal" as const),
        fc.integer({ min: 0, max: 1_000 }),
        fc.bigInt({ min: -10_000_000n, max: 10_000_000n }),
        fc.bigInt({ min: -1_000_000n, max: 0n }),
        fc.bigInt({ min: -1_000_000n, max: 0n }),
        (contractType, taxRegime, issBp, gross, advances, carriedIn) => {
          const s = computeStatement({ contractType, taxRegime, issBp, gross, advances, carriedIn }, RATES);
          expect(s.payable + s.carriedOut).toBe(gross - s.withheld + advances + carriedIn);
          expect(s.payable === 0n || s.carriedOut === 0n).toBe(true);
          expect(s.withheld).toBeGreaterThanOrEqual(0n);
        },
      ),
    );
  });
});
