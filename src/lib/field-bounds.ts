// The bounds of dates and integers, apart from fields.ts (the zod schemas built on them) so that client code
// that only checks a day (list filters, report and agenda URLs) does not bring zod into its page (issue 20).

/** A real day written "yyyy-MM-dd", of any year: "2024-02-30" and "2024-2-1" are not. */
export function isRealDay(day: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return false;
  const d = new Date(`${day}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === day;
}

/**
 * The days and instants the application accepts, and the integers its counters hold. Wide enough for birth
 * dates and long policies; narrow enough for PostgreSQL (which has no year 0 and whose integer stops at
 * 2^31 − 1) and for the 4-digit years every date is written with. Outside them an input got a 500 from the
 * database; every date, version and cursor schema bounds itself with these.
 */
export const FIRST_DAY = "1900-01-01";
export const LAST_DAY = "2199-12-31";
export const FIRST_INSTANT = new Date(`${FIRST_DAY}T00:00:00Z`);
export const LAST_INSTANT = new Date(`${LAST_DAY}T23:59:59.999Z`);
export const INT4_MAX = 2_147_483_647;
export const OUT_OF_RANGE_DATE = "Data fora do intervalo aceito (1900 a 2199).";

/** A real day between FIRST_DAY and LAST_DAY: what every day that reaches the database must be. */
export function isCalendarDay(day: string): boolean {
  return isRealDay(day) && day >= FIRST_DAY && day <= LAST_DAY;
}
