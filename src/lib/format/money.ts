import { type Locale } from "~/lib/roles";

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

const AMOUNT = /^(\d{1,3}(?:\.\d{3})+|\d+)(?:,(\d{1,2}))?$/;

/**
 * Parses a Brazilian amount into centavos: "1.234,56", "R$ 1.234,56", "1234,5", "1234", "-10,00",
 * "1.234.567,89", "-R$ 5,00", "R$ -5,00". The comma is the only decimal mark (up to 2 decimals) and dots
 * only group thousands in threes, so "1,234.56", "1234.56", "1.23,4" and garbage give null.
 */
export function parseBRL(text: string): bigint | null {
  if (typeof text !== "string") return null;
  let rest = text.replace(/[\s\u00a0\u202f]+/g, "");
  let negative = false;
  if (rest.startsWith("-") || rest.startsWith("\u2212")) {
    negative = true;
    rest = rest.slice(1);
  }
  if (rest.startsWith("R$")) rest = rest.slice(2);
  if (!negative && (rest.startsWith("-") || rest.startsWith("\u2212"))) {
    negative = true;
    rest = rest.slice(1);
  }
  const match = AMOUNT.exec(rest);
  if (!match) return null;
  const reais = BigInt((match[1] ?? "").replaceAll(".", ""));
  const cents = BigInt((match[2] ?? "").padEnd(2, "0"));
  const value = reais * 100n + cents;
  return negative ? -value : value;
}

/**
 * Mask for an amount typed from the right, cents first: "1" → "0,01", "123456" → "1.234,56",
 * "000123" → "1,23". Non-digits are ignored; no digits gives "" so the field can be cleared. pt-BR only.
 */
export function maskMoneyInput(typedDigits: string): string {
  const digits = typedDigits.replace(/\D+/g, "");
  if (digits === "") return "";
  const value = BigInt(digits);
  const reais = (value / 100n).toString().replace(/\B(?=(\d{3})+(?!\d))/g, ".");
  return `${reais},${(value % 100n).toString().padStart(2, "0")}`;
}
