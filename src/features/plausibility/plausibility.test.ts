import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { DEFAULT_PLAUSIBILITY_SETTINGS, plausibilitySettingsSchema, unusualAmount, unusualAmountMessage, type AmountSample, type PlausibilitySettings } from "./plausibility";

const MAX = 999_999_999_999_999n;
const amounts = fc.bigInt({ min: 1n, max: MAX });
const settingsArb: fc.Arbitrary<PlausibilitySettings> = fc.record({
  ceilingCents: fc.integer({ min: 1, max: Number(MAX) }),
  factor: fc.integer({ min: 2, max: 1000 }),
  minSample: fc.integer({ min: 1, max: 1000 }),
});
const sampleArb: fc.Arbitrary<AmountSample> = fc.record({
  basis: fc.constantFrom("product" as const, "category" as const, "leads" as const),
  medianCents: fc.bigInt({ min: 0n, max: MAX }),
  count: fc.integer({ min: 0, max: 2000 }),
});
const samplesArb = fc.array(sampleArb, { maxLength: 3 });

describe("unusualAmount: the example of issue 17", () => {
  const product = (medianCents: bigint, count = 10): AmountSample => ({ basis: "product", medianCents, count });

  it("flags R$ 11.500.000.850,00 against a usual R$ 1.850,00, with the facts the form shows", () => {
    expect(unusualAmount(1_150_000_085_000n, [product(185_000n)], DEFAULT_PLAUSIBILITY_SETTINGS)).toEqual({
      reason: "median",
      amountCents: 1_150_000_085_000,
      ceilingCents: 5_000_000_000,
      factor: 20,
      medianCents: 185_000,
      basis: "product",
    });
    expect(unusualAmountMessage(unusualAmount(1_150_000_085_000n, [product(185_000n)], DEFAULT_PLAUSIBILITY_SETTINGS)!)).toBe(
      "Valor fora do usual: R$\u00a011.500.000.850,00 é mais de 20× o valor usual deste produto (R$\u00a01.850,00).",
    );
    expect(unusualAmount(3_700_001n, [product(185_000n)], DEFAULT_PLAUSIBILITY_SETTINGS)?.reason).toBe("median");
    expect(unusualAmount(5_000_000_001n, [], DEFAULT_PLAUSIBILITY_SETTINGS)?.reason).toBe("ceiling");
    expect(unusualAmount(3_700_000n, [product(185_000n)], DEFAULT_PLAUSIBILITY_SETTINGS)).toBeNull();
  });

  it("uses the category when the product has fewer than the minimum sample, and nothing below it", () => {
    const category: AmountSample = { basis: "category", medianCents: 10_000n, count: 50 };
    expect(unusualAmount(300_000n, [product(1_000_000n, 4), category], DEFAULT_PLAUSIBILITY_SETTINGS)).toMatchObject({ reason: "median", basis: "category", medianCents: 10_000 });
    expect(unusualAmount(300_000n, [product(1_000_000n, 5), category], DEFAULT_PLAUSIBILITY_SETTINGS)).toBeNull();
    expect(unusualAmount(300_000n, [product(1_000n, 4), { ...category, count: 4 }], DEFAULT_PLAUSIBILITY_SETTINGS)).toBeNull();
  });

  it("ignores zero, negative amounts and a zero median", () => {
    expect(unusualAmount(0n, [product(1n)], { ...DEFAULT_PLAUSIBILITY_SETTINGS, ceilingCents: 1 })).toBeNull();
    expect(unusualAmount(-5n, [product(1n)], { ...DEFAULT_PLAUSIBILITY_SETTINGS, ceilingCents: 1 })).toBeNull();
    expect(unusualAmount(100n, [product(0n)], DEFAULT_PLAUSIBILITY_SETTINGS)).toBeNull();
  });

  it("has defaults an office can rely on, and refuses nonsense configuration", () => {
    expect(DEFAULT_PLAUSIBILITY_SETTINGS).toEqual({ ceilingCents: 5_000_000_000, factor: 20, minSample: 5 });
    expect(plausibilitySettingsSchema.safeParse({ factor: 1 }).success).toBe(false);
    expect(plausibilitySettingsSchema.safeParse({ ceilingCents: 0 }).success).toBe(false);
    expect(plausibilitySettingsSchema.safeParse({ minSample: 0 }).success).toBe(false);
    expect(plausibilitySettingsSchema.safeParse({ extra: 1 }).success).toBe(false);
  });
});

describe("unusualAmount: properties", () => {
  it("is always unusual above the ceiling", () => {
    fc.assert(
      fc.property(settingsArb, samplesArb, amounts, (settings, samples, amount) => {
        fc.pre(amount > BigInt(settings.ceilingCents));
        expect(unusualAmount(amount, samples, settings)).not.toBeNull();
      }),
    );
  });

  it("is never unusual at or below min(ceiling, factor × the median it uses)", () => {
    fc.assert(
      fc.property(settingsArb, samplesArb, amounts, (settings, samples, amount) => {
        const used = samples.find((s) => s.count >= settings.minSample && s.medianCents > 0n);
        const limit = used ? (used.medianCents * BigInt(settings.factor) < BigInt(settings.ceilingCents) ? used.medianCents * BigInt(settings.factor) : BigInt(settings.ceilingCents)) : BigInt(settings.ceilingCents);
        fc.pre(amount <= limit);
        expect(unusualAmount(amount, samples, settings)).toBeNull();
      }),
    );
  });

  it("uses no median when no sample reaches the minimum: only the ceiling counts", () => {
    fc.assert(
      fc.property(settingsArb, samplesArb, amounts, (settings, samples, amount) => {
        const small = samples.map((s) => ({ ...s, count: Math.min(s.count, settings.minSample - 1) }));
        const result = unusualAmount(amount, small, settings);
        expect(result === null ? null : result.reason).toBe(amount > BigInt(settings.ceilingCents) ? "ceiling" : null);
        if (result) expect(result.medianCents).toBeNull();
      }),
    );
  });

  it("is monotonic: once an amount is unusual, every larger one is too", () => {
    fc.assert(
      fc.property(settingsArb, samplesArb, amounts, amounts, (settings, samples, a, b) => {
        const [low, high] = a <= b ? [a, b] : [b, a];
        if (unusualAmount(low, samples, settings)) expect(unusualAmount(high, samples, settings)).not.toBeNull();
      }),
    );
  });

  it("prefers the most specific sample that is large enough", () => {
    fc.assert(
      fc.property(settingsArb, sampleArb, sampleArb, amounts, (settings, first, second, amount) => {
        fc.pre(first.count >= settings.minSample && first.medianCents > 0n);
        expect(unusualAmount(amount, [first, second], settings)).toEqual(unusualAmount(amount, [first], settings));
      }),
    );
  });
});
