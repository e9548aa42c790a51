import type { Locale } from "~/lib/roles";
import { SAO_PAULO_TZ } from "~/lib/time";
import type { AgendaView } from "./agenda-grid";

/** Noon in São Paulo: the same calendar day whatever the browser's zone. */
const noon = (day: string) => new Date(`${day}T12:00:00-03:00`);
const fmt = (locale: Locale, opts: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat(locale, { ...opts, timeZone: SAO_PAULO_TZ });

/**
 * These labels are rendered on the server (Node's ICU) and again in the browser while hydrating (its own ICU),
 * and the engines' CLDR data differ in the spaces they put in: Node 20 writes "22\u2009–\u200928 de nov.",
 * Chromium "22 – 28 de nov.". A different text fails hydration (React #418), so every space-like character
 * becomes a plain space: the same text on both sides.
 */
const plainSpaces = (text: string) => text.replace(/[\u00a0\u2000-\u200b\u202f\u205f\u3000]/g, " ");

/** The period's title: "março de 2026", "8 – 14 de mar. de 2026", "terça-feira, 10 de março de 2026". */
export function periodTitle(view: AgendaView, days: readonly string[], anchor: string, locale: Locale): string {
  if (view === "month") return plainSpaces(fmt(locale, { month: "long", year: "numeric" }).format(noon(anchor)));
  if (view === "day") return plainSpaces(fmt(locale, { weekday: "long", day: "numeric", month: "long", year: "numeric" }).format(noon(anchor)));
  return plainSpaces(fmt(locale, { day: "numeric", month: "short", year: "numeric" }).formatRange(noon(days[0]!), noon(days[days.length - 1]!)));
}

/** Short weekday names of a week's days ("dom", "seg"… / "Sun", "Mon"…). */
export function weekdayName(day: string, locale: Locale, width: "short" | "long" = "short"): string {
  return plainSpaces(fmt(locale, { weekday: width }).format(noon(day)));
}

/** "10/03" or "3/10": a day in a week column's header. */
export function shortDay(day: string, locale: Locale): string {
  return plainSpaces(fmt(locale, { day: "numeric", month: "numeric" }).format(noon(day)));
}

/** "terça-feira, 10 de março": a day in words (cells' labels and the mobile cards). */
export function longDay(day: string, locale: Locale): string {
  return plainSpaces(fmt(locale, { weekday: "long", day: "numeric", month: "long" }).format(noon(day)));
}
