import { describe, expect, it } from "vitest";
import { applyRate, divRoundHalfEven, divTruncate } from "./rounding";

describe("divRoundHalfEven", () => {
  it.each([
    [25n, 10n, 2n], // 2.5 → 2 (even)
    [35n, 10n, 4n], // 3.5 → 4 (even)
    [26n, 10n, 3n],
    [24n, 10n, 2n],
    [-25n, 10n, -2n],
    [-35n, 10n, -4n],
    [-26n, 10n, -3n],
    [0n, 7n, 0n],
    [10n, 10n, 1n],
  ])("%s / %s = %s", (n, d, q) => expect(divRoundHalfEven(n, d)).toBe(q));

  it("refuses a zero or negative denominator", () => {
    expect(() => divRoundHalfEven(1n, 0n)).toThrow(RangeError);
    expect(() => divTruncate(1n, -1n)).toThrow(RangeError);
  });
});

describe("applyRate", () => {
  it("rounds half to even at the centavo", () => {
    expect(applyRate(1_250n, 100)).toBe(12n); // 1 % of R$ 12,50 = 12,5 centavos → 12
    expect(applyRate(1_350n, 100)).toBe(14n); // 13,5 → 14
    expect(applyRate(123_456n, 200)).toBe(2_469n); // 2 % of R$ 1.234,56 = 2 469,12 centavos
  });

  it("keeps huge amounts exact", () => {
    expect(applyRate(999_999_999_999_999n, 10_000)).toBe(999_999_999_999_999n);
  });
});

describe("divTruncate", () => {
  it("truncates toward zero on both signs", () => {
    expect(divTruncate(19n, 10n)).toBe(1n);
    expect(divTruncate(-19n, 10n)).toBe(-1n);
  });
});
