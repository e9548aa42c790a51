import { describe, expect, it } from "vitest";
import { formatCep, isValidCep } from "./cep";

describe("isValidCep", () => {
  it.each(["01310-100", "01310100", " 01310-100 ", "20040-020", "70040010", "99999-999"])("accepts %j", (input) => {
    expect(isValidCep(input)).toBe(true);
  });

  it.each(["", "0131010", "013101000", "01310-10", "01310--100", "0131-0100", "01.310-100", "01310 100", "abcde-fgh", "00000-000", "00000000"])(
    "rejects %j",
    (input) => {
      expect(isValidCep(input)).toBe(false);
    },
  );

  it("rejects a non-string at runtime", () => {
    expect(isValidCep(1310100 as unknown as string)).toBe(false);
  });
});

describe("formatCep", () => {
  it.each([
    ["01310100", "01310-100"],
    ["01310-100", "01310-100"],
    ["01.310-100", "01310-100"],
    ["", ""],
    ["0131010", "0131010"],
    ["013101000", "013101000"],
  ])("%j → %j", (input, expected) => {
    expect(formatCep(input)).toBe(expected);
  });
});
