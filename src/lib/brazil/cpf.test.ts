import { describe, expect, it } from "vitest";
import { cpfCheckDigits, formatCpf, hideCpf, isValidCpf } from "./cpf";

const VALID = ["52998224725", "11144477735", "12345678909", "00000000191", "39053344705", "93541134780", "12312312387"];

describe("isValidCpf", () => {
  it.each(["529.982.247-25", "52998224725", " 529.982.247-25 ", "529982247-25", "529 982 247 25", "111.444.777-35", "000.000.001-91"])(
    "accepts %j",
    (input) => {
      expect(isValidCpf(input)).toBe(true);
    },
  );

  it.each(VALID)("accepts the generated valid CPF %s", (cpf) => {
    expect(isValidCpf(cpf)).toBe(true);
  });

  it.each(["000.000.000-00", "111.111.111-11", "222.222.222-22", "333.333.333-33", "444.444.444-44", "555.555.555-55", "666.666.666-66", "777.777.777-77", "888.888.888-88", "999.999.999-99", "11111111111"])(
    "rejects all-equal digits %s (they pass the mod-11 check)",
    (input) => {
      expect(isValidCpf(input)).toBe(false);
    },
  );

  it.each(["529.982.247-24", "529.982.247-35", "529.982.247-26", "629.982.247-25", "529.983.247-25", "529.982.248-25", "529.982.247-52"])(
    "rejects one wrong digit: %s",
    (input) => {
      expect(isValidCpf(input)).toBe(false);
    },
  );

  it("rejects every single-digit change of 529.982.247-25", () => {
    const base = "52998224725";
    for (let i = 0; i < base.length; i++) {
      for (let d = 0; d <= 9; d++) {
        const changed = `${base.slice(0, i)}${d}${base.slice(i + 1)}`;
        if (changed !== base) expect(isValidCpf(changed), changed).toBe(false);
      }
    }
  });

  it.each(["", "   ", "5299822472", "529982247250", "529.982.247-2", "529.982.247-255", "5299822472a", "abc.982.247-25", "529/982/247-25", "529..982.247-25", "CPF 529.982.247-25", "+52998224725"])(
    "rejects malformed input %j",
    (input) => {
      expect(isValidCpf(input)).toBe(false);
    },
  );

  it("rejects a non-string at runtime", () => {
    expect(isValidCpf(52998224725 as unknown as string)).toBe(false);
    expect(isValidCpf(null as unknown as string)).toBe(false);
  });
});

describe("cpfCheckDigits", () => {
  it.each(VALID)("computes the check digits of %s", (cpf) => {
    expect(cpfCheckDigits(cpf.slice(0, 9))).toBe(cpf.slice(9));
  });
});

describe("formatCpf", () => {
  it.each([
    ["52998224725", "529.982.247-25"],
    ["529.982.247-25", "529.982.247-25"],
    ["529 982 247 25", "529.982.247-25"],
    ["00000000191", "000.000.001-91"],
    ["11111111111", "111.111.111-11"], // formats, does not validate
  ])("%j → %j", (input, expected) => {
    expect(formatCpf(input)).toBe(expected);
  });

  it.each(["", "5299822472", "529982247250", "11.444.777/0001-61", "abc"])("leaves %j unchanged (not 11 digits)", (input) => {
    expect(formatCpf(input)).toBe(input);
  });
});

describe("hideCpf", () => {
  it.each([
    ["529.982.247-25", "***.982.247-**"],
    ["52998224725", "***.982.247-**"],
    ["111.444.777-35", "***.444.777-**"],
    [" 529 982 247 25 ", "***.982.247-**"],
  ])("%j → %j", (input, expected) => {
    expect(hideCpf(input)).toBe(expected);
  });

  it("never shows the first three or the last two digits", () => {
    const hidden = hideCpf("529.982.247-25");
    expect(hidden.startsWith("529")).toBe(false);
    expect(hidden.endsWith("25")).toBe(false);
  });

  it.each(["5299822472", "529982247250", "11.444.777/0001-61", "abc"])("fully hides %j (not 11 digits)", (input) => {
    expect(hideCpf(input)).toBe("***.***.***-**");
  });

  it.each(["", "   "])("gives an empty string for %j", (input) => {
    expect(hideCpf(input)).toBe("");
  });
});
