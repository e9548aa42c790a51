import type { ClawbackStep } from "../commission-terms.schemas";

/**
 * The share recovered when a sale is cancelled in its `monthsSinceStart`-th month (1 = the first month): the
 * first step whose `upToMonth` reaches it; past the last step nothing is recovered.
 */
export function recoverBpFor(steps: readonly ClawbackStep[], monthsSinceStart: number): number {
  if (monthsSinceStart < 1) return steps[0]?.recoverBp ?? 0;
  for (const step of steps) if (monthsSinceStart <= step.upToMonth) return step.recoverBp;
  return 0;
}
