import { BP_PER_UNIT, divTruncate } from "./rounding";

export const PARTICIPANT_ROLES = ["seller", "presales", "referrer", "manager"] as const;
export type ParticipantRole = (typeof PARTICIPANT_ROLES)[number];

/** Who shares a sale's commission, frozen when the sale becomes Ativa. */
export interface Participant {
  role: ParticipantRole;
  userId: string;
  /** Share of each installment's commission. */
  bp: number;
  /** Share of an estorno passed on to them (CLT: 0 by default; PJ and autônomo: 100 %). */
  passOnBp: number;
}

export interface SplitResult {
  /** One per participant, in the participants' order. */
  shares: bigint[];
  office: bigint;
}

/**
 * Splits an amount: each participant gets amount × bp truncated toward zero, the office the rest, so the
 * parts always add up to the amount exactly and no participant is ever rounded up.
 */
export function splitAmount(amount: bigint, participants: readonly Pick<Participant, "bp">[]): SplitResult {
  const shares = participants.map((p) => divTruncate(amount * BigInt(p.bp), BP_PER_UNIT));
  const office = shares.reduce((rest, s) => rest - s, amount);
  return { shares, office };
}
