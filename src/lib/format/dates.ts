import { TZDate } from "@date-fns/tz";
import { format, formatDistanceStrict, startOfDay, type Locale as DateFnsLocale } from "date-fns";
import { enUS, ptBR } from "date-fns/locale";
import { type Locale } from "~/lib/roles";
import { SAO_PAULO_TZ } from "~/lib/time";

/**
 * Dates are stored as UTC instants and always shown, and bucketed into days and months, in São Paulo
 * time (UTC−3 all year since 2019). Invalid dates make these formatters throw a RangeError (date-fns).
 */
export type DateInput = Date | number | string;

/** The calendar's first day of the week: Sunday (SPEC §9). */
export const WEEK_STARTS_ON = 0 as const;

const DATE_FNS_LOCALES: Record<Locale, DateFnsLocale> = { "pt-BR": ptBR, "en-US": enUS };

/** The date-fns locale of an app locale (pt-BR or en-US; anything else falls back to pt-BR). */
export function dateFnsLocale(locale: Locale): DateFnsLocale {
  return DATE_FNS_LOCALES[locale] ?? ptBR;
}

const DATE_PATTERN: Record<Locale, string> = { "pt-BR": "dd/MM/yyyy", "en-US": "MM/dd/yyyy" };
const DATE_TIME_PATTERN: Record<Locale, string> = { "pt-BR": "dd/MM/yyyy HH:mm", "en-US": "MM/dd/yyyy hh:mm a" };

function inSaoPaulo(d: DateInput): TZDate {
  const time = d instanceof Date ? d.getTime() : typeof d === "number" ? d : new Date(d).getTime();
  return new TZDate(time, SAO_PAULO_TZ);
}

function formatIn(d: DateInput, pattern: string, locale: Locale): string {
  return format(inSaoPaulo(d), pattern, { locale: dateFnsLocale(locale) });
}

/** "31/01/2026" (pt-BR) or "01/31/2026" (en-US), the day in São Paulo. */
export function formatDate(d: DateInput, locale: Locale = "pt-BR"): string {
  return formatIn(d, DATE_PATTERN[locale] ?? DATE_PATTERN["pt-BR"], locale);
}

/** "31/01/2026 22:00" (pt-BR) or "01/31/2026 10:00 PM" (en-US), in São Paulo time. */
export function formatDateTime(d: DateInput, locale: Locale = "pt-BR"): string {
  return formatIn(d, DATE_TIME_PATTERN[locale] ?? DATE_TIME_PATTERN["pt-BR"], locale);
}

/** Distance from `now` with a suffix: "há 3 dias" / "3 days ago", "em 2 horas" / "in 2 hours". */
export function formatRelative(d: DateInput, now: DateInput, locale: Locale = "pt-BR"): string {
  return formatDistanceStrict(inSaoPaulo(d), inSaoPaulo(now), { addSuffix: true, locale: dateFnsLocale(locale) });
}

const BR_DATE = /^(\d{1,2})\/(\d{1,2})\/([1-9]\d{3})$/;

/**
 * Parses "dd/MM/yyyy" (one-digit day or month accepted, four-digit year required) into the instant of
 * midnight in São Paulo: "31/01/2026" → 2026-01-31T03:00:00Z. Impossible dates (31/02/2026),
 * two-digit years and anything else give null.
 */
export function parseDateBr(text: string): Date | null {
  if (typeof text !== "string") return null;
  const match = BR_DATE.exec(text.trim());
  if (!match) return null;
  const [day, month, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new TZDate(year, month - 1, day, SAO_PAULO_TZ);
  if (date.getFullYear() !== year || date.getMonth() !== month - 1 || date.getDate() !== day) return null;
  return new Date(date.getTime());
}

/** The São Paulo calendar day of an instant, "yyyy-MM-dd": 2026-02-01T01:00Z → "2026-01-31". */
export function saoPauloDay(d: DateInput): string {
  return format(inSaoPaulo(d), "yyyy-MM-dd");
}

/** The São Paulo calendar month of an instant, "yyyy-MM": 2026-02-01T01:00Z → "2026-01". */
export function saoPauloMonth(d: DateInput): string {
  return format(inSaoPaulo(d), "yyyy-MM");
}

/** The instant a São Paulo calendar day starts, for any instant of that day (plain Date, not TZDate). */
export function startOfDaySaoPaulo(date: Date): Date {
  return new Date(startOfDay(new TZDate(date.getTime(), SAO_PAULO_TZ)).getTime());
}
