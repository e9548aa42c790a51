/**
 * The one strict reader of amounts and rates as Brazilians type, paste or export them. Dots only group
 * thousands in threes and the comma is the only decimal mark, so a text has at most one reading; anything
 * else is refused with the reason, never guessed at ("1.5" could be one and a half or fifteen hundred,
 * "12.34.5" could be anything). Pure: used by the amount inputs, by imports and by the settings forms.
 */

/** Why a text is not an amount (or rate), for the message that tells the user how to write it. */
export type AmountProblem =
  /** Nothing but spaces (or a bare "R$"). */
  | "empty"
  /** Letters or symbols other than digits, "." and "," ("1,5 mi", "12a"). */
  | "characters"
  /** A sign where none is allowed, or more than one ("--5", "-5" for a rate). */
  | "sign"
  /** Dots that do not group three digits, or more than one comma ("12.34.5", "1.23,4", "1,234.56"). */
  | "separators"
  /** A dot used as the decimal mark ("1.5", "1850.00"): write "1,5". */
  | "dotDecimal"
  /** More decimals than allowed after the comma ("1,234" for money). */
  | "decimals"
  /** More digits than the value may hold. */
  | "tooLarge";

export type AmountReading = { ok: true; value: bigint } | { ok: false; problem: AmountProblem };

/** Most digits of a money amount in centavos: R$ 9.999.999.999.999,99, the database's and the schemas' limit. */
export const MAX_MONEY_DIGITS = 15;
/** Most digits before the comma of a rate ("100", "250"): ranges are the caller's to check. */
const MAX_RATE_INTEGER_DIGITS = 6;

/** JavaScript's \s includes the no-break spaces Intl puts after "R$" (U+00A0, U+202F). */
const EDGE_SPACES = /^\s+|\s+$/g;
const MINUS = /^[-\u2212]/;
const GROUPED = /^[1-9]\d{0,2}(?:\.\d{3})+$/;
/** "1 234 567" (a space or a no-break space between groups of three, as some spreadsheets export). */
const SPACE_GROUPED = /^[1-9]\d{0,2}(?:\s\d{3})+$/;
const PLAIN = /^\d+$/;

interface Shape {
  /** Symbol that may lead ("R$") or trail ("%") the number, with spaces around it. */
  prefix?: string;
  suffix?: string;
  negative: boolean;
  /** Decimal places after the comma (2: centavos or hundredths of a percent). */
  decimals: number;
  /** Dots grouping thousands are accepted (amounts), or refused (rates: nobody groups a percentage). */
  grouping: boolean;
  maxIntegerDigits: number;
}

const trim = (text: string) => text.replace(EDGE_SPACES, "");

function read(text: string, shape: Shape): AmountReading {
  if (typeof text !== "string") return { ok: false, problem: "characters" };
  // Spaces only around the number and its symbols ("R$ 1.234,56", "12,5 %"): inside it they are refused.
  let rest = trim(text);
  let negative = false;
  const takeSign = () => {
    if (!MINUS.test(rest)) return;
    negative = true;
    rest = trim(rest.slice(1));
  };
  takeSign();
  if (shape.prefix && rest.startsWith(shape.prefix)) rest = trim(rest.slice(shape.prefix.length));
  if (!negative) takeSign();
  if (shape.suffix && rest.endsWith(shape.suffix)) rest = trim(rest.slice(0, -shape.suffix.length));
  if (rest === "") return { ok: false, problem: negative ? "sign" : "empty" };
  if (MINUS.test(rest) || rest.startsWith("+")) return { ok: false, problem: "sign" };
  if (!/^[\d.,\s]+$/.test(rest)) return { ok: false, problem: "characters" };
  if (negative && !shape.negative) return { ok: false, problem: "sign" };

  const parts = rest.split(",");
  if (parts.length > 2) return { ok: false, problem: "separators" };
  const [integerText = "", fraction = ""] = parts;
  if (/[.\s]/.test(fraction) || (integerText === "" && fraction === "")) return { ok: false, problem: "separators" };
  if (fraction.length > shape.decimals) return { ok: false, problem: "decimals" };
  let integerDigits: string;
  if (integerText === "" || PLAIN.test(integerText)) integerDigits = integerText;
  else if (shape.grouping && (GROUPED.test(integerText) || SPACE_GROUPED.test(integerText))) integerDigits = integerText.replace(/[.\s]/g, "");
  else {
    // "1.5" or "1850.00": a lone dot before one or two digits is someone else's decimal mark.
    const lone = parts.length === 1 && /^\d+\.\d{1,2}$/.test(integerText);
    return { ok: false, problem: lone ? "dotDecimal" : "separators" };
  }
  integerDigits = integerDigits.replace(/^0+/, "");
  if (integerDigits.length > shape.maxIntegerDigits) return { ok: false, problem: "tooLarge" };
  const scale = 10n ** BigInt(shape.decimals);
  const value = BigInt(integerDigits || "0") * scale + BigInt(fraction.padEnd(shape.decimals, "0"));
  return { ok: true, value: negative && value !== 0n ? -value : value };
}

/**
 * An amount in centavos: "1.500.000", "1500000", "2.500,50", "1850,00", "0,5", "R$ 1.234,56", "R$\u00a01.234,56",
 * "  1.234,56 ". Negatives ("-10,00", "-R$ 5,00", "R$ -5,00") only with `negative`. Refused, with the
 * problem: "1,5 mi", "12.34.5", "1.5", "1850.00", "1,234", "--5", "" and anything with a misplaced dot.
 */
export function readAmount(text: string, options: { negative?: boolean } = {}): AmountReading {
  return read(text, { prefix: "R$", negative: options.negative === true, decimals: 2, grouping: true, maxIntegerDigits: MAX_MONEY_DIGITS - 2 });
}

/**
 * A rate in basis points (1 % = 100): "12,5" → 1250, "0,04" → 4, "20" → 2000, "12,5 %" → 1250. A decimal
 * comma and at most 2 decimals; no dots at all ("12.5" is refused, not read as 12,5 or 125), no sign.
 * Ranges (≤ 100 %…) are the caller's.
 */
export function readRate(text: string): AmountReading {
  return read(text, { suffix: "%", negative: false, decimals: 2, grouping: false, maxIntegerDigits: MAX_RATE_INTEGER_DIGITS });
}
