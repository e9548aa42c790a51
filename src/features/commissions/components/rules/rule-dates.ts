import { parseDateBr, saoPauloDay } from "~/lib/format";

/** "yyyy-MM-dd" (the API's day) → the instant that São Paulo day starts (the DatePicker's value). */
export function dayToDate(day: string): Date | null {
  const [y, m, d] = day.split("-");
  return y && m && d ? parseDateBr(`${d}/${m}/${y}`) : null;
}

export const dateToDay = (date: Date): string => saoPauloDay(date);

/** The day after `day`, "yyyy-MM-dd" (calendar arithmetic, no time zone involved). */
export function nextDay(day: string): string {
  const [y, m, d] = day.split("-").map(Number);
  return new Date(Date.UTC(y ?? 1970, (m ?? 1) - 1, (d ?? 1) + 1)).toISOString().slice(0, 10);
}

/**
 * A new version's default start: the first day of next month (commission tables change by month), or the
 * day after the latest version when that one is already scheduled later.
 */
export function defaultVersionStart(today: string, latest: string | null): string {
  const [y, m] = today.split("-").map(Number);
  const firstOfNext = new Date(Date.UTC(y ?? 1970, m ?? 1, 1)).toISOString().slice(0, 10);
  return latest && latest >= firstOfNext ? nextDay(latest) : firstOfNext;
}
