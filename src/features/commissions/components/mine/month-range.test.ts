import { describe, expect, it } from "vitest";
import { defaultRange, MAX_RANGE_MONTHS, monthOptions, personFromQuery, queryOf, rangeFromQuery, withEnd } from "./month-range";

describe("Minhas comissões month range", () => {
  it("defaults to the last 6 months up to the current one and the next 6, across a year end", () => {
    expect(defaultRange("2026-11")).toEqual({ from: "2026-06", to: "2027-05" });
    expect(defaultRange("2026-01")).toEqual({ from: "2025-08", to: "2026-07" });
  });

  it("reads de/ate from the URL, falling back to the default for a missing or malformed end", () => {
    expect(rangeFromQuery({ de: "2026-01", ate: "2026-03" }, "2026-11")).toEqual({ from: "2026-01", to: "2026-03" });
    expect(rangeFromQuery({}, "2026-11")).toEqual({ from: "2026-06", to: "2027-05" });
    expect(rangeFromQuery({ de: "2026-13", ate: "junho" }, "2026-11")).toEqual({ from: "2026-06", to: "2027-05" });
    expect(rangeFromQuery({ de: "2026-02" }, "2026-11")).toEqual({ from: "2026-02", to: "2027-05" });
    expect(rangeFromQuery({ de: ["2026-04", "2026-05"], ate: ["2026-09"] }, "2026-11")).toEqual({ from: "2026-04", to: "2026-09" });
  });

  it("swaps ends given in the wrong order and caps the width", () => {
    expect(rangeFromQuery({ de: "2027-01", ate: "2026-10" }, "2026-11")).toEqual({ from: "2026-10", to: "2027-01" });
    const wide = rangeFromQuery({ de: "2000-01", ate: "2030-12" }, "2026-11");
    expect(wide).toEqual({ from: "2000-01", to: "2004-12" });
    expect(MAX_RANGE_MONTHS).toBe(60);
  });

  it("keeps the default range out of the URL and the person in it", () => {
    expect(queryOf({ from: "2026-06", to: "2027-05" }, null, "2026-11")).toEqual({});
    expect(queryOf({ from: "2026-01", to: "2026-03" }, "u1", "2026-11")).toEqual({ de: "2026-01", ate: "2026-03", pessoa: "u1" });
    expect(personFromQuery({ pessoa: "abc" })).toBe("abc");
    expect(personFromQuery({ pessoa: "" })).toBeNull();
    expect(personFromQuery({})).toBeNull();
  });

  it("moves the other end along when one end passes it", () => {
    const range = { from: "2026-03", to: "2026-06" };
    expect(withEnd(range, "from", "2026-08")).toEqual({ from: "2026-08", to: "2026-08" });
    expect(withEnd(range, "to", "2026-01")).toEqual({ from: "2026-01", to: "2026-01" });
    expect(withEnd(range, "to", "2026-09")).toEqual({ from: "2026-03", to: "2026-09" });
  });

  it("offers three years back and two ahead, plus a linked range outside them", () => {
    const months = monthOptions("2026-11", { from: "2026-06", to: "2027-05" });
    expect(months[0]).toBe("2023-11");
    expect(months.at(-1)).toBe("2028-11");
    expect(months).toHaveLength(61);
    expect(monthOptions("2026-11", { from: "2019-01", to: "2019-03" })[0]).toBe("2019-01");
  });
});
