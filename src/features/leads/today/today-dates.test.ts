import { describe, expect, it } from "vitest";
import { daysBetween, formatLongDay } from "./today-dates";

describe("Hoje date and contact helpers", () => {
  it("counts calendar days, across months, years and the old DST change", () => {
    expect(daysBetween("2026-11-18", "2026-11-21")).toBe(3);
    expect(daysBetween("2026-11-21", "2026-11-21")).toBe(0);
    expect(daysBetween("2025-12-31", "2026-01-01")).toBe(1);
    expect(daysBetween("2018-11-03", "2018-11-05")).toBe(2);
    expect(daysBetween("2026-11-22", "2026-11-21")).toBe(-1);
  });

  it("names the São Paulo day in the user's language", () => {
    expect(formatLongDay("2026-11-21", "pt-BR")).toBe("sábado, 21 de novembro");
    expect(formatLongDay("2026-11-21", "en-US")).toBe("Saturday, November 21");
  });
});
