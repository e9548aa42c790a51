import { describe, expect, it } from "vitest";
import { lineStatus, scheduleTable, type ScheduleEntry } from "./schedule-rows";

const entry = (over: Partial<ScheduleEntry>): ScheduleEntry => ({
  party: "seller",
  userId: "ana",
  userName: "Ana Souza",
  installment: 1,
  dueMonth: "2026-11",
  competence: "2026-11",
  type: "prevista",
  amount: 1_000n,
  ...over,
});

describe("a sale's schedule line status", () => {
  it("is prevista before its month and a receber from its month on", () => {
    expect(lineStatus([entry({})], "2026-12", "2026-11")).toBe("prevista");
    expect(lineStatus([entry({})], "2026-11", "2026-11")).toBe("aReceber");
    expect(lineStatus([entry({})], "2026-10", "2026-11")).toBe("aReceber");
  });

  it("follows the lifecycle to recebida and paga", () => {
    expect(lineStatus([entry({}), entry({ type: "recebimento", amount: 1_000n })], "2026-10", "2026-11")).toBe("recebida");
    expect(lineStatus([entry({}), entry({ type: "recebimento" }), entry({ type: "repasse", amount: -1_000n })], "2026-10", "2026-11")).toBe("paga");
  });

  it("is estornada when clawed back (wholly or partly), cancelada when it never fell due", () => {
    expect(lineStatus([entry({}), entry({ type: "cancelamento", amount: -1_000n })], "2027-01", "2026-11")).toBe("cancelada");
    expect(lineStatus([entry({}), entry({ type: "estorno", amount: -1_000n })], "2026-10", "2026-11")).toBe("estornada");
    expect(lineStatus([entry({}), entry({ type: "estorno", amount: -500n })], "2026-10", "2026-11")).toBe("estornada");
  });

  it("an upward ajuste keeps the lifecycle status", () => {
    expect(lineStatus([entry({}), entry({ type: "ajuste", amount: 200n })], "2027-01", "2026-11")).toBe("prevista");
  });
});

describe("a sale's schedule table", () => {
  it("has one row per installment and one column per party, partner first and office last", () => {
    const { columns, rows } = scheduleTable(
      [
        entry({ party: "office", userId: null, userName: null, amount: 600n }),
        entry({ party: "seller", amount: 400n }),
        entry({ party: "partner", userId: null, userName: null }),
        entry({ installment: 2, dueMonth: "2026-12", competence: "2026-12", party: "seller", amount: 400n }),
        entry({ installment: 2, dueMonth: "2026-12", competence: "2026-12", party: "seller", type: "ajuste", amount: 40n }),
      ],
      "2026-11",
    );
    expect(columns.map((c) => c.party)).toEqual(["partner", "seller", "office"]);
    expect(rows.map((r) => [r.installment, r.dueMonth])).toEqual([
      [1, "2026-11"],
      [2, "2026-12"],
    ]);
    expect(rows[1]!.cells.get("seller|ana")).toEqual({ amount: 440n, status: "prevista" });
    expect(rows[1]!.cells.get("partner|")).toBeUndefined();
    expect(rows[0]!.cells.get("partner|")).toEqual({ amount: 1_000n, status: "aReceber" });
  });
});
