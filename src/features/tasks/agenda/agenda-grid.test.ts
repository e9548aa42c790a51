import { describe, expect, it } from "vitest";
import { groupByDay, inMonth, monthGrid, shiftAnchor, viewDays, viewRange, weekDays } from "./agenda-grid";
import { moveToDay, saoPauloInstant, saoPauloParts } from "../task-time";

describe("agenda grid", () => {
  it("a month is 42 days from the Sunday on or before the 1st", () => {
    // March 2026 starts on a Sunday: the grid starts on the 1st and ends on 11 April.
    const march = monthGrid("2026-03-17");
    expect(march).toHaveLength(42);
    expect([march[0], march[41]]).toEqual(["2026-03-01", "2026-04-11"]);
    // February 2026 starts on a Sunday too and has 28 days: two trailing weeks of March.
    const feb = monthGrid("2026-02-10");
    expect([feb[0], feb[27], feb[41]]).toEqual(["2026-02-01", "2026-02-28", "2026-03-14"]);
    // May 2026 starts on a Friday: the grid starts on Sunday 26 April.
    expect(monthGrid("2026-05-31")[0]).toBe("2026-04-26");
    expect(inMonth("2026-04-26", "2026-05-31")).toBe(false);
    expect(inMonth("2026-05-01", "2026-05-31")).toBe(true);
  });

  it("a week runs Sunday to Saturday, across months and years", () => {
    expect(weekDays("2026-01-01")).toEqual(["2025-12-28", "2025-12-29", "2025-12-30", "2025-12-31", "2026-01-01", "2026-01-02", "2026-01-03"]);
    expect(weekDays("2026-03-08")[0]).toBe("2026-03-08");
  });

  it("ranges and navigation per view", () => {
    expect(viewRange("day", "2026-03-10")).toEqual({ from: "2026-03-10", to: "2026-03-10" });
    expect(viewRange("week", "2026-03-10")).toEqual({ from: "2026-03-08", to: "2026-03-14" });
    expect(viewRange("month", "2026-03-10")).toEqual({ from: "2026-03-01", to: "2026-04-11" });
    expect(viewDays("day", "2026-03-10")).toEqual(["2026-03-10"]);
    expect(shiftAnchor("day", "2026-02-28", 1)).toBe("2026-03-01");
    expect(shiftAnchor("week", "2026-12-30", 1)).toBe("2027-01-06");
    expect(shiftAnchor("month", "2026-01-31", 1)).toBe("2026-02-28");
    expect(shiftAnchor("month", "2026-03-31", -1)).toBe("2026-02-28");
  });

  it("groups tasks by their São Paulo day: 23:30 belongs to the day before in UTC terms", () => {
    const late = { id: "a", dueAt: new Date("2026-03-11T02:30:00Z") };
    const early = { id: "b", dueAt: new Date("2026-03-11T03:00:00Z") };
    const byDay = groupByDay([late, early]);
    expect(byDay.get("2026-03-10")?.map((t) => t.id)).toEqual(["a"]);
    expect(byDay.get("2026-03-11")?.map((t) => t.id)).toEqual(["b"]);
  });
});

describe("São Paulo due times", () => {
  it("enters a day and time as the São Paulo instant and reads it back", () => {
    expect(saoPauloInstant("2026-03-10", "23:30").toISOString()).toBe("2026-03-11T02:30:00.000Z");
    expect(saoPauloInstant("2026-03-10", "00:00").toISOString()).toBe("2026-03-10T03:00:00.000Z");
    expect(saoPauloParts(new Date("2026-03-11T02:59:00Z"))).toEqual({ day: "2026-03-10", time: "23:59" });
  });

  it("moving to another day keeps the time of day", () => {
    expect(moveToDay(new Date("2026-03-11T02:30:00Z"), "2026-12-31").toISOString()).toBe("2027-01-01T02:30:00.000Z");
  });
});
