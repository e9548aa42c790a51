/**
 * Commission arithmetic is integer centavos (bigint) and rates in basis points (1 % = 100 bp).
 *
 * Rounding rule (documented in BENCHMARKS.md's neighbour, the README's "Comissões" section, and tested):
 * - a commission computed from a rate is rounded half-even to the centavo (banker's rounding, so a large
 *   book of installments carries no upward bias);
 * - a participant's share of a commission is truncated toward zero, and the office keeps what is left:
 *   the shares never exceed the whole, and the office's remainder is below one centavo per participant.
 */

/** numerator / denominator rounded half-even; denominator must be positive. */
export function divRoundHalfEven(numerator: bigint, denominator: bigint): bigint {
  if (denominator <= 0n) throw new RangeError("denominator must be positive");
  const negative = numerator < 0n;
  const n = negative ? -numerator : numerator;
  let q = n / denominator;
  const r = n % denominator;
  const twice = r * 2n;
  if (twice > denominator || (twice === denominator && q % 2n === 1n)) q += 1n;
  return negative ? -q : q;
}

/** numerator / denominator truncated toward zero (BigInt division already does this). */
export function divTruncate(numerator: bigint, denominator: bigint): bigint {
  if (denominator <= 0n) throw new RangeError("denominator must be positive");
  return numerator / denominator;
}

export const BP_PER_UNIT = 10_000n;

/** amount × bp / 10 000, half-even. */
export function applyRate(amount: bigint, bp: number): bigint {
  return divRoundHalfEven(amount * BigInt(bp), BP_PER_UNIT);
}
