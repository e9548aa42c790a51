import { describe, expect, it } from "vitest";
import { alignRelativeFilters, createdRangeFilters, createdRangeOf, dueBucketOf, dueFilter, isStaleFiltered, reanchorRelativeFilters, saoPauloDayStart, staleFilter } from "./lead-list-filters";

// Wednesday 2026-03-04, 23:30 in São Paulo (02:30 UTC on the 5th): still the 4th there.
const NOW = new Date("2026-03-05T02:30:00Z");

describe("next-contact buckets on São Paulo days", () => {
  it("overdue, today and this week (today to Sunday)", () => {
    expect(dueFilter("overdue", NOW)).toEqual({ field: "nextContactOn", operand: "lt", value: "2026-03-04" });
    expect(dueFilter("today", NOW)).toEqual({ field: "nextContactOn", operand: "eq", value: "2026-03-04" });
    expect(dueFilter("thisWeek", NOW)).toEqual({ field: "nextContactOn", operand: "between", value: ["2026-03-04", "2026-03-08"] });
  });

  it("reads the bucket back from the filters", () => {
    expect(dueBucketOf([dueFilter("thisWeek", NOW)])).toBe("thisWeek");
    expect(dueBucketOf([dueFilter("overdue", NOW)])).toBe("overdue");
    expect(dueBucketOf([{ field: "status", operand: "in", value: ["Novo"] }])).toBeNull();
  });

  it("stale is 15 days without activity, to the minute", () => {
    expect(staleFilter(NOW)).toEqual({ field: "lastActivityAt", operand: "lt", value: "2026-02-18T02:30:00.000Z" });
    expect(isStaleFiltered([staleFilter(NOW)])).toBe(true);
  });

  it("a view saved days ago is moved to today, other filters untouched", () => {
    const old = new Date("2026-02-20T15:00:00Z");
    const status = { field: "status", operand: "in" as const, value: ["Novo"] };
    expect(reanchorRelativeFilters([status, dueFilter("overdue", old), staleFilter(old)], NOW)).toEqual([status, dueFilter("overdue", NOW), staleFilter(NOW)]);
  });

  it("a re-anchored view still matches its saved filters; another bucket does not", () => {
    const old = new Date("2026-02-20T15:00:00Z");
    const saved = [dueFilter("overdue", old), staleFilter(old)];
    expect(alignRelativeFilters(reanchorRelativeFilters(saved, NOW), saved)).toEqual(saved);
    expect(alignRelativeFilters([dueFilter("today", NOW)], saved)).toEqual([dueFilter("today", NOW)]);
  });
});

describe("created range", () => {
  it("São Paulo days become instants (last day included) and back", () => {
    expect(saoPauloDayStart("2026-03-01")).toBe("2026-03-01T03:00:00.000Z");
    const filters = createdRangeFilters("2026-03-01", "2026-03-31");
    expect(filters).toEqual([
      { field: "createdAt", operand: "gte", value: "2026-03-01T03:00:00.000Z" },
      { field: "createdAt", operand: "lt", value: "2026-04-01T03:00:00.000Z" },
    ]);
    expect(createdRangeOf(filters)).toEqual({ from: "2026-03-01", to: "2026-03-31" });
    expect(createdRangeOf(createdRangeFilters(null, "2026-03-31"))).toEqual({ from: null, to: "2026-03-31" });
  });
});
