import { describe, expect, it } from "vitest";
import { SALE_STATUSES, SALE_TRANSITIONS, statusChangeProblem, type SaleStatus } from "./sale-status";

const base = { category: "Credit" as const, hasDisclosure: false };

describe("sale status rules", () => {
  it.each([
    ["proposta", "ativa"],
    ["proposta", "cancelada"],
    ["ativa", "cancelada"],
    ["ativa", "encerrada"],
  ] as [SaleStatus, SaleStatus][])("allows %s → %s (with what it needs)", (from, to) => {
    expect(statusChangeProblem({ ...base, from, to, cancelledOn: "2026-11-20", cancelReason: "Desistiu" })).toBeNull();
  });

  it("refuses every other move, including leaving a final status", () => {
    for (const from of SALE_STATUSES) {
      for (const to of SALE_STATUSES) {
        if (SALE_TRANSITIONS[from].includes(to)) continue;
        expect(statusChangeProblem({ ...base, from, to, cancelledOn: "2026-11-20", cancelReason: "x" })?.field).toBe("status");
      }
    }
  });

  it("needs the cancellation date and reason", () => {
    expect(statusChangeProblem({ ...base, from: "ativa", to: "cancelada" })?.field).toBe("cancelledOn");
    expect(statusChangeProblem({ ...base, from: "ativa", to: "cancelada", cancelledOn: "2026-11-20", cancelReason: "  " })?.field).toBe("cancelReason");
  });

  it("refuses a cancellation dated before the sale", () => {
    expect(statusChangeProblem({ ...base, from: "ativa", to: "cancelada", soldOn: "2026-05-10", cancelledOn: "2026-05-09", cancelReason: "x" })?.field).toBe("cancelledOn");
    expect(statusChangeProblem({ ...base, from: "ativa", to: "cancelada", soldOn: "2026-05-10", cancelledOn: "2026-05-10", cancelReason: "x" })).toBeNull();
  });

  it("activates insurance only after the CNSP 382 remuneration disclosure", () => {
    expect(statusChangeProblem({ from: "proposta", to: "ativa", category: "AutoInsurance", hasDisclosure: false })?.field).toBe("disclosureText");
    expect(statusChangeProblem({ from: "proposta", to: "ativa", category: "LifeInsurance", hasDisclosure: true })).toBeNull();
    expect(statusChangeProblem({ from: "proposta", to: "ativa", category: "PlanoSaude", hasDisclosure: false })).toBeNull();
  });
});
