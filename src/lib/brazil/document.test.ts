import { describe, expect, it } from "vitest";
import { documentKind, formatDocument, isValidDocument } from "./document";

describe("documentKind", () => {
  it.each([
    ["529.982.247-25", "cpf"],
    ["52998224725", "cpf"],
    ["111.111.111-11", "cpf"], // by length only
    ["11.444.777/0001-61", "cnpj"],
    ["11444777000161", "cnpj"],
    ["12.ABC.345/01DE-35", "cnpj"],
    ["12abc34501de35", "cnpj"],
    ["", null],
    ["5299822472", null],
    ["529982247251", null],
    ["1144477700016", null],
    ["114447770001611", null],
    ["5299822472A", null], // 11 characters, but a CPF has no letters
    ["01310-100", null],
  ] as const)("%j → %s", (input, expected) => {
    expect(documentKind(input)).toBe(expected);
  });
});

describe("isValidDocument", () => {
  it.each(["529.982.247-25", "52998224725", "111.444.777-35", "11.444.777/0001-61", "11444777000161", "12.ABC.345/01DE-35", "12abc34501de35"])(
    "accepts %j",
    (input) => {
      expect(isValidDocument(input)).toBe(true);
    },
  );

  it.each(["529.982.247-24", "111.111.111-11", "000.000.000-00", "11.444.777/0001-62", "12.ABC.345/01DE-36", "11.111.111/1111-11", "", "123", "5299822472A", "12.ABC.345/01DE-3A"])(
    "rejects %j",
    (input) => {
      expect(isValidDocument(input)).toBe(false);
    },
  );
});

describe("formatDocument", () => {
  it.each([
    ["52998224725", "529.982.247-25"],
    ["529.982.247-25", "529.982.247-25"],
    ["11444777000161", "11.444.777/0001-61"],
    ["12abc34501de35", "12.ABC.345/01DE-35"],
    ["", ""],
    ["123", "123"],
    ["5299822472A", "5299822472A"],
  ])("%j → %j", (input, expected) => {
    expect(formatDocument(input)).toBe(expected);
  });
});
