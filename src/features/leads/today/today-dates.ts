import type { Locale } from "~/lib/roles";

const DAY_MS = 86_400_000;

/** Whole calendar days from `from` to `to` ("yyyy-MM-dd" each): no time zone can shift a pure day count. */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

/** "sábado, 21 de novembro" for the São Paulo day the server computed the list for. */
export function formatLongDay(day: string, locale: Locale): string {
  // Noon in São Paulo: the same calendar day whatever the browser's zone.
  const at = new Date(`${day}T12:00:00-03:00`);
  return new Intl.DateTimeFormat(locale, { weekday: "long", day: "numeric", month: "long", timeZone: "America/Sao_Paulo" }).format(at);
}
