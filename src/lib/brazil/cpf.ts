import { applyMask, isAllSameChar, mod11CheckDigit, onlyDigits } from "./digits";

/** A CPF typed bare ("52998224725") or punctuated ("529.982.247-25"); single spaces also accepted as separators. */
const CPF_SHAPE = /^\d{3}[.\s]?\d{3}[.\s]?\d{3}[-.\s]?\d{2}$/;
const FIRST_WEIGHTS = [10, 9, 8, 7, 6, 5, 4, 3, 2];
const SECOND_WEIGHTS = [11, 10, 9, 8, 7, 6, 5, 4, 3, 2];
const CPF_MASK = [
  [3, "."],
  [6, "."],
  [9, "-"],
] as const;

/** The two check digits of a 9-digit CPF base. */
export function cpfCheckDigits(base9: string): string {
  const first = mod11CheckDigit(base9, FIRST_WEIGHTS);
  const second = mod11CheckDigit(`${base9}${first}`, SECOND_WEIGHTS);
  return `${first}${second}`;
}

/** True for a CPF with 11 digits, correct mod-11 check digits and not all digits equal. */
export function isValidCpf(input: string): boolean {
  if (typeof input !== "string") return false;
  const trimmed = input.trim();
  if (!CPF_SHAPE.test(trimmed)) return false;
  const digits = onlyDigits(trimmed);
  if (isAllSameChar(digits)) return false;
  return cpfCheckDigits(digits.slice(0, 9)) === digits.slice(9);
}

/** "52998224725" → "529.982.247-25". Input that does not hold exactly 11 digits comes back unchanged. */
export function formatCpf(input: string): string {
  const digits = onlyDigits(input);
  return digits.length === 11 ? applyMask(digits, CPF_MASK) : input;
}

/**
 * LGPD display mask: "529.982.247-25" → "***.982.247-**". Anything that is not 11 digits is fully
 * hidden ("***.***.***-**") so a malformed value never leaks; an empty or blank input gives "".
 */
export function hideCpf(input: string): string {
  if (input.trim() === "") return "";
  const digits = onlyDigits(input);
  if (digits.length !== 11) return "***.***.***-**";
  return `***.${digits.slice(3, 6)}.${digits.slice(6, 9)}-**`;
}
