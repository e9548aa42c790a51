import { describe, expect, it } from "vitest";
import { chartValue, formatCell } from "./report-format";

describe("report cells", () => {
  it("read in each locale's numbers and dates", () => {
    expect(formatCell({ kind: "count", value: 12345 }, "pt-BR")).toBe("12.345");
    expect(formatCell({ kind: "count", value: 12345 }, "en-US")).toBe("12,345");
    expect(formatCell({ kind: "rate", value: 1250 }, "pt-BR").replace(/\s/g, "")).toBe("12,5%");
    expect(formatCell({ kind: "rate", value: 1250 }, "en-US")).toBe("12.5%");
    expect(formatCell({ kind: "rate", value: null }, "en-US")).toBe("—");
    expect(formatCell({ kind: "days", value: 3.25 }, "pt-BR")).toBe("3,3");
    expect(formatCell({ kind: "money", value: 123456n }, "pt-BR").replace(/\s/g, " ")).toBe("R$ 1.234,56");
    expect(formatCell({ kind: "day", value: "2026-03-01" }, "pt-BR")).toBe("01/03/2026");
    expect(formatCell({ kind: "day", value: "2026-03-01" }, "en-US")).toBe("03/01/2026");
    expect(formatCell({ kind: "month", value: "2026-03" }, "en-US")).toBe("Mar 2026");
  });

  it("plot rates in percent and money in reais", () => {
    expect(chartValue({ kind: "rate", value: 1250 })).toBe(12.5);
    expect(chartValue({ kind: "money", value: 123456n })).toBe(1234.56);
    expect(chartValue({ kind: "text", value: "x" })).toBeNull();
  });
});
