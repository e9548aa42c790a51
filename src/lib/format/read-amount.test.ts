import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { formatBRL } from "./money";
import { readAmount, readRate, type AmountProblem } from "./read-amount";

const NBSP = "\u00a0";
const value = (text: string, options?: { negative?: boolean }) => {
  const r = readAmount(text, options);
  return r.ok ? r.value : r.problem;
};
const rate = (text: string) => {
  const r = readRate(text);
  return r.ok ? r.value : r.problem;
};

/** "1234567" → "1.234.567" (the Brazilian grouping, built by hand so the test does not share the code). */
function grouped(digits: string): string {
  const out: string[] = [];
  for (let end = digits.length; end > 0; end -= 3) out.unshift(digits.slice(Math.max(0, end - 3), end));
  return out.join(".");
}

/** Centavos up to the 15-digit limit, as the form and the database take them. */
const centavos = fc.bigInt({ min: 0n, max: 999_999_999_999_999n });
const canonical = (v: bigint) => `${grouped((v / 100n).toString())},${(v % 100n).toString().padStart(2, "0")}`;

describe("readAmount: what Brazilians type", () => {
  it.each<[string, bigint]>([
    ["1.500.000", 150_000_000n],
    ["1500000", 150_000_000n],
    ["2.500,50", 250_050n],
    ["2500,50", 250_050n],
    ["1850,00", 185_000n],
    ["1850", 185_000n],
    ["0,5", 50n],
    ["0,05", 5n],
    ["R$ 1.234,56", 123_456n],
    [`R$${NBSP}1.234,56`, 123_456n],
    ["R$\u202f1.234,56", 123_456n],
    ["R$1.234,56", 123_456n],
    ["  1.234,56 ", 123_456n],
    ["1.000", 100_000n],
    ["007", 700n],
    ["0", 0n],
    ["1,", 100n],
    [",5", 50n],
    ["1 234,56", 123_456n],
    [`1${NBSP}234${NBSP}567,89`, 123_456_789n],
    ["9.999.999.999.999,99", 999_999_999_999_999n],
  ])("%j → %s centavos", (text, expected) => {
    expect(value(text)).toBe(expected);
  });

  it.each<[string, AmountProblem]>([
    ["1,5 mi", "characters"],
    ["12.34.5", "separators"],
    ["1.5", "dotDecimal"],
    ["1850.00", "dotDecimal"],
    ["1,234", "decimals"],
    ["1.234,567", "decimals"],
    ["--5", "sign"],
    ["-5", "sign"],
    ["+5", "sign"],
    ["", "empty"],
    ["   ", "empty"],
    ["R$", "empty"],
    ["abc", "characters"],
    ["R$ abc", "characters"],
    ["1e3", "characters"],
    ["US$ 10,00", "characters"],
    ["10,00 BRL", "characters"],
    ["12 34", "separators"],
    ["1.23,4", "separators"],
    ["1.2345", "separators"],
    ["12.34,56", "separators"],
    ["1,234.56", "separators"],
    ["1,234,567", "separators"],
    ["1..234", "separators"],
    ["1.234.", "separators"],
    [".5", "separators"],
    ["0.500", "separators"],
    [",", "separators"],
    ["1,2 3", "separators"],
    ["10.000.000.000.000", "tooLarge"],
    ["99999999999999", "tooLarge"],
  ])("refuses %j (%s)", (text, problem) => {
    expect(value(text)).toBe(problem);
  });

  it("reads negatives only when the field takes them", () => {
    for (const text of ["-10,00", "-R$ 10,00", `-R$${NBSP}10,00`, "R$ -10,00", "\u221210,00"]) {
      expect(value(text, { negative: true })).toBe(-1000n);
      expect(value(text)).toBe("sign");
    }
    expect(value("-R$ -10", { negative: true })).toBe("sign");
    expect(value("-0", { negative: true })).toBe(0n);
    expect(value("10-", { negative: true })).toBe("characters");
  });

  it("refuses what is not a string at runtime", () => {
    expect(value(1234 as unknown as string)).toBe("characters");
  });
});

