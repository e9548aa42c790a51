import { LEAD_STATUSES, WON_LEAD_STATUS, statusNeeds, type LeadStatus } from "../lead-status";

/** The columns, in the catalog's funnel order (open, parked, lost, then won). */
export const KANBAN_STATUSES: readonly LeadStatus[] = LEAD_STATUSES;

/** What the board knows of a card to decide a drop. */
export interface DropCard {
  id: string;
  status: LeadStatus;
  doNotContact: boolean;
}

export type RefuseReason = "wonIsFinal" | "doNotContactBlocksSchedule";

export type DropPlan =
  | { kind: "none" }
  | { kind: "refuse"; reason: RefuseReason }
  | { kind: "convert" }
  | { kind: "ask"; date: boolean; reason: boolean; mayOptOut: boolean }
  | { kind: "move" };

/**
 * What a drop of `card` into the column `to` does. The rules the server would refuse anyway are answered
 * here without a round trip (leaving the won status, scheduling a do-not-contact lead); the won column runs
 * the conversion instead of a status change; statuses that need a date or a reason ask for it first.
 */
export function planDrop(card: DropCard, to: LeadStatus): DropPlan {
  if (card.status === to) return { kind: "none" };
  if (card.status === WON_LEAD_STATUS) return { kind: "refuse", reason: "wonIsFinal" };
  if (to === WON_LEAD_STATUS) return { kind: "convert" };
  const needs = statusNeeds(to);
  if (needs.date && card.doNotContact) return { kind: "refuse", reason: "doNotContactBlocksSchedule" };
  if (needs.date || needs.reason) return { kind: "ask", ...needs };
  return { kind: "move" };
}

/**
 * A move the board shows before (or after) the server has it: "asking" while the dialog wants a date or a
 * reason, "saving" while the request runs, "done" once saved (the card stays pinned at the top of its new
 * column, where the user put it, even if the column's sort would page it out).
 */
export type MovePhase = "asking" | "saving" | "done";

export interface PendingMove<Card> {
  card: Card;
  from: LeadStatus;
  to: LeadStatus;
  phase: MovePhase;
  /** The saved move this one replaces: where the card springs back to. */
  previous?: PendingMove<Card>;
}

export type Moves<Card> = Readonly<Record<string, PendingMove<Card>>>;

export function startMove<Card extends { id: string }>(moves: Moves<Card>, card: Card, from: LeadStatus, to: LeadStatus, phase: "asking" | "saving"): Moves<Card> {
  const before = moves[card.id];
  const previous = before?.phase === "done" ? before : before?.previous;
  return { ...moves, [card.id]: { card, from, to, phase, ...(previous ? { previous } : {}) } };
}

export function setMovePhase<Card>(moves: Moves<Card>, id: string, phase: MovePhase, card?: Card): Moves<Card> {
  const move = moves[id];
  if (!move) return moves;
  // Once saved, nothing older is left to spring back to.
  if (phase === "done") return { ...moves, [id]: { card: card ?? move.card, from: move.from, to: move.to, phase } };
  return { ...moves, [id]: { ...move, phase, card: card ?? move.card } };
}

/** The card springs back: to where an earlier saved move put it, else to the server's copy in its old column. */
export function dropMove<Card>(moves: Moves<Card>, id: string): Moves<Card> {
  const move = moves[id];
  if (!move) return moves;
  if (move.previous) return { ...moves, [id]: move.previous };
  const { [id]: _gone, ...rest } = moves;
  return rest;
}

export const isBusy = (move: PendingMove<unknown> | undefined) => move !== undefined && move.phase !== "done";

/**
 * A column as shown: the cards moved into it first (most recent last moved on top), then the server's
 * page without any card that has a pending or finished move (it is shown where it was moved to).
 */
export function columnCards<Card extends { id: string; status: LeadStatus }>(status: LeadStatus, serverCards: readonly Card[], moves: Moves<Card>): Card[] {
  const incoming = Object.values(moves)
    .filter((m) => m.to === status)
    .map((m) => ({ ...m.card, status }))
    .reverse();
  return [...incoming, ...serverCards.filter((c) => !moves[c.id])];
}

export interface ColumnCount {
  count: number;
  capped: boolean;
}

/** The server's count corrected by the moves it does not know yet (saved moves are in a refreshed count). */
export function adjustedCount(status: LeadStatus, count: ColumnCount | undefined, moves: Moves<unknown>): ColumnCount | undefined {
  if (!count) return undefined;
  let delta = 0;
  for (const m of Object.values(moves)) {
    if (m.phase === "done") continue;
    if (m.to === status) delta++;
    if (m.from === status) delta--;
  }
  return { count: Math.max(0, count.count + delta), capped: count.capped };
}
