import type { Locale } from "~/lib/roles";

// Rates are basis points (1 % = 100 bp); people type them in a PercentInput (read by ~/lib/format's readRate).
const formats = new Map<Locale, [Intl.NumberFormat, Intl.NumberFormat]>();

/**
 * A rate for reading: pt-BR "1,5 %", "1,0 %", "0,04 %", "20 %" (a no-break space before "%", as the
 * Brazilian style writes it); en-US "1.5%". Between 0 and 10 % one decimal is always shown ("1,0 %", as
 * partners' tables write small rates); above, only the decimals that exist.
 */
export function formatBp(bp: number, locale: Locale = "pt-BR"): string {
  let pair = formats.get(locale);
  if (!pair) {
    pair = [
      new Intl.NumberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 2 }),
      new Intl.NumberFormat(locale, { minimumFractionDigits: 0, maximumFractionDigits: 2 }),
    ];
    formats.set(locale, pair);
  }
  const number = (bp !== 0 && Math.abs(bp) < 1_000 ? pair[0] : pair[1]).format(bp / 100);
  return locale === "pt-BR" ? `${number}\u00a0%` : `${number}%`;
}
