import { describe, expect, it } from "vitest";
import { centavosOf, defaultOverviewRange, forMappingStep, isLineStatus, lineActions, monthChoices, partnerInstallments, reasonProblem, statusTone, suggestedInstallment, type StatementAnalysis } from "./helpers";

describe("overview range", () => {
  it("defaults to the last 6 months, the current one included", () => {
    expect(defaultOverviewRange("2026-11")).toEqual({ from: "2026-06", to: "2026-11" });
    expect(defaultOverviewRange("2026-03")).toEqual({ from: "2025-10", to: "2026-03" });
  });

  it("offers 3 years back to 1 ahead, newest first, keeping a value outside that window", () => {
    const months = monthChoices("2026-11", ["2001-01"]);
    expect(months[0]).toBe("2027-11");
    expect(months).toContain("2023-11");
    expect(months.at(-1)).toBe("2001-01");
    expect(new Set(months).size).toBe(months.length);
  });
});

describe("line states", () => {
  it("knows the four states and the decisions each allows", () => {
    expect(isLineStatus("lancada")).toBe(true);
    expect(isLineStatus("all")).toBe(false);
    expect(lineActions("divergente")).toEqual(["accept"]);
    expect(lineActions("nao_identificada")).toEqual(["match", "entry"]);
    expect(lineActions("recebida")).toEqual([]);
    expect(lineActions("lancada")).toEqual([]);
  });

  it("colours what still needs someone", () => {
    expect(statusTone("recebida")).toBe("success");
    expect(statusTone("divergente")).toBe("warning");
    expect(statusTone("nao_identificada")).toBe("danger");
    expect(statusTone("lancada")).toBe("info");
  });
});

describe("centavosOf", () => {
  it("reads the endpoint's decimal strings, never a float", () => {
    expect(centavosOf("123456")).toBe(123456n);
    expect(centavosOf("-50")).toBe(-50n);
    expect(centavosOf("12.5")).toBe(0n);
    expect(centavosOf(null)).toBe(0n);
    expect(centavosOf(7)).toBe(7n);
    expect(centavosOf(9007199254740993n)).toBe(9007199254740993n);
  });
});

describe("form checks", () => {
  it("asks for a 3 to 500 character reason", () => {
    expect(reasonProblem("  ok ")).toBe("short");
    expect(reasonProblem("bônus do parceiro")).toBeNull();
    expect(reasonProblem("x".repeat(501))).toBe("long");
  });

});

describe("forMappingStep", () => {
  const analysis = { file: { format: "csv", headers: ["Contrato"], rows: 1 }, samples: [], mapping: {}, columns: [] } as unknown as Omit<StatementAnalysis, "mappingSource">;
  it("passes the partner's template as the remembered mapping, a suggestion as a suggestion", () => {
    expect(forMappingStep({ ...analysis, mappingSource: "template" }).mappingSource).toBe("remembered");
    expect(forMappingStep({ ...analysis, mappingSource: "suggested" }).mappingSource).toBe("suggested");
  });
});

describe("partnerInstallments", () => {
  const e = (installment: number | null, type: string, amount: bigint, party = "partner", dueMonth: string | null = "2026-01") => ({ party, installment, dueMonth, type, amount });
  const entries = [
    e(1, "prevista", 10000n),
    e(1, "recebimento", 10000n),
    e(2, "prevista", 10000n, "partner", "2026-02"),
    e(2, "estorno", -2500n, "partner", "2026-02"),
    e(2, "prevista", 3000n, "user"),
    e(3, "prevista", 5000n, "partner", "2026-03"),
    e(3, "cancelamento", -5000n, "partner", "2026-03"),
    e(null, "ajuste_manual", 999n),
  ];

  it("sums what is expected per installment of the partner, marks the paid ones, leaves out the cancelled", () => {
    expect(partnerInstallments(entries)).toEqual([
      { installment: 1, dueMonth: "2026-01", expected: 10000n, received: true },
      { installment: 2, dueMonth: "2026-02", expected: 7500n, received: false },
    ]);
  });

  it("suggests the open installment with the line's amount, else the first open one", () => {
    const list = [
      { installment: 1, dueMonth: "2026-01", expected: 100n, received: true },
      { installment: 2, dueMonth: "2026-02", expected: 100n, received: false },
      { installment: 3, dueMonth: "2026-03", expected: 250n, received: false },
    ];
    expect(suggestedInstallment(list, 250n)).toBe(3);
    expect(suggestedInstallment(list, 100n)).toBe(2);
    expect(suggestedInstallment(list, 7n)).toBe(2);
    expect(suggestedInstallment(list.slice(0, 1), 100n)).toBeNull();
  });
});
