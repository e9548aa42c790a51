import { and, eq, gt } from "drizzle-orm";
import type { Db, DbOrTx } from "../db/client";
import { loginAttempts } from "../db/schema";
import { FIFTEEN_MINUTES_MS } from "~/lib/time";

export const THROTTLE = {
  perAccount: 5,
  perIp: 20,
  windowMs: FIFTEEN_MINUTES_MS,
  lockMs: FIFTEEN_MINUTES_MS,
} as const;

/**
 * When does a lock end, given the times of failed attempts? A lock starts at the failure that
 * makes `limit` failures within `windowMs`, and lasts `lockMs`. Attempts refused while locked
 * are not failures (they are recorded as "blocked"), so an attacker cannot keep an account
 * locked forever by hammering it, and the count starts afresh after the lock.
 */
export function lockedUntil(failureTimes: readonly number[], limit: number, windowMs: number, lockMs: number): number | null {
  const times = [...failureTimes].sort((a, b) => a - b);
  let until: number | null = null;
  let windowStart = 0;
  for (let i = 0; i < times.length; i++) {
    const t = times[i]!;
    if (until !== null && t < until) continue;
    if (until !== null && t >= until) {
      // The previous lock expired: failures before it no longer count.
      windowStart = i;
      until = null;
    }
    while (times[windowStart]! <= t - windowMs) windowStart++;
    if (i - windowStart + 1 >= limit) until = t + lockMs;
  }
  return until;
}

export interface ThrottleVerdict {
  locked: boolean;
  until: Date | null;
}

export async function checkThrottle(db: Db, email: string, ip: string, now = Date.now()): Promise<ThrottleVerdict> {
  const since = new Date(now - THROTTLE.windowMs - THROTTLE.lockMs);
  const [byEmail, byIp] = await Promise.all([
    db
      .select({ at: loginAttempts.createdAt })
      .from(loginAttempts)
      .where(and(eq(loginAttempts.email, email), eq(loginAttempts.outcome, "failure"), gt(loginAttempts.createdAt, since))),
    db
      .select({ at: loginAttempts.createdAt })
      .from(loginAttempts)
      .where(and(eq(loginAttempts.ip, ip), eq(loginAttempts.outcome, "failure"), gt(loginAttempts.createdAt, since))),
  ]);
  const untilEmail = lockedUntil(byEmail.map((r) => r.at.getTime()), THROTTLE.perAccount, THROTTLE.windowMs, THROTTLE.lockMs);
  const untilIp = lockedUntil(byIp.map((r) => r.at.getTime()), THROTTLE.perIp, THROTTLE.windowMs, THROTTLE.lockMs);
  const until = Math.max(untilEmail ?? 0, untilIp ?? 0);
  return until > now ? { locked: true, until: new Date(until) } : { locked: false, until: null };
}

export async function recordAttempt(db: DbOrTx, email: string, ip: string, outcome: "success" | "failure" | "blocked"): Promise<void> {
  await db.insert(loginAttempts).values({ email, ip, outcome });
}
