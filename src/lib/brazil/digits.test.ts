import { describe, expect, it } from "vitest";
import { applyMask, isAllSameChar, mod11CheckDigit, onlyDigits } from "./digits";

describe("onlyDigits", () => {
  it.each([
    ["529.982.247-25", "52998224725"],
    ["11.444.777/0001-61", "11444777000161"],
    ["(11) 91234-5678", "11912345678"],
    ["+55 11 91234-5678", "5511912345678"],
    ["12.ABC.345/01DE-35", "123450135"],
    ["", ""],
    ["abc", ""],
    ["  0 1 2  ", "012"],
    ["١٢٣", ""], // only ASCII digits count
  ])("%j → %j", (input, expected) => {
    expect(onlyDigits(input)).toBe(expected);
  });
});

describe("isAllSameChar", () => {
  it.each([
    ["11111111111", true],
    ["0", true],
    ["AAAA", true],
    ["11111111112", false],
    ["", false],
  ])("%j → %s", (input, expected) => {
    expect(isAllSameChar(input)).toBe(expected);
  });
});

describe("mod11CheckDigit", () => {
  it("gives the CPF check digits of 529.982.247", () => {
    expect(mod11CheckDigit("529982247", [10, 9, 8, 7, 6, 5, 4, 3, 2])).toBe(2);
    expect(mod11CheckDigit("5299822472", [11, 10, 9, 8, 7, 6, 5, 4, 3, 2])).toBe(5);
  });

  it("values letters as their char code − 48 (A = 17)", () => {
    // 17 × 2 = 34; 34 mod 11 = 1 < 2 → 0.  17 × 3 = 51; 51 mod 11 = 7 → 4.
    expect(mod11CheckDigit("A", [2])).toBe(0);
    expect(mod11CheckDigit("A", [3])).toBe(4);
  });

  it("gives 0 when the remainder is 0 or 1", () => {
    expect(mod11CheckDigit("0", [2])).toBe(0);
    expect(mod11CheckDigit("6", [2])).toBe(0); // 12 mod 11 = 1
    expect(mod11CheckDigit("5", [2])).toBe(1); // 10 mod 11 = 10 → 1
  });
});

describe("applyMask", () => {
  const cpf = [
    [3, "."],
    [6, "."],
    [9, "-"],
  ] as const;

  it.each([
    ["", ""],
    ["5", "5"],
    ["529", "529"],
    ["5299", "529.9"],
    ["529982247", "529.982.247"],
    ["5299822472", "529.982.247-2"],
    ["52998224725", "529.982.247-25"],
  ])("%j → %j (no trailing literal)", (input, expected) => {
    expect(applyMask(input, cpf)).toBe(expected);
  });
});
