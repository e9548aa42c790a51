import { describe, expect, it } from "vitest";
import { defineExportColumns, exportCellValue, formatExportText, formatMoneyPlain, toCentavos } from "./export-format";

describe("formatExportText", () => {
  it.each([
    [123456n, "1.234,56"],
    [-123456n, "-1.234,56"],
    [5, "0,05"],
    [0, "0,00"],
    ["123456789", "1.234.567,89"],
    [123456789012345678n, "1.234.567.890.123.456,78"],
  ])("money %s → %s", (value, expected) => {
    expect(formatExportText("money", value)).toBe(expected);
  });

  it("writes a non-centavos money value as plain text", () => {
    expect(formatExportText("money", 10.5)).toBe("10,5");
    expect(formatExportText("money", "n/d")).toBe("n/d");
  });

  it("writes instants as the São Paulo day (dd/MM/yyyy) and date strings as their calendar day", () => {
    expect(formatExportText("date", new Date("2026-02-01T01:00:00Z"))).toBe("31/01/2026");
    expect(formatExportText("date", "2026-01-31")).toBe("31/01/2026");
    expect(formatExportText("date", Date.parse("2026-07-15T12:00:00Z"))).toBe("15/07/2026");
    expect(formatExportText("date", "2026-07-15T02:00:00Z")).toBe("14/07/2026");
    expect(formatExportText("date", new Date(Number.NaN))).toBe("");
    expect(formatExportText("date", "lixo")).toBe("");
  });

  it("writes date-times in São Paulo time", () => {
    expect(formatExportText("datetime", new Date("2026-02-01T01:00:00Z"))).toBe("31/01/2026 22:00");
  });

  it.each([
    ["boolean", true, "Sim"],
    ["boolean", false, "Não"],
    ["integer", 1234, "1234"],
    ["integer", 12n, "12"],
    ["number", -1.5, "-1,5"],
    ["number", Number.NaN, ""],
    ["document", "52998224725", "529.982.247-25"],
    ["document", "12ABC34501DE35", "12.ABC.345/01DE-35"],
    ["document", "***.982.247-**", "***.982.247-**"],
    ["phone", "+5511912345678", "(11) 91234-5678"],
    ["phone", "+552131234567", "(21) 3123-4567"],
    ["cep", "01310100", "01310-100"],
    ["tags", ["vip", "auto"], "vip, auto"],
    ["text", "João", "João"],
    ["text", ["a", null, "b"], "a, b"],
    ["text", true, "Sim"],
    ["text", 10, "10"],
    ["text", { a: 1 }, ""],
  ] as const)("%s %s → %s", (type, value, expected) => {
    expect(formatExportText(type, value)).toBe(expected);
  });

  it("writes null and undefined as empty cells, whatever the type", () => {
    for (const type of ["text", "money", "date", "boolean", "phone"] as const) {
      expect(formatExportText(type, null)).toBe("");
      expect(formatExportText(type, undefined)).toBe("");
    }
  });
});

describe("helpers", () => {
  it("reads centavos from bigint, safe integers and digit strings only", () => {
    expect(toCentavos(10n)).toBe(10n);
    expect(toCentavos(10)).toBe(10n);
    expect(toCentavos("-10")).toBe(-10n);
    expect(toCentavos(10.5)).toBeNull();
    expect(toCentavos("10,5")).toBeNull();
    expect(toCentavos(null)).toBeNull();
  });

  it("formats money without the currency symbol", () => {
    expect(formatMoneyPlain(100n)).toBe("1,00");
  });

  it("reads a column's value through its accessor or its key", () => {
    const [byKey, byAccessor] = defineExportColumns<{ name: string }>([
      { key: "name", header: "Nome" },
      { key: "upper", header: "NOME", value: (row) => row.name.toUpperCase() },
    ]);
    expect(exportCellValue(byKey!, { name: "ana" })).toBe("ana");
    expect(exportCellValue(byAccessor!, { name: "ana" })).toBe("ANA");
  });

  it("rejects a repeated export key", () => {
    expect(() => defineExportColumns([{ key: "a", header: "A" }, { key: "a", header: "B" }])).toThrow(/repeated/);
  });
});
