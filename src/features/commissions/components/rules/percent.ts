import type { Locale } from "~/lib/roles";

/**
 * Rates are basis points (1 % = 100 bp). People type them as percentages with up to two decimals
 * ("1,5" → 150, "0,04" → 4, "20" → 2000); a comma or a dot is the decimal mark (nobody types a
 * thousands separator in a percentage). "%" and spaces are ignored. Anything else gives null.
 */
export function parsePercentToBp(text: string): number | null {
  const clean = text.replace(/[\s\u00a0%]+/g, "");
  const match = /^(\d{1,6})(?:[.,](\d{1,2}))?$/.exec(clean);
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? "").padEnd(2, "0"));
}

/** The digits of a rate for an input, without the sign: 150 → "1,5" (pt-BR), "1.5" (en-US); 2000 → "20". */
export function bpToInput(bp: number, locale: Locale): string {
  return new Intl.NumberFormat(locale, { maximumFractionDigits: 2, useGrouping: false }).format(bp / 100);
}

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
