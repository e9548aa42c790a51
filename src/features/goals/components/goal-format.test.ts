import { describe, expect, it } from "vitest";
import { barWidth, formatGoalValue, formatPct } from "./goal-format";

describe("goal figures as people read them", () => {
  it("counts sales as numbers and amounts as money, per locale", () => {
    expect(formatGoalValue("sales_count", 1_200n, "pt-BR")).toBe("1.200");
    expect(formatGoalValue("sales_count", 1_200n, "en-US")).toBe("1,200");
    expect(formatGoalValue("base_amount", 123_456n, "pt-BR")).toBe("R$\u00a01.234,56");
  });

  it("shows one decimal of percent and keeps the bar between empty and full", () => {
    expect(formatPct(93.3, "pt-BR")).toBe("93,3%");
    expect(formatPct(150, "en-US")).toBe("150%");
    expect([barWidth(-12), barWidth(40.5), barWidth(180)]).toEqual([0, 40.5, 100]);
  });
});
