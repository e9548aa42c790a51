import { describe, expect, it } from "vitest";
import * as brazil from "./index";

describe("~/lib/brazil barrel", () => {
  it("re-exports the Brazil helpers", () => {
    expect(Object.keys(brazil).sort()).toEqual(
      [
        "BR_AREA_CODES",
        "cnpjCheckDigits",
        "cpfCheckDigits",
        "documentKind",
        "formatCep",
        "formatCnpj",
        "formatCpf",
        "formatDocument",
        "formatPhoneBr",
        "hideCpf",
        "isValidCep",
        "isValidCnpj",
        "isValidCpf",
        "isValidDocument",
        "isMobilePhoneBr",
        "isValidPhoneBr",
        "normalizeCnpj",
        "onlyDigits",
        "telHref",
        "toE164Br",
        "whatsappHref",
      ].sort(),
    );
  });

  it("works through the barrel", () => {
    expect(brazil.isValidCpf("529.982.247-25")).toBe(true);
    expect(brazil.isValidCnpj("12.ABC.345/01DE-35")).toBe(true);
    expect(brazil.formatDocument("11444777000161")).toBe("11.444.777/0001-61");
    expect(brazil.toE164Br("(11) 91234-5678")).toBe("+5511912345678");
    expect(brazil.formatCep("01310100")).toBe("01310-100");
  });
});
