import { describe, expect, it } from "vitest";
import { bpToInput, formatBp, parsePercentToBp } from "./percent";

describe("parsePercentToBp", () => {
  it.each([
    ["1,5", 150],
    ["0,04", 4],
    ["20", 2000],
    ["1.5", 150],
    [" 2,25 % ", 225],
    ["100", 10_000],
    ["0", 0],
  ])("%s → %i bp", (text, bp) => expect(parsePercentToBp(text)).toBe(bp));

  it.each(["", "abc", "1,555", "-1", "1,2,3", "1.000,5"])("rejects %j", (text) => expect(parsePercentToBp(text)).toBeNull());
});

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

  it("round-trips through the input form", () => {
    for (const bp of [0, 4, 50, 150, 2_000, 12_345]) expect(parsePercentToBp(bpToInput(bp, "pt-BR"))).toBe(bp);
    expect(bpToInput(150, "en-US")).toBe("1.5");
  });
});
