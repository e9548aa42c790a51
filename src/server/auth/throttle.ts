import { and, eq, gt, sql } from "drizzle-orm";
import type { Db, DbOrTx, Tx } from "../db/client";
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

export interface AttemptClaim extends ThrottleVerdict {
  /** The attempt's row: "blocked" when locked, otherwise "failure" until settleAttempt says it succeeded. */
  attemptId: number;
}

// Key spaces of the two advisory locks (pg_advisory_xact_lock(int, int)): one per account, one per IP.
const ACCOUNT_LOCK_SPACE = 7101;
const IP_LOCK_SPACE = 7102;

async function verdictOf(tx: Tx, email: string, ip: string, now: number): Promise<ThrottleVerdict> {
  const since = new Date(now - THROTTLE.windowMs - THROTTLE.lockMs);
  const byEmail = await tx
    .select({ at: loginAttempts.createdAt })
    .from(loginAttempts)
    .where(and(eq(loginAttempts.email, email), eq(loginAttempts.outcome, "failure"), gt(loginAttempts.createdAt, since)));
  const byIp = await tx
    .select({ at: loginAttempts.createdAt })
    .from(loginAttempts)
    .where(and(eq(loginAttempts.ip, ip), eq(loginAttempts.outcome, "failure"), gt(loginAttempts.createdAt, since)));
  const untilEmail = lockedUntil(byEmail.map((r) => r.at.getTime()), THROTTLE.perAccount, THROTTLE.windowMs, THROTTLE.lockMs);
  const untilIp = lockedUntil(byIp.map((r) => r.at.getTime()), THROTTLE.perIp, THROTTLE.windowMs, THROTTLE.lockMs);
  const until = Math.max(untilEmail ?? 0, untilIp ?? 0);
  return until > now ? { locked: true, until: new Date(until) } : { locked: false, until: null };
}

/**
 * Checks the limits and records the attempt in one step, before the password is verified. Checking first and
 * recording after the (slow) hash let a parallel burst through: 20 simultaneous guesses all saw "4 failures"
 * and 8–11 reached the hash. Here each claim holds advisory locks on its account and its IP until it has
 * written its row, and the row counts as a failure from the start (settleAttempt turns it into a success),
 * so at most `limit` attempts ever reach the hash. The locks are always taken account first, then IP, and an
 * IP lock holder never waits for an account lock, so two claims cannot deadlock. PGlite runs transactions one
 * at a time anyway; the locks are what make this hold on PostgreSQL with a connection pool.
 */
export async function claimAttempt(db: Db, email: string, ip: string, now = Date.now()): Promise<AttemptClaim> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${sql.raw(String(ACCOUNT_LOCK_SPACE))}, hashtext(${email}))`);
    await tx.execute(sql`select pg_advisory_xact_lock(${sql.raw(String(IP_LOCK_SPACE))}, hashtext(${ip}))`);
    const verdict = await verdictOf(tx, email, ip, now);
    const [row] = await tx
      .insert(loginAttempts)
      .values({ email, ip, outcome: verdict.locked ? "blocked" : "failure" })
      .returning({ id: loginAttempts.id });
    return { ...verdict, attemptId: row!.id };
  });
}

/**
 * The claimed attempt turned out right (success), or right so far with the authenticator code still to come
 * (second_factor): either way it stops counting as a failure.
 */
export async function settleAttempt(db: DbOrTx, attemptId: number, outcome: "success" | "second_factor" = "success"): Promise<void> {
  await db.update(loginAttempts).set({ outcome }).where(eq(loginAttempts.id, attemptId));
}
