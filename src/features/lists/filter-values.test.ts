import { describe, expect, it } from "vitest";
import { checkListInput, isCalendarDay, isIsoInstant, normalizeScalar, normalizeValues } from "./filter-values";
import type { FieldMeta } from "./list-spec";
import { probeList } from "./server/list-probe.fixture";

const meta = probeList.meta;
const f = (name: keyof typeof meta.fields): FieldMeta => meta.fields[name]!;

describe("isCalendarDay / isIsoInstant", () => {
  it.each([
    ["2024-02-29", true],
    ["2023-02-29", false],
    ["2024-13-01", false],
    ["2024-1-01", false],
    ["01/02/2024", false],
    ["", false],
  ])("day %s → %s", (v, ok) => expect(isCalendarDay(v)).toBe(ok));

  it.each([
    ["2024-06-01T12:00:00Z", true],
    ["2024-06-01T12:00:00.123456Z", true],
    ["2024-06-01T09:00:00.1-03:00", true],
    ["2024-06-01T09:00-0300", true],
    ["2024-06-01T12:00:00.1234567Z", false],
    ["2024-06-01T12:00:00", false],
    ["2024-06-01 12:00:00Z", false],
    ["2024-02-30T12:00:00Z", false],
    ["2024-06-01T24:00:00Z", false],
    ["2024-06-01T12:60:00Z", false],
    ["2024-06-01T12:00:00+25:00", false],
  ])("instant %s → %s", (v, ok) => expect(isIsoInstant(v)).toBe(ok));
});

describe("normalizeScalar", () => {
  it.each([
    ["name", "  João  ", "João"],
    ["qty", 5, "5"],
    ["qty", "-12", "-12"],
    ["score", 2.25, "2.25"],
    ["score", "0.5", "0.5"],
    ["amount", 150000, "150000"],
    ["amount", "9007199254740993", "9007199254740993"],
    ["amount", "-9223372036854775808", "-9223372036854775808"],
    ["born", "2000-02-29", "2000-02-29"],
    ["seenAt", "2024-06-01T12:00:00.000001Z", "2024-06-01T12:00:00.000001Z"],
    ["status", "ativa", "ativa"],
    ["ownerId", "0B9C6A1E-4A5F-4F8E-9D2A-1C3B5D7E9F01", "0b9c6a1e-4a5f-4f8e-9d2a-1c3b5d7e9f01"],
    ["active", true, "true"],
    ["active", "false", "false"],
    ["tags", " vip ", "vip"],
  ] as const)("%s accepts %j as %s", (field, value, out) => expect(normalizeScalar(f(field), value)).toEqual({ ok: out }));

  it.each([
    ["name", ""],
    ["name", "   "],
    ["name", 5],
    ["name", "x".repeat(201)],
    ["qty", 1.5],
    ["qty", "1.5"],
    ["qty", "1e3"],
    ["qty", "99999999999999999999"],
    ["score", "abc"],
    ["score", "1,5"],
    ["score", Number.NaN],
    ["score", true],
    ["amount", 1.5],
    ["amount", 2 ** 60],
    ["amount", "9223372036854775808"],
    ["amount", "1.234,56"],
    ["born", "2024-02-30"],
    ["born", "29/02/2000"],
    ["seenAt", "2024-06-01"],
    ["seenAt", 1717243200000],
    ["status", "ATIVA"],
    ["status", "toString"],
    ["ownerId", "not-a-uuid"],
    ["active", "yes"],
    ["active", 1],
    ["tags", ""],
  ] as const)("%s refuses %j", (field, value) => expect(normalizeScalar(f(field), value)).toHaveProperty("error"));
});

describe("normalizeValues", () => {
  it("isEmpty and isNotEmpty take no value (whatever is sent is ignored)", () => {
    expect(normalizeValues(f("city"), "isEmpty", undefined)).toEqual({ ok: [] });
    expect(normalizeValues(f("city"), "isNotEmpty", "ignored")).toEqual({ ok: [] });
  });
  it("lists: one or more values, duplicates removed, a single value accepted", () => {
    expect(normalizeValues(f("status"), "in", ["ativa", "ativa", "proposta"])).toEqual({ ok: ["ativa", "proposta"] });
    expect(normalizeValues(f("tags"), "hasAny", "vip")).toEqual({ ok: ["vip"] });
    expect(normalizeValues(f("status"), "in", [])).toHaveProperty("error");
    expect(normalizeValues(f("status"), "in", ["ativa", "nope"])).toHaveProperty("error");
    expect(normalizeValues(f("qty"), "in", Array.from({ length: 101 }, (_, i) => i))).toHaveProperty("error");
  });
  it("between: exactly two values, both checked", () => {
    expect(normalizeValues(f("born"), "between", ["2000-01-01", "2000-12-31"])).toEqual({ ok: ["2000-01-01", "2000-12-31"] });
    expect(normalizeValues(f("born"), "between", ["2000-01-01"])).toHaveProperty("error");
    expect(normalizeValues(f("born"), "between", ["2000-01-01", "x"])).toHaveProperty("error");
    expect(normalizeValues(f("born"), "between", "2000-01-01")).toHaveProperty("error");
  });
  it("single-value operands refuse lists and missing values", () => {
    expect(normalizeValues(f("name"), "eq", ["a"])).toHaveProperty("error");
    expect(normalizeValues(f("name"), "eq", null)).toHaveProperty("error");
    expect(normalizeValues(f("name"), "contains", undefined)).toHaveProperty("error");
  });
});

describe("checkListInput", () => {
  it("normalizes valid filters and keeps the default sort", () => {
    const out = checkListInput(meta, {
      filters: [
        { field: "status", operand: "in", value: ["ativa"] },
        { field: "amount", operand: "between", value: [0, "150000"] },
        { field: "city", operand: "isEmpty" },
      ],
      search: "  joão ",
    });
    expect(out.issues).toEqual([]);
    expect(out.filters).toEqual([
      { field: "status", operand: "in", values: ["ativa"] },
      { field: "amount", operand: "between", values: ["0", "150000"] },
      { field: "city", operand: "isEmpty", values: [] },
    ]);
    expect(out.sort).toEqual({ field: "createdAt", dir: "desc" });
    expect(out.search).toBe("joão");
  });

  it("names every problem by its path", () => {
    const out = checkListInput(meta, {
      filters: [
        { field: "nope", operand: "eq", value: "x" },
        { field: "qty", operand: "contains", value: "1" },
        { field: "qty", operand: "eq", value: "um" },
        { field: "constructor", operand: "eq", value: "x" },
        { field: "nameKey", operand: "eq", value: "x" },
      ],
      sort: { field: "tags", dir: "asc" },
    });
    expect(out.issues.map((i) => i.path.join("."))).toEqual(["filters.0.field", "filters.1.operand", "filters.2.value", "filters.3.field", "filters.4.operand", "sort.field"]);
    expect(out.issues.every((i) => i.message.length > 5)).toBe(true);
  });

  it("takes a sortable sort; an empty search is no search", () => {
    expect(checkListInput(meta, { sort: { field: "amount", dir: "asc" }, search: "   " })).toMatchObject({ sort: { field: "amount", dir: "asc" }, search: null, issues: [] });
  });

  it("refuses a search on a list without one", () => {
    const out = checkListInput({ ...meta, searchable: false }, { search: "x" });
    expect(out.issues.map((i) => i.path.join("."))).toEqual(["search"]);
  });
});
