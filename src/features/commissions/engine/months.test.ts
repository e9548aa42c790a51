import { describe, expect, it } from "vitest";
import { saoPauloMonth } from "~/lib/format";
import { addMonths, monthIndex, monthsInclusive, monthFromIndex, monthOfDay } from "./months";

describe("months", () => {
  it("adds across years", () => {
    expect(addMonths("2026-11", 3)).toBe("2027-02");
    expect(addMonths("2026-01", -1)).toBe("2025-12");
  });
  it("counts both ends", () => {
    expect(monthsInclusive("2026-01", "2026-01")).toBe(1);
    expect(monthsInclusive("2026-01", "2026-03")).toBe(3);
    expect(monthsInclusive("2026-03", "2026-01")).toBe(-1);
  });
  it("round-trips an index", () => {
    expect(monthFromIndex(monthIndex("2031-07"))).toBe("2031-07");
  });
  it("refuses what is not a month", () => {
    expect(() => monthIndex("2026-13")).toThrow(RangeError);
  });
  it("attributes 31/01 22:30 in São Paulo to January although it is February in UTC", () => {
    const instant = new Date("2026-02-01T01:30:00Z"); // 31/01/2026 22:30 in São Paulo
    expect(saoPauloMonth(instant)).toBe("2026-01");
    expect(monthOfDay("2026-01-31")).toBe("2026-01");
  });
});
