import { describe, expect, it } from "vitest";
import { reportStateFromQuery, reportStateToQuery, runnableFilters } from "./report-url";

const TEAM = "0b6f2f8e-9d1c-4a7e-8f2a-1c2d3e4f5a6b";

describe("report URL state", () => {
  it("reads a link back into the same report and filters", () => {
    const state = { key: "perdas" as const, filters: { period: "personalizado" as const, from: "2026-01-01", to: "2026-01-31", teamId: TEAM, sellerId: null, category: "AutoInsurance" as const, partnerId: null, source: "Site" } };
    const query = reportStateToQuery(state);
    expect(query).toEqual({ relatorio: "perdas", periodo: "personalizado", de: "2026-01-01", ate: "2026-01-31", equipe: TEAM, categoria: "AutoInsurance", origem: "Site" });
    expect(reportStateFromQuery(query)).toEqual(state);
  });

  it("leaves out what is not valid, and defaults to the funnel of this month", () => {
    const state = reportStateFromQuery({ relatorio: "nope", periodo: "ontem", equipe: "x", categoria: "Nada", de: "2026-02-30" });
    expect(state.key).toBe("funil");
    expect(state.filters).toMatchObject({ period: "este-mes", teamId: null, category: null });
    expect(reportStateToQuery(state)).toEqual({ relatorio: "funil" });
  });

  it("runs a custom period only with both days in order", () => {
    expect(runnableFilters({ period: "personalizado", from: "2026-01-02", to: "2026-01-01" })).toBe(false);
    expect(runnableFilters({ period: "personalizado", from: "2026-01-01", to: null })).toBe(false);
    expect(runnableFilters({ period: "personalizado", from: "2026-01-01", to: "2026-01-01" })).toBe(true);
    expect(runnableFilters({ period: "este-ano" })).toBe(true);
  });
});
