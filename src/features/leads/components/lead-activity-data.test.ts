import { describe, expect, it } from "vitest";
import { changesOf, formatLeadValue, statusEntryOf, type ValueLabels } from "./lead-activity-data";

const labels: ValueLabels = { none: "—", yes: "Sim", no: "Não", code: (field, v) => (field === "categories" && v === "AutoInsurance" ? "Seguro Auto" : null) };

describe("lead timeline data", () => {
  it("orders changed fields as the form and skips what is not a change", () => {
    const data = { tags: { from: [], to: ["vip"] }, name: { from: "Ana", to: "Ana Souza" }, zeta: { from: 1, to: 2 }, junk: 3 };
    expect(changesOf(data).map((c) => c.field)).toEqual(["name", "tags", "zeta"]);
    expect(changesOf(null)).toEqual([]);
  });

  it("reads a status entry with its date, reason and opt-out", () => {
    const entry = statusEntryOf({
      status: { from: "Novo", to: "Sem interesse" },
      lostReason: { from: null, to: "Preço" },
      doNotContact: { from: false, to: true },
    });
    expect(entry).toEqual({ from: "Novo", to: "Sem interesse", nextContactOn: null, lostReason: "Preço", optedOut: true });
    expect(statusEntryOf({ status: { from: "Novo", to: "Contatar novamente" }, nextContactOn: { from: null, to: "2026-11-25" } }).nextContactOn).toBe("2026-11-25");
  });

  it("formats values the way a reader expects", () => {
    expect(formatLeadValue("estimatedValue", "123456", "pt-BR", labels)).toMatch(/R\$\s?1\.234,56/);
    expect(formatLeadValue("nextContactOn", "2026-11-25", "pt-BR", labels)).toBe("25/11/2026");
    expect(formatLeadValue("phones", ["+5511912345678"], "pt-BR", labels)).toBe("(11) 91234-5678");
    expect(formatLeadValue("document", "52998224725", "pt-BR", labels)).toBe("529.982.247-25");
    expect(formatLeadValue("categories", ["AutoInsurance"], "pt-BR", labels)).toBe("Seguro Auto");
    expect(formatLeadValue("doNotContact", true, "pt-BR", labels)).toBe("Sim");
    expect(formatLeadValue("notes", null, "pt-BR", labels)).toBe("—");
    expect(formatLeadValue("notes", "x".repeat(200), "pt-BR", labels)).toHaveLength(120);
  });
});
