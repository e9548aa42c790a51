import { describe, expect, it } from "vitest";
import { presetOf, presetPeriod } from "./audit-period";

describe("presetPeriod", () => {
  it.each([
    ["today", "2026-03-15", { from: "2026-03-15", to: "2026-03-15" }],
    ["last7", "2026-03-15", { from: "2026-03-09", to: "2026-03-15" }],
    ["last30", "2026-03-15", { from: "2026-02-14", to: "2026-03-15" }],
    ["thisMonth", "2026-03-15", { from: "2026-03-01", to: "2026-03-15" }],
    ["lastMonth", "2026-03-15", { from: "2026-02-01", to: "2026-02-28" }],
    ["lastMonth", "2024-03-31", { from: "2024-02-01", to: "2024-02-29" }],
    ["lastMonth", "2026-01-10", { from: "2025-12-01", to: "2025-12-31" }],
    ["last7", "2026-01-03", { from: "2025-12-28", to: "2026-01-03" }],
    ["all", "2026-03-15", {}],
  ] as const)("%s on %s", (preset, today, expected) => {
    expect(presetPeriod(preset, today)).toEqual(expected);
  });
});

describe("presetOf", () => {
  it("recognises a preset's days and calls anything else custom", () => {
    expect(presetOf({}, "2026-03-15")).toBe("all");
    expect(presetOf({ from: "2026-03-09", to: "2026-03-15" }, "2026-03-15")).toBe("last7");
    expect(presetOf({ from: "2026-03-09", to: "2026-03-14" }, "2026-03-15")).toBe("custom");
    expect(presetOf({ from: "2026-03-09" }, "2026-03-15")).toBe("custom");
  });
});
