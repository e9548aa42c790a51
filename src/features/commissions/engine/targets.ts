import type { SaleRequirement } from "~/lib/catalog/sale-requirements";
import type { ClawbackStep, Tranche } from "../commission-terms.schemas";
import { recoverBpFor } from "./clawback";
import { monthsInclusive } from "./months";
import { BP_PER_UNIT, divRoundHalfEven, divTruncate } from "./rounding";
import { expandSchedule, type ScheduleSale } from "./schedule";
import { splitAmount, type Participant, type ParticipantRole } from "./split";

/** Who an entry is with: the partner (what the office receives), a participant, or the office's own share. */
export type LedgerParty = "partner" | ParticipantRole | "office";

/** The terms a sale was activated under: its rule version's schedule and estorno table, and its participants. */
export interface SaleTerms {
  tranches: readonly Tranche[];
  clawback: readonly ClawbackStep[];
  participants: readonly Participant[];
  horizonMonths: number;
  /** What the rule declared a sale needs (frozen with the rest; absent for sales activated before it existed). */
  requires?: readonly SaleRequirement[];
}

export interface SaleLedgerState extends ScheduleSale {
  status: "proposta" | "ativa" | "cancelada" | "encerrada";
  /** Month of the cancellation or of the end ("yyyy-MM"), for cancelada and encerrada. */
  stoppedMonth: string | null;
}

export interface LedgerLine {
  party: LedgerParty;
  userId: string | null;
  installment: number;
  dueMonth: string;
  amount: bigint;
}

export const ledgerKey = (l: Pick<LedgerLine, "party" | "userId" | "installment">) => `${l.party}|${l.userId ?? ""}|${l.installment}`;

/** Months of the schedule that had begun when the sale stopped (0 when it stopped before its first month). */
export function monthsRun(state: SaleLedgerState): number | null {
  if (state.status !== "cancelada" && state.status !== "encerrada") return null;
  if (!state.stoppedMonth) return null;
  return Math.max(0, monthsInclusive(state.startMonth, state.stoppedMonth));
}

/**
 * What the partner settled for an installment whose difference finance accepted as final: what it really paid
 * (its receipts) and the manual adjustments that acceptance wrote on the partner's and the office's lines.
 */
export interface AcceptedInstallment {
  received: bigint;
  partnerAdjustment: bigint;
  officeAdjustment: bigint;
}

/**
 * What the ledger of one sale should add up to, per party and installment, given its state:
 * - Ativa: every installment of the schedule, split between the participants, the office keeping the rest;
 * - Cancelada in month k: installments after k are never due (0); installments up to k keep what is not
 *   recovered: the partner recovers recoverBp(k) of each, and each participant gives back their share of the
 *   recovered amount times their pass-on rate (a CLT seller keeps theirs; the office absorbs it);
 * - Encerrada in month k: installments after k are never due; earlier ones stay whole.
 *
 * A stopped sale's installment whose short (or long) payment finance accepted is settled on what the partner
 * really paid: the partner's recovery is its share of that payment, never of the amount first expected, and an
 * installment never due nets to zero with its adjustment. So the partner's net expectation of an installment is
 * never negative and the office never owes back more than it received. Participants, credited their share of
 * the agreed amount, give back the same fraction of it. `accepted` holds those installments (the lines written
 * here are the sale-event lines; the acceptance's own manual lines stay and are offset).
 */
export function targetLedger(state: SaleLedgerState, terms: SaleTerms, accepted: ReadonlyMap<number, AcceptedInstallment> = new Map()): LedgerLine[] {
  if (state.status === "proposta") return [];
  const run = monthsRun(state);
  const recoverBp = state.status === "cancelada" ? recoverBpFor(terms.clawback, run ?? 0) : 0;
  const lines: LedgerLine[] = [];
  for (const inst of expandSchedule(terms.tranches, state, terms.horizonMonths)) {
    const stopped = run !== null && inst.number > run;
    const settled = run !== null ? accepted.get(inst.number) : undefined;
    const due = stopped ? 0n : inst.amount;
    const recovered = stopped ? 0n : divRoundHalfEven(inst.amount * BigInt(recoverBp), BP_PER_UNIT);
    const split = splitAmount(due, terms.participants);
    // Participants were credited their share of the agreed amount, so they give back that share's fraction.
    const recoveredSplit = splitAmount(recovered, terms.participants);
    // The partner recovers its fraction of what it really paid once finance accepted that payment as final.
    const paid = settled ? (settled.received > 0n ? settled.received : 0n) : null;
    const partnerNet = stopped ? 0n : paid !== null ? paid - divRoundHalfEven(paid * BigInt(recoverBp), BP_PER_UNIT) : due - recovered;
    const line = (party: LedgerParty, userId: string | null, amount: bigint) =>
      lines.push({ party, userId, installment: inst.number, dueMonth: inst.dueMonth, amount });
    line("partner", null, partnerNet - (settled?.partnerAdjustment ?? 0n));
    let participantsTotal = 0n;
    terms.participants.forEach((p, i) => {
      const passedOn = divTruncate(recoveredSplit.shares[i]! * BigInt(p.passOnBp), BP_PER_UNIT);
      const amount = split.shares[i]! - passedOn;
      participantsTotal += amount;
      line(p.role, p.userId, amount);
    });
    line("office", null, partnerNet - participantsTotal - (settled?.officeAdjustment ?? 0n));
  }
  return lines;
}

export type LedgerChange = "activation" | "amount" | "cancellation" | "end";
export type EntryType = "prevista" | "ajuste" | "estorno" | "cancelamento";

export interface LedgerDelta extends LedgerLine {
  type: EntryType;
}

/**
 * The entries to append so the ledger reaches the target: one per party and installment whose sum differs
 * (a line already in the ledger but no longer in the target goes back to zero). Appending them again changes
 * nothing (the sums already match), so every event can be replayed safely.
 */
export function ledgerDeltas(
  existing: ReadonlyMap<string, LedgerLine>,
  target: readonly LedgerLine[],
  change: LedgerChange,
  run: number | null,
): LedgerDelta[] {
  const wanted = new Map(target.map((line) => [ledgerKey(line), line]));
  for (const [key, line] of existing) if (!wanted.has(key)) wanted.set(key, { ...line, amount: 0n });
  const deltas: LedgerDelta[] = [];
  for (const [key, line] of wanted) {
    const before = existing.get(key);
    const diff = line.amount - (before?.amount ?? 0n);
    if (diff === 0n) continue;
    // A line a cancellation creates (the office absorbing what a CLT seller keeps) is an estorno too.
    let type: EntryType;
    if ((change === "cancellation" || change === "end") && run !== null && line.installment > run) type = "cancelamento";
    else if (change === "cancellation") type = "estorno";
    else if (before === undefined) type = "prevista";
    else type = "ajuste";
    deltas.push({ ...line, amount: diff, type });
  }
  return deltas;
}

/** Sums entries per party and installment, the shape ledgerDeltas compares with. */
export function sumLedger(entries: Iterable<LedgerLine>): Map<string, LedgerLine> {
  const sums = new Map<string, LedgerLine>();
  for (const e of entries) {
    const key = ledgerKey(e);
    const prev = sums.get(key);
    sums.set(key, prev ? { ...prev, amount: prev.amount + e.amount } : { ...e });
  }
  return sums;
}
