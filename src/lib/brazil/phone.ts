import { onlyDigits } from "./digits";

/**
 * The area codes (DDD) in use in Brazil (ANATEL numbering plan). Codes outside it, such as 10, 20, 23
 * or anything starting with 0, are rejected.
 */
export const BR_AREA_CODES: readonly string[] = [
  "11", "12", "13", "14", "15", "16", "17", "18", "19",
  "21", "22", "24", "27", "28",
  "31", "32", "33", "34", "35", "37", "38",
  "41", "42", "43", "44", "45", "46", "47", "48", "49",
  "51", "53", "54", "55",
  "61", "62", "63", "64", "65", "66", "67", "68", "69",
  "71", "73", "74", "75", "77", "79",
  "81", "82", "83", "84", "85", "86", "87", "88", "89",
  "91", "92", "93", "94", "95", "96", "97", "98", "99",
];
const AREA_CODES = new Set(BR_AREA_CODES);
/** Digits, spaces, ( ) . - and an optional leading "+" (letters, extensions and the like are refused). */
const PHONE_SHAPE = /^\+?[\d\s().-]+$/;

function nationalNumber(input: string): string | null {
  const trimmed = input.trim();
  if (!PHONE_SHAPE.test(trimmed)) return null;
  const digits = onlyDigits(trimmed);
  if (trimmed.startsWith("+")) return digits.startsWith("55") ? digits.slice(2) : null;
  if ((digits.length === 12 || digits.length === 13) && digits.startsWith("55")) return digits.slice(2);
  // Trunk prefix "0" as dialled in Brazil: "011 91234-5678".
  if ((digits.length === 11 || digits.length === 12) && digits.startsWith("0")) return digits.slice(1);
  return digits;
}

/**
 * Normalises a Brazilian phone to E.164: "(11) 91234-5678", "11912345678", "+55 11 91234-5678" and
 * "5511912345678" all give "+5511912345678". Mobiles have 9 digits starting with 9, landlines 8 digits
 * starting with 2-5, after a DDD from BR_AREA_CODES. Anything else gives null.
 */
export function toE164Br(input: string): string | null {
  if (typeof input !== "string") return null;
  const national = nationalNumber(input);
  if (national === null) return null;
  const ddd = national.slice(0, 2);
  const subscriber = national.slice(2);
  if (!AREA_CODES.has(ddd)) return null;
  const valid = subscriber.length === 9 ? /^9\d{8}$/.test(subscriber) : /^[2-5]\d{7}$/.test(subscriber);
  return valid ? `+55${national}` : null;
}

export function isValidPhoneBr(input: string): boolean {
  return toE164Br(input) !== null;
}

function layout(ddd: string, subscriber: string): string {
  const split = subscriber.startsWith("9") ? 5 : 4;
  const head = subscriber.slice(0, split);
  const tail = subscriber.slice(split);
  return `(${ddd}${subscriber === "" ? "" : `) ${head}`}${tail === "" ? "" : `-${tail}`}`;
}

/** "+5511912345678" → "(11) 91234-5678", "1131234567" → "(11) 3123-4567"; an invalid phone comes back unchanged. */
export function formatPhoneBr(e164OrDigits: string): string {
  const e164 = toE164Br(e164OrDigits);
  if (e164 === null) return e164OrDigits;
  return layout(e164.slice(3, 5), e164.slice(5));
}

/** A Brazilian mobile (9-digit subscriber starting with 9): only those have WhatsApp; landlines get "Ligar" only. */
export function isMobilePhoneBr(input: string): boolean {
  const e164 = toE164Br(input);
  return e164 !== null && e164.length === 14;
}

/** "tel:+5511912345678": the E.164 number a phone (or a softphone) dials as is; null for an invalid phone. */
export function telHref(input: string): string | null {
  const e164 = toE164Br(input);
  return e164 ? `tel:${e164}` : null;
}

/**
 * "https://wa.me/5511912345678?text=Ol%C3%A1…": wa.me wants the country code and digits only, and the
 * optional pre-filled message URL-encoded. Null for a landline or an invalid phone (no WhatsApp there).
 */
export function whatsappHref(input: string, text?: string): string | null {
  if (!isMobilePhoneBr(input)) return null;
  const digits = toE164Br(input)!.slice(1);
  return text ? `https://wa.me/${digits}?text=${encodeURIComponent(text)}` : `https://wa.me/${digits}`;
}
