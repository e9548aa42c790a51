import { type Locale } from "~/lib/roles";
import { readAmount } from "./read-amount";

/**
 * Money is integer centavos (number or bigint), never a float. Formatting splits the value into reais and
 * centavos and lets Intl format only the integer reais (as a bigint), so even huge values are exact.
 */
const currencyFormats = new Map<Locale, Intl.NumberFormat>();
const integerFormats = new Map<Locale, Intl.NumberFormat>();

function cached(cache: Map<Locale, Intl.NumberFormat>, locale: Locale, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  let format = cache.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale, options);
    cache.set(locale, format);
  }
  return format;
}

function toBigInt(centavos: number | bigint): bigint {
  if (typeof centavos === "bigint") return centavos;
  if (!Number.isSafeInteger(centavos)) throw new RangeError(`Money must be a safe integer number of centavos, got ${centavos}`);
  return BigInt(centavos);
}

/**
 * "R$ 1.234,56" (pt-BR, with Intl's no-break space U+00A0 after R$) or "R$1,234.56" (en-US) from
 * centavos; negatives "-R$ 1.234,56". A number that is not a safe integer throws a RangeError.
 */
export function formatBRL(centavos: number | bigint, locale: Locale = "pt-BR"): string {
  const value = toBigInt(centavos);
  const negative = value < 0n;
  const abs = negative ? -value : value;
  const reais = abs / 100n;
  const cents = (abs % 100n).toString().padStart(2, "0");
  const grouped = cached(integerFormats, locale, { maximumFractionDigits: 0 }).format(reais);
  // The locale's template (sign, symbol, spacing, decimal mark) from ±1; its integer and fraction are ours.
  const template = cached(currencyFormats, locale, { style: "currency", currency: "BRL" }).formatToParts(negative ? -1n : 1n);
  return template
    .map((part) => (part.type === "integer" ? grouped : part.type === "fraction" ? cents : part.value))
    .join("");
}

/**
 * Centavos from a Brazilian amount, negatives allowed ("1.234,56", "R$ 1.234,56", "-R$ 5,00"), or null when
 * readAmount refuses it ("1,234.56", "1234.56", "1.23,4"…); readAmount says why.
 */
export function parseBRL(text: string): bigint | null {
  const reading = readAmount(text, { negative: true });
  return reading.ok ? reading.value : null;
}
