import { describe, expect, it } from "vitest";
import { cnpjCheckDigits, formatCnpj, isValidCnpj, normalizeCnpj } from "./cnpj";

const VALID = ["11444777000161", "11222333000181", "00000000000191", "12ABC34501DE35", "ABCDEFGHIJKL80", "00000000ZZZZ62", "A1B2C3D4E5F668", "YYYYYYYYYYYY93"];

describe("normalizeCnpj", () => {
  it.each([
    ["11.444.777/0001-61", "11444777000161"],
    ["11444777000161", "11444777000161"],
    ["12.ABC.345/01DE-35", "12ABC34501DE35"],
    ["12.abc.345/01de-35", "12ABC34501DE35"],
    [" 12 abc 345 01de 35 ", "12ABC34501DE35"],
    ["", ""],
    ["11.444", "11444"],
    ["12ıbc", "12BC"], // non-ASCII letters are dropped, never uppercased into ASCII
    ["12ÀBC", "12BC"],
  ])("%j → %j", (input, expected) => {
    expect(normalizeCnpj(input)).toBe(expected);
  });
});

describe("cnpjCheckDigits", () => {
  it.each(VALID)("computes the check digits of %s", (cnpj) => {
    expect(cnpjCheckDigits(cnpj.slice(0, 12))).toBe(cnpj.slice(12));
  });
});

describe("isValidCnpj", () => {
  it.each(["11.444.777/0001-61", "11444777000161", "12.ABC.345/01DE-35", "12ABC34501DE35", "12.abc.345/01de-35", "12abc34501de35", " 11.444.777/0001-61 ", "00.000.000/0001-91", "11.222.333/0001-81"])(
    "accepts %j",
    (input) => {
      expect(isValidCnpj(input)).toBe(true);
    },
  );

  it.each(VALID)("accepts the generated valid CNPJ %s", (cnpj) => {
    expect(isValidCnpj(cnpj)).toBe(true);
  });

  it.each(["11.444.777/0001-62", "11.444.777/0001-71", "11.444.777/0002-61", "21.444.777/0001-61", "11.444.778/0001-61", "12.ABC.345/01DE-36", "12.ABC.345/01DE-25", "12.ABD.345/01DE-35", "12.ABC.345/01DF-35", "13.ABC.345/01DE-35"])(
    "rejects one wrong character: %s",
    (input) => {
      expect(isValidCnpj(input)).toBe(false);
    },
  );

  it("rejects every change of one digit into another in 11.444.777/0001-61 and 12.ABC.345/01DE-35", () => {
    for (const base of ["11444777000161", "12ABC34501DE35"]) {
      for (let i = 0; i < base.length; i++) {
        if (!/\d/.test(base.charAt(i))) continue;
        for (const c of "0123456789") {
          const changed = `${base.slice(0, i)}${c}${base.slice(i + 1)}`;
          if (changed !== base) expect(isValidCnpj(changed), changed).toBe(false);
        }
      }
    }
  });

  it("rejects every single-character change whose value does not differ by a multiple of 11", () => {
    const alphabet = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ";
    for (const base of ["11444777000161", "12ABC34501DE35"]) {
      for (let i = 0; i < 12; i++) {
        for (const c of alphabet) {
          const delta = c.charCodeAt(0) - base.charCodeAt(i);
          const changed = `${base.slice(0, i)}${c}${base.slice(i + 1)}`;
          if (delta % 11 !== 0) expect(isValidCnpj(changed), changed).toBe(false);
        }
      }
    }
  });

  it("shares the algorithm's blind spot: a swap by 11 in value keeps the check digits (A = 17 ↔ 6 = 6)", () => {
    // A property of IN RFB 2.229/2024's mod-11 on ASCII − 48, not a bug here: "1" ↔ "G" (1 ↔ 23), "0" ↔ "B"...
    expect(isValidCnpj("12.6BC.345/01DE-35")).toBe(true);
    expect(isValidCnpj("G1.444.777/0001-61")).toBe(true);
  });

  it.each(["00000000000000", "11111111111111", "22.222.222/2222-22", "55555555555555", "99.999.999/9999-99"])("rejects all-equal %s", (input) => {
    expect(isValidCnpj(input)).toBe(false);
  });

  it.each(["12.ABC.345/01DE-3A", "12ABC34501DEAB", "1144477700016A", "11444777000l61"])("rejects letters in the check digits or invalid letters: %s", (input) => {
    expect(isValidCnpj(input)).toBe(false);
  });

  it.each(["", "   ", "1144477700016", "114447770001611", "11.444.777/0001-6", "529.982.247-25", "52998224725", "11.444.777/0001-61x", "11.444.777_0001-61", "11..444.777/0001-61", "12.ÀBC.345/01DE-35", "12.ABC.345/01DE-35".replace("A", "ı"), "CNPJ 11444777000161"])(
    "rejects malformed input %j",
    (input) => {
      expect(isValidCnpj(input)).toBe(false);
    },
  );

  it("rejects a non-string at runtime", () => {
    expect(isValidCnpj(11444777000161 as unknown as string)).toBe(false);
    expect(isValidCnpj(undefined as unknown as string)).toBe(false);
  });
});

describe("formatCnpj", () => {
  it.each([
    ["11444777000161", "11.444.777/0001-61"],
    ["11.444.777/0001-61", "11.444.777/0001-61"],
    ["12ABC34501DE35", "12.ABC.345/01DE-35"],
    ["12abc34501de35", "12.ABC.345/01DE-35"],
    ["12.abc.345/01de-35", "12.ABC.345/01DE-35"],
    ["00000000000191", "00.000.000/0001-91"],
  ])("%j → %j", (input, expected) => {
    expect(formatCnpj(input)).toBe(expected);
  });

  it.each(["", "1144477700016", "114447770001611", "529.982.247-25"])("leaves %j unchanged (not 14 characters)", (input) => {
    expect(formatCnpj(input)).toBe(input);
  });
});
