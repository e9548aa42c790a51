import { describe, expect, it } from "vitest";
import { formatTimelineValue, type ValueLabels } from "./timeline-values";

const labels: ValueLabels = { none: "—", yes: "Sim", no: "Não", code: (field, v) => (field === "status" && v === "ativa" ? "Ativa" : null) };
const f = (field: string, v: Parameters<typeof formatTimelineValue>[1]) => formatTimelineValue(field, v, "pt-BR", labels);

describe("formatTimelineValue", () => {
  it("shows centavos as reais, days and times in São Paulo, codes by label, empties as a dash", () => {
    expect(f("baseAmount", "12500050")).toMatch(/R\$\s125\.000,50/);
    expect(f("soldOn", "2026-03-01")).toBe("01/03/2026");
    expect(f("disclosureAt", "2026-03-01T02:30:00.000Z")).toBe("28/02/2026 23:30");
    expect(f("status", "ativa")).toBe("Ativa");
    expect(f("doNotContact", true)).toBe("Sim");
    expect(f("tags", ["vip", "auto"])).toBe("vip, auto");
    expect(f("referrerName", null)).toBe("—");
    expect(f("tags", [])).toBe("—");
  });

  it("shortens long texts", () => {
    const out = f("disclosureText", "x".repeat(500));
    expect(out.length).toBe(140);
    expect(out.endsWith("…")).toBe(true);
  });
});
