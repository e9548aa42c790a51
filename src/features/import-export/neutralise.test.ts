import { describe, expect, it } from "vitest";
import { neutraliseCell, restoreNeutralisedCell } from "./neutralise";

describe("neutraliseCell", () => {
  it.each([
    ["=1+1", "'=1+1"],
    ['=HYPERLINK("http://x","clique")', '\'=HYPERLINK("http://x","clique")'],
    ["+55 11 91234-5678", "'+55 11 91234-5678"],
    ["-2+3", "'-2+3"],
    ["@SUM(A1:A2)", "'@SUM(A1:A2)"],
    ["\t=1+1", "'\t=1+1"],
    ["\r=1+1", "'\r=1+1"],
    ["-", "'-"],
    ["+", "'+"],
    ["--", "'--"],
    ["-R$ 5,00", "'-R$ 5,00"],
  ])("neutralises %j", (input, expected) => {
    expect(neutraliseCell(input)).toBe(expected);
  });

  it.each(["-1.234,56", "-10", "+10", "-0,5", "-1234.5", "-1234,56", "João", "", " =1+1", "1=1", "a@b.com", "(11) 91234-5678", "31/01/2026"])(
    "leaves %j alone (plain numbers and harmless text)",
    (input) => {
      expect(neutraliseCell(input)).toBe(input);
    },
  );
});

describe("restoreNeutralisedCell", () => {
  it("undoes neutraliseCell for every formula trigger", () => {
    for (const value of ["=1+1", "+55 11 91234-5678", "-2+3", "@x", "\tx", "\rx"]) {
      expect(restoreNeutralisedCell(neutraliseCell(value))).toBe(value);
    }
  });

  it("keeps apostrophes that are part of the text", () => {
    expect(restoreNeutralisedCell("'texto")).toBe("'texto");
    expect(restoreNeutralisedCell("D'Ávila")).toBe("D'Ávila");
    expect(restoreNeutralisedCell("'")).toBe("'");
  });
});
