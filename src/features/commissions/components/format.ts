import type { Locale } from "~/lib/roles";

const MONTHS: Record<Locale, string[]> = {
  "pt-BR": ["jan", "fev", "mar", "abr", "mai", "jun", "jul", "ago", "set", "out", "nov", "dez"],
  "en-US": ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"],
};

/** "2026-11" → "nov/2026" (pt-BR) or "Nov 2026" (en-US); anything else is shown as it came. */
export function formatMonth(month: string, locale: Locale = "pt-BR"): string {
  const m = /^(\d{4})-(\d{2})$/.exec(month);
  const name = m ? MONTHS[locale]?.[Number(m[2]) - 1] : undefined;
  if (!m || !name) return month;
  return locale === "en-US" ? `${name} ${m[1]}` : `${name}/${m[1]}`;
}