describe("readAmount: properties", () => {
  it("reads back every amount written the Brazilian way, with or without grouping, prefix and spaces", () => {
    fc.assert(
      fc.property(centavos, fc.constantFrom("", "R$ ", `R$${NBSP}`, "R$", "  "), fc.boolean(), (v, prefix, group) => {
        const reais = (v / 100n).toString();
        const text = `${prefix}${group ? grouped(reais) : reais},${(v % 100n).toString().padStart(2, "0")} `;
        expect(readAmount(text)).toEqual({ ok: true, value: v });
      }),
    );
  });

  it("reads back what formatBRL shows, negatives included when allowed", () => {
    fc.assert(
      fc.property(centavos, fc.boolean(), (v, negative) => {
        const shown = formatBRL(negative ? -v : v);
        expect(readAmount(shown, { negative: true })).toEqual({ ok: true, value: negative ? -v : v });
        if (negative && v !== 0n) expect(readAmount(shown)).toEqual({ ok: false, problem: "sign" });
      }),
    );
  });

  it("never takes a dot for a decimal mark: an accepted text's digits before the comma are its reais", () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[0-9.,]{1,12}$/), (text) => {
        const r = readAmount(text);
        if (!r.ok) return;
        const [integerPart = "", fraction = ""] = text.split(",");
        expect(r.value / 100n).toBe(BigInt(integerPart.replaceAll(".", "") || "0"));
        expect(r.value % 100n).toBe(BigInt(fraction.padEnd(2, "0")));
      }),
    );
  });

  it("refuses a canonical amount once a grouping dot is moved off its place", () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 100_000n, max: 999_999_999_999_999n }), fc.nat(), fc.constantFrom(-1, 1), (v, pick, shift) => {
        const text = canonical(v);
        const dots = [...text.matchAll(/\./g)].map((m) => m.index);
        const at = dots[pick % dots.length]!;
        const chars = [...text];
        chars.splice(at, 1);
        chars.splice(at + shift, 0, ".");
        const moved = chars.join("");
        fc.pre(moved !== text);
        expect(readAmount(moved).ok).toBe(false);
      }),
    );
  });

  it("accepts only digits, separators, spaces, a sign and R$, and never throws", () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.stringMatching(/^[0-9.,a-zR$ -]{1,12}$/)), (text) => {
        const r = readAmount(text, { negative: true });
        if (r.ok) expect(text.replace("R$", "")).toMatch(/^[\s\d.,\-\u2212]*$/);
      }),
    );
  });

  it("never gives more than 15 digits of centavos", () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[0-9]{1,20}(,[0-9]{1,2})?$/), (text) => {
        const r = readAmount(text);
        if (r.ok) expect(r.value).toBeLessThanOrEqual(999_999_999_999_999n);
        else expect(r.problem).toBe("tooLarge");
      }),
    );
  });
});

describe("readRate", () => {
  it.each<[string, bigint]>([
    ["12,5", 1250n],
    ["12,50", 1250n],
    ["0,04", 4n],
    ["20", 2000n],
    ["100", 10_000n],
    ["12,5 %", 1250n],
    ["12,5%", 1250n],
    [" 1,5 ", 150n],
    ["0", 0n],
  ])("%j → %s bp", (text, expected) => {
    expect(rate(text)).toBe(expected);
  });

  it.each<[string, AmountProblem]>([
    ["12.5", "dotDecimal"],
    ["1.000", "separators"],
    ["1,555", "decimals"],
    ["-5", "sign"],
    ["12,5 pct", "characters"],
    ["R$ 5", "characters"],
    ["", "empty"],
    ["%", "empty"],
    ["1234567", "tooLarge"],
  ])("refuses %j (%s)", (text, problem) => {
    expect(rate(text)).toBe(problem);
  });

  it("reads back every rate written with a decimal comma, and refuses it with a dot", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 99_999_999 }), (bp) => {
        const text = `${Math.floor(bp / 100)},${String(bp % 100).padStart(2, "0")}`;
        expect(readRate(text)).toEqual({ ok: true, value: BigInt(bp) });
        expect(readRate(text.replace(",", ".")).ok).toBe(false);
      }),
    );
  });
});
