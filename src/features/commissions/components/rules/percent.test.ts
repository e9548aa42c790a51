import { describe, expect, it } from "vitest";
import { formatBp } from "./percent";

describe("formatBp", () => {
  it("writes pt-BR percentages with a comma and a no-break space", () => {
    expect(formatBp(150)).toBe("1,5\u00a0%");
    expect(formatBp(4)).toBe("0,04\u00a0%");
    expect(formatBp(100)).toBe("1,0\u00a0%");
    expect(formatBp(2_000)).toBe("20\u00a0%");
    expect(formatBp(10_000)).toBe("100\u00a0%");
    expect(formatBp(1_050)).toBe("10,5\u00a0%");
    expect(formatBp(0)).toBe("0\u00a0%");
  });

  it("writes en-US percentages", () => {
    expect(formatBp(150, "en-US")).toBe("1.5%");
    expect(formatBp(4, "en-US")).toBe("0.04%");
  });
});
