import { startOfDaySaoPaulo } from "~/lib/format";
import { saoPauloDay } from "~/lib/format";

/**
 * Next-contact dates are São Paulo calendar days ("yyyy-MM-dd"). Read as an instant, "2026-01-31" is UTC
 * midnight, still the 30th in São Paulo: noon UTC is inside the same day in both places.
 */
export function dayAsDate(day: string): Date {
  return startOfDaySaoPaulo(new Date(`${day}T12:00:00Z`));
}

export function dateAsDay(date: Date): string {
  return saoPauloDay(date);
}

/** Before today (São Paulo): the follow-up is late. Plain string order works on "yyyy-MM-dd". */
export function isOverdueDay(day: string | null, today: string): boolean {
  return day !== null && day < today;
}
