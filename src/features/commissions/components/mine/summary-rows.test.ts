import { describe, expect, it } from "vitest";
import { monthRows, type SummaryLine } from "./summary-rows";

const line = (month: string, category: string | null, previsto: bigint, estornos = 0n): SummaryLine => ({
  month,
  category,
  previsto,
  aReceber: 0n,
  recebido: 0n,
  aRepassar: estornos,
  pago: 0n,
  estornos,
});

describe("summary lines by month", () => {
  it("adds each month's categories into one row, oldest month first, keeping the categories", () => {
    const rows = monthRows([line("2026-12", "AutoInsurance", 1_000n), line("2026-11", "Consortium", 500n, -200n), line("2026-12", "PlanoSaude", 250n)]);
    expect(rows.map((r) => r.month)).toEqual(["2026-11", "2026-12"]);
    expect(rows[1]!.totals.previsto).toBe(1_250n);
    expect(rows[1]!.categories.map((c) => c.category)).toEqual(["AutoInsurance", "PlanoSaude"]);
    expect(rows[0]!.totals.estornos).toBe(-200n);
    expect(rows[0]!.totals.aRepassar).toBe(-200n);
  });

  it("gives no rows for no lines", () => {
    expect(monthRows([])).toEqual([]);
  });
});
