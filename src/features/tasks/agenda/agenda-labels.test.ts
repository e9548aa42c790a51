import { describe, expect, it } from "vitest";
import { longDay, periodTitle, shortDay, weekdayName } from "./agenda-labels";
import { viewDays } from "./agenda-grid";

describe("agenda labels", () => {
  it("use plain spaces only, so the server's and the browser's ICU write the same text (hydration)", () => {
    // Node 20's ICU puts thin spaces around the range's dash; Chromium's does not: React #418 on /agenda.
    for (const locale of ["pt-BR", "en-US"] as const) {
      const labels = [
        periodTitle("week", viewDays("week", "2026-11-26"), "2026-11-26", locale),
        periodTitle("week", viewDays("week", "2026-12-01"), "2026-12-01", locale),
        periodTitle("month", viewDays("month", "2026-11-26"), "2026-11-26", locale),
        periodTitle("day", ["2026-11-26"], "2026-11-26", locale),
        weekdayName("2026-11-26", locale),
        shortDay("2026-11-26", locale),
        longDay("2026-11-26", locale),
      ];
      for (const label of labels) expect(label).not.toMatch(/[^\S ]/u);
    }
    expect(periodTitle("week", viewDays("week", "2026-11-26"), "2026-11-26", "pt-BR")).toBe("22 – 28 de nov. de 2026");
  });
});
