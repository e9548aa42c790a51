import { describe, expect, it } from "vitest";
import { adjustedCount, columnCards, dropMove, isBusy, planDrop, setMovePhase, startMove, KANBAN_STATUSES, type Moves } from "./kanban-moves";
import type { LeadStatus } from "../lead-status";

type Card = { id: string; status: LeadStatus; doNotContact: boolean; name: string };
const card = (id: string, status: LeadStatus, extra: Partial<Card> = {}): Card => ({ id, status, doNotContact: false, name: id, ...extra });

describe("planDrop", () => {
  it("does nothing when dropped back on its own column", () => {
    expect(planDrop(card("a", "Novo"), "Novo")).toEqual({ kind: "none" });
    expect(planDrop(card("a", "Momento ruim"), "Momento ruim")).toEqual({ kind: "none" });
  });
  it("moves at once into statuses that need nothing", () => {
    expect(planDrop(card("a", "Contatar novamente"), "Novo")).toEqual({ kind: "move" });
    expect(planDrop(card("a", "Novo"), "Não responde")).toEqual({ kind: "move" });
  });
  it("asks for a date for Contatar novamente and Momento ruim", () => {
    for (const to of ["Contatar novamente", "Momento ruim"] as const) {
      expect(planDrop(card("a", "Novo"), to)).toEqual({ kind: "ask", date: true, reason: false, mayOptOut: false });
    }
  });
  it("asks for a reason for Não qualificado, and also offers do-not-contact for Sem interesse", () => {
    expect(planDrop(card("a", "Novo"), "Não qualificado")).toEqual({ kind: "ask", date: false, reason: true, mayOptOut: false });
    expect(planDrop(card("a", "Novo"), "Sem interesse")).toEqual({ kind: "ask", date: false, reason: true, mayOptOut: true });
  });
  it("sends a drop on the won column to the conversion instead of changing the status", () => {
    expect(planDrop(card("a", "Contatar novamente"), "Converter em lead")).toEqual({ kind: "convert" });
  });
  it("refuses without a round trip what the server would refuse", () => {
    expect(planDrop(card("a", "Converter em lead"), "Novo")).toEqual({ kind: "refuse", reason: "wonIsFinal" });
    expect(planDrop(card("a", "Sem interesse", { doNotContact: true }), "Contatar novamente")).toEqual({ kind: "refuse", reason: "doNotContactBlocksSchedule" });
    // A do-not-contact lead may still go to another lost status (with its reason).
    expect(planDrop(card("a", "Sem interesse", { doNotContact: true }), "Não qualificado").kind).toBe("ask");
  });
  it("has the seven columns in the funnel order", () => {
    expect(KANBAN_STATUSES).toEqual(["Novo", "Contatar novamente", "Momento ruim", "Não responde", "Não qualificado", "Sem interesse", "Converter em lead"]);
  });
});

describe("optimistic moves", () => {
  const a = card("a", "Novo");
  const b = card("b", "Novo");
  const c = card("c", "Contatar novamente");
  const server: Record<string, Card[]> = { Novo: [a, b], "Contatar novamente": [c] };
  const show = (moves: Moves<Card>, status: LeadStatus) => columnCards(status, server[status] ?? [], moves).map((x) => `${x.id}:${x.status}`);

  it("shows the card in its new column at once, on top, and no longer in the old one", () => {
    const moves = startMove({}, a, "Novo", "Contatar novamente", "asking");
    expect(show(moves, "Novo")).toEqual(["b:Novo"]);
    expect(show(moves, "Contatar novamente")).toEqual(["a:Contatar novamente", "c:Contatar novamente"]);
    expect(isBusy(moves.a)).toBe(true);
  });

  it("springs back when the dialog is cancelled or the server refuses", () => {
    const moves = dropMove(startMove({}, a, "Novo", "Não responde", "saving"), "a");
    expect(moves).toEqual({});
    expect(show(moves, "Novo")).toEqual(["a:Novo", "b:Novo"]);
    expect(show(moves, "Não responde")).toEqual([]);
  });

  it("keeps a saved card where it was put, never twice once the server lists it there", () => {
    let moves = startMove({}, a, "Novo", "Contatar novamente", "saving");
    moves = setMovePhase(moves, "a", "done", { ...a, status: "Contatar novamente", name: "a saved" });
    const refreshed = { ...server, Novo: [b], "Contatar novamente": [c, { ...a, status: "Contatar novamente" as const }] };
    expect(columnCards("Contatar novamente", refreshed["Contatar novamente"], moves).map((x) => x.name)).toEqual(["a saved", "c"]);
    expect(isBusy(moves.a)).toBe(false);
  });

  it("a refused second move springs back to where the first, saved one put the card", () => {
    let moves = setMovePhase(startMove({}, a, "Novo", "Não responde", "saving"), "a", "done");
    moves = startMove(moves, { ...a, status: "Não responde" }, "Não responde", "Sem interesse", "asking");
    expect(show(moves, "Sem interesse")).toEqual(["a:Sem interesse"]);
    moves = dropMove(moves, "a");
    expect(show(moves, "Não responde")).toEqual(["a:Não responde"]);
    expect(show(moves, "Sem interesse")).toEqual([]);
    expect(show(moves, "Novo")).toEqual(["b:Novo"]);
  });

  it("corrects the counts for unsaved moves only", () => {
    const counts = { count: 10, capped: false };
    let moves = startMove({}, a, "Novo", "Contatar novamente", "saving");
    expect(adjustedCount("Novo", counts, moves)).toEqual({ count: 9, capped: false });
    expect(adjustedCount("Contatar novamente", counts, moves)).toEqual({ count: 11, capped: false });
    expect(adjustedCount("Momento ruim", counts, moves)).toEqual(counts);
    moves = setMovePhase(moves, "a", "done");
    expect(adjustedCount("Novo", counts, moves)).toEqual(counts);
    expect(adjustedCount("Novo", undefined, moves)).toBeUndefined();
    expect(adjustedCount("Novo", { count: 0, capped: false }, startMove({}, a, "Novo", "Sem interesse", "asking"))).toEqual({ count: 0, capped: false });
  });
});
