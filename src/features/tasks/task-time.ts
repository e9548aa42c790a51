import { TZDate } from "@date-fns/tz";
import { addDays, format, parseISO } from "date-fns";
import { SAO_PAULO_TZ } from "~/lib/time";

/**
 * A task's due instant is stored in UTC and entered and shown as a São Paulo day and time of day. These are
 * the conversions, pure so both the server and the forms use them (São Paulo has had no DST since 2019, but
 * TZDate would follow it if it came back).
 */

/** "2026-03-10" + "09:30" → the instant 09:30 in São Paulo that day (12:30Z). */
export function saoPauloInstant(day: string, time: string): Date {
  const [y, m, d] = day.split("-").map(Number) as [number, number, number];
  const [hh, mm] = time.split(":").map(Number) as [number, number];
  return new Date(new TZDate(y, m - 1, d, hh, mm, SAO_PAULO_TZ).getTime());
}

/** The São Paulo day and time of an instant: 2026-03-11T02:30Z → { day: "2026-03-10", time: "23:30" }. */
export function saoPauloParts(at: Date): { day: string; time: string } {
  const tz = new TZDate(at.getTime(), SAO_PAULO_TZ);
  return { day: format(tz, "yyyy-MM-dd"), time: format(tz, "HH:mm") };
}

/** The instant a São Paulo day starts ("2026-03-10" → 03:00Z). */
export function startOfSaoPauloDay(day: string): Date {
  return saoPauloInstant(day, "00:00");
}

/** The day after a "yyyy-MM-dd" day (calendar arithmetic, no time zone involved). */
export function nextDay(day: string, n = 1): string {
  return format(addDays(parseISO(day), n), "yyyy-MM-dd");
}

/** Moving a task to another day keeps its São Paulo time of day. */
export function moveToDay(at: Date, day: string): Date {
  return saoPauloInstant(day, saoPauloParts(at).time);
}
