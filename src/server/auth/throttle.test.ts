import { describe, expect, it } from "vitest";
import { lockedUntil, THROTTLE } from "./throttle";

const MIN = 60_000;
const WINDOW = 15 * MIN;
const LOCK = 15 * MIN;
const T0 = Date.UTC(2025, 2, 10, 12, 0, 0);
/** Failure times at the given minutes after T0. */
const at = (...minutes: number[]) => minutes.map((m) => T0 + m * MIN);
/** Is someone whose lock ends at `until` (null = never locked) still locked at instant `t`? */
const lockedAt = (until: number | null, t: number) => until !== null && until > t;

describe("THROTTLE", () => {
  it("is 5 failures per account and 20 per IP within 15 minutes, locking for 15 minutes", () => {
    expect(THROTTLE).toEqual({ perAccount: 5, perIp: 20, windowMs: WINDOW, lockMs: LOCK });
  });
});

describe("lockedUntil (per account: 5 in 15 min)", () => {
  const lock = (times: number[]) => lockedUntil(times, 5, WINDOW, LOCK);

  it("does not lock with no failures", () => {
    expect(lock([])).toBeNull();
  });

  it("does not lock after 4 failures, however close together", () => {
    expect(lock(at(0, 0, 1, 2))).toBeNull();
    expect(lock(at(0, 1, 2, 3))).toBeNull();
  });

  it("locks at the 5th failure within 15 minutes, until 15 minutes after it", () => {
    expect(lock(at(0, 1, 2, 3, 4))).toBe(T0 + 4 * MIN + LOCK);
  });

  it("locks when the 5 failures span just under 15 minutes", () => {
    const times = [...at(0, 3, 6, 9), T0 + WINDOW - 1];
    expect(lock(times)).toBe(T0 + WINDOW - 1 + LOCK);
  });

  it("does not lock when 5 failures are spread over more than 15 minutes", () => {
    expect(lock(at(0, 4, 8, 12, 16))).toBeNull();
    expect(lock(at(0, 5, 10, 15.5, 20))).toBeNull();
  });

  it("locks on a later group of 5 inside a sliding window", () => {
    // 0 and 16 are too far apart, but 4, 8, 12, 16, 18 are within 15 minutes.
    expect(lock(at(0, 4, 8, 12, 16, 18))).toBe(T0 + 18 * MIN + LOCK);
  });

  it("does not depend on the order the times arrive in", () => {
    expect(lock(at(4, 0, 3, 1, 2))).toBe(T0 + 4 * MIN + LOCK);
  });

  it("counts failures at the same instant separately", () => {
    expect(lock(at(7, 7, 7, 7, 7))).toBe(T0 + 7 * MIN + LOCK);
  });

  it("lets the lock expire: 4 new failures after it do not lock again", () => {
    const first = lock(at(0, 1, 2, 3, 4));
    expect(lockedAt(first, T0 + 18 * MIN)).toBe(true);
    expect(lockedAt(first, T0 + 19 * MIN)).toBe(false);
    const r = lock([...at(0, 1, 2, 3, 4), ...at(20, 21, 22, 23)]);
    expect(lockedAt(r, T0 + 23 * MIN)).toBe(false);
  });

  it("locks again after 5 new failures once the first lock has expired", () => {
    expect(lock([...at(0, 1, 2, 3, 4), ...at(20, 21, 22, 23, 24)])).toBe(T0 + 24 * MIN + LOCK);
  });

  it("starts counting afresh after a lock (failures before it no longer count)", () => {
    // A short lock inside a long window: without the restart, the failures at 0–4 would
    // still be in the window at minute 10 and lock the account again at once.
    const times = [...at(0, 1, 2, 3, 4), ...at(10)];
    expect(lockedAt(lockedUntil(times, 5, WINDOW, 5 * MIN), T0 + 10 * MIN)).toBe(false);
    expect(lockedAt(lockedUntil([...times, ...at(11, 12, 13)], 5, WINDOW, 5 * MIN), T0 + 13 * MIN)).toBe(false);
    expect(lockedUntil([...times, ...at(11, 12, 13, 14)], 5, WINDOW, 5 * MIN)).toBe(T0 + 14 * MIN + 5 * MIN);
  });

  it("ignores failures recorded while locked (they neither extend nor renew the lock)", () => {
    // 5, 6, 7, 8 happen during the lock that ends at 19; only 25 counts afterwards.
    expect(lockedAt(lock([...at(0, 1, 2, 3, 4), ...at(5, 6, 7, 8), ...at(25)]), T0 + 25 * MIN)).toBe(false);
    expect(lock(at(0, 1, 2, 3, 4, 5, 6, 7, 8))).toBe(T0 + 4 * MIN + LOCK);
  });
});

describe("lockedUntil (per IP: 20 in 15 min)", () => {
  const lock = (times: number[]) => lockedUntil(times, 20, WINDOW, LOCK);
  const everyThirtySeconds = (n: number) => Array.from({ length: n }, (_, i) => T0 + i * 30_000);

  it("does not lock after 19 failures", () => {
    expect(lock(everyThirtySeconds(19))).toBeNull();
  });

  it("locks at the 20th failure, until 15 minutes after it", () => {
    const times = everyThirtySeconds(20);
    expect(lock(times)).toBe(times[19]! + LOCK);
  });

  it("does not lock when 20 failures are spread over more than 15 minutes", () => {
    const times = Array.from({ length: 20 }, (_, i) => T0 + i * 50_000); // 0 … 15 min 50 s
    expect(lock(times)).toBeNull();
  });

  it("5 failures are far from an IP lock", () => {
    expect(lock(at(0, 1, 2, 3, 4))).toBeNull();
  });
});
