/**
 * Competence months are "yyyy-MM" strings in São Paulo time; the database stores their first day
 * ("yyyy-MM-01"). Arithmetic is on a month index (year × 12 + month − 1), never on Date objects.
 */
const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;

export function monthIndex(month: string): number {
  const m = MONTH.exec(month);
  if (!m) throw new RangeError(`not a month: ${month}`);
  return Number(m[1]) * 12 + Number(m[2]) - 1;
}

export function monthFromIndex(index: number): string {
  const year = Math.floor(index / 12);
  const month = (index % 12) + 1;
  return `${String(year).padStart(4, "0")}-${String(month).padStart(2, "0")}`;
}

export function addMonths(month: string, n: number): string {
  return monthFromIndex(monthIndex(month) + n);
}

/** Months from a to b counting both ends: same month → 1, the next → 2; b before a → ≤ 0. */
export function monthsInclusive(from: string, to: string): number {
  return monthIndex(to) - monthIndex(from) + 1;
}

/** "2026-01-31" → "2026-01" (a calendar day already in São Paulo time). */
export function monthOfDay(day: string): string {
  return day.slice(0, 7);
}

/** "2026-01" → "2026-01-01", the first day the database stores for a month. */
export function monthStart(month: string): string {
  return `${month}-01`;
}
