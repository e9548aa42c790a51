import { describe, expect, it } from "vitest";
import { formatBRL, parseBRL } from "./money";

const NBSP = "\u00a0";

describe("formatBRL", () => {
  it.each([
    [123456, `R$${NBSP}1.234,56`],
    [0, `R$${NBSP}0,00`],
    [1, `R$${NBSP}0,01`],
    [10, `R$${NBSP}0,10`],
    [99, `R$${NBSP}0,99`],
    [100, `R$${NBSP}1,00`],
    [100000, `R$${NBSP}1.000,00`],
    [123456789, `R$${NBSP}1.234.567,89`],
    [-123456, `-R$${NBSP}1.234,56`],
    [-5, `-R$${NBSP}0,05`],
    [-100, `-R$${NBSP}1,00`],
    [Number.MAX_SAFE_INTEGER, `R$${NBSP}90.071.992.547.409,91`],
  ])("pt-BR %s → %j", (centavos, expected) => {
    expect(formatBRL(centavos)).toBe(expected);
    expect(formatBRL(centavos, "pt-BR")).toBe(expected);
  });

  it("puts a no-break space (U+00A0) after R$ in pt-BR, as Intl does", () => {
    expect(formatBRL(123456).charCodeAt(2)).toBe(0xa0);
    expect(formatBRL(123456)).toBe(new Intl.NumberFormat("pt-BR", { style: "currency", currency: "BRL" }).format(1234.56));
  });

  it.each([
    [123456, "R$1,234.56"],
    [0, "R$0.00"],
    [7, "R$0.07"],
    [123456789, "R$1,234,567.89"],
    [-123456, "-R$1,234.56"],
    [-5, "-R$0.05"],
  ])("en-US %s → %j", (centavos, expected) => {
    expect(formatBRL(centavos, "en-US")).toBe(expected);
  });

  it("gives the same text for a number and a bigint", () => {
    for (const n of [0, 1, -1, 99, 100, 123456, -987654321]) expect(formatBRL(BigInt(n))).toBe(formatBRL(n));
  });

  it("is exact for huge bigints (no float)", () => {
    expect(formatBRL(123456789012345678901234567890n)).toBe(`R$${NBSP}1.234.567.890.123.456.789.012.345.678,90`);
    expect(formatBRL(10n ** 30n + 7n)).toBe(`R$${NBSP}10.000.000.000.000.000.000.000.000.000,07`);
    expect(formatBRL(-(2n ** 64n) - 1n)).toBe(`-R$${NBSP}184.467.440.737.095.516,17`);
    expect(formatBRL(9007199254740993n)).toBe(`R$${NBSP}90.071.992.547.409,93`); // MAX_SAFE_INTEGER + 2
    expect(formatBRL(123456789012345678901234567890n, "en-US")).toBe("R$1,234,567,890,123,456,789,012,345,678.90");
  });

  it.each([0.5, 1.1, Number.NaN, Number.POSITIVE_INFINITY, Number.MAX_SAFE_INTEGER + 1])("refuses %s centavos (not a safe integer)", (value) => {
    expect(() => formatBRL(value)).toThrow(RangeError);
  });
});

describe("parseBRL", () => {
  it.each([
    ["1.234,56", 123456n],
    ["R$ 1.234,56", 123456n],
    [`R$${NBSP}1.234,56`, 123456n],
    ["R$1.234,56", 123456n],
    ["1234,5", 123450n],
    ["1234,56", 123456n],
    ["1234", 123400n],
    ["1.234", 123400n],
    ["0", 0n],
    ["0,01", 1n],
    ["0,1", 10n],
    ["-10,00", -1000n],
    ["-0,05", -5n],
    ["-R$ 1.234,56", -123456n],
    [`-R$${NBSP}1.234,56`, -123456n],
    ["R$ -1.234,56", -123456n],
    ["\u22121.234,56", -123456n], // Unicode minus sign
    ["1.234.567,89", 123456789n],
    ["  1.234,56  ", 123456n],
    ["1 234,56", 123456n], // a space groups thousands as a dot does
    ["1,", 100n],
    [",50", 50n],
    ["-0", 0n],
  ])("%j → %s", (input, expected) => {
    expect(parseBRL(input)).toBe(expected);
  });

  it.each([
    "1,234.56",
    "1,234",
    "1234.56",
    "1.23",
    "1.2345",
    "12.34,56",
    "1.234,567",
    ".5",
    "1 23,4",
    "123.456.789.012.345.678.901.234.567.890,12", // more than the 15 digits money holds
    "1..234",
    "1.234.",
    "",
    "   ",
    "R$",
    "-",
    "--10",
    "-R$ -10",
    "+10",
    "10-",
    "abc",
    "R$ abc",
    "1e3",
    "US$ 10,00",
    "10,00 BRL",
    "NaN",
    "Infinity",
  ])("rejects %j", (input) => {
    expect(parseBRL(input)).toBeNull();
  });

  it("rejects a non-string at runtime", () => {
    expect(parseBRL(1234 as unknown as string)).toBeNull();
  });

  it("round-trips with formatBRL", () => {
    for (const value of [0n, 1n, -1n, 99n, 123456n, -123456n, 999_999_999_999_999n, -999_999_999_999_999n]) {
      expect(parseBRL(formatBRL(value))).toBe(value);
    }
  });
});
