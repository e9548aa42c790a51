import { describe, expect, it } from "vitest";
import { LEAD_STATUS_MESSAGES } from "../lead-status";
import { neighbourColumnX } from "./kanban-dnd";
import { dateAsDay, dayAsDate, isOverdueDay } from "./kanban-days";
import { columnInput, columnSort, countsInput, kanbanFilters, ownerChoice, ownerFilters } from "./kanban-input";
import { ruleMessageKey } from "./kanban-messages";
import { ptBR } from "~/i18n/pt-BR";

describe("neighbourColumnX", () => {
  const cols = [
    { left: 300, width: 100 },
    { left: 0, width: 100 },
    { left: 150, width: 100 },
  ];
  it("centres the card in the next or previous column", () => {
    expect(neighbourColumnX(cols, 10, 80, 1)).toBe(160);
    expect(neighbourColumnX(cols, 160, 80, 1)).toBe(310);
    expect(neighbourColumnX(cols, 160, 80, -1)).toBe(10);
  });
  it("stays put at either end", () => {
    expect(neighbourColumnX(cols, 310, 80, 1)).toBeNull();
    expect(neighbourColumnX(cols, 10, 80, -1)).toBeNull();
    expect(neighbourColumnX([], 10, 80, 1)).toBeNull();
  });
  it("from a gap between columns, goes to the next one in that direction", () => {
    expect(neighbourColumnX(cols, 95, 20, 1)).toBe(190);
    expect(neighbourColumnX(cols, 95, 20, -1)).toBe(40);
  });
});

describe("next-contact days", () => {
  it("round-trips a São Paulo calendar day", () => {
    expect(dateAsDay(dayAsDate("2026-01-31"))).toBe("2026-01-31");
    expect(dayAsDate("2026-01-31").toISOString()).toBe("2026-01-31T03:00:00.000Z");
  });
  it("is overdue only before today", () => {
    expect(isOverdueDay("2026-03-09", "2026-03-10")).toBe(true);
    expect(isOverdueDay("2026-03-10", "2026-03-10")).toBe(false);
    expect(isOverdueDay(null, "2026-03-10")).toBe(false);
  });
});

describe("kanban inputs", () => {
  const me = "0b6e4a52-1f3a-4c5d-8e9f-0123456789ab";
  it("keeps only the owner filter", () => {
    const filters = [
      { field: "status", operand: "eq" as const, value: "Novo" },
      { field: "ownerId", operand: "eq" as const, value: me },
    ];
    expect(kanbanFilters({ filters })).toEqual([{ field: "ownerId", operand: "eq", value: me }]);
    expect(ownerChoice({ filters })).toBe(me);
    expect(ownerChoice({ filters: ownerFilters("pool") })).toBe("pool");
    expect(ownerChoice({ filters: ownerFilters("") })).toBe("");
  });
  it("asks each column for its status, open ones by next contact", () => {
    const state = { filters: ownerFilters("pool"), search: "silva" };
    expect(columnInput(state, "Momento ruim")).toEqual({
      filters: [{ field: "ownerId", operand: "isEmpty" }, { field: "status", operand: "eq", value: "Momento ruim" }],
      sort: { field: "nextContactOn", dir: "asc" },
      search: "silva",
      limit: 20,
    });
    expect(columnSort("Sem interesse")).toEqual({ field: "createdAt", dir: "desc" });
    expect(countsInput(state)).toEqual({ filters: [{ field: "ownerId", operand: "isEmpty" }], search: "silva" });
  });
});

describe("rule messages", () => {
  it("every shared rule message has a catalog entry", () => {
    for (const message of Object.values(LEAD_STATUS_MESSAGES)) {
      const key = ruleMessageKey(message);
      expect(key).not.toBe("unknown");
      expect(ptBR.leadsKanban.rules[key]).toBe(message);
    }
    expect(ruleMessageKey("outra coisa")).toBe("unknown");
  });
});
