import { applyMask, isAllSameChar, mod11CheckDigit } from "./digits";

/**
 * CNPJ, numeric and the alphanumeric format of IN RFB 2.229/2024 (new CNPJs from July 2026):
 * 12 characters of 0-9/A-Z (8 root + 4 branch) then 2 numeric check digits. Stored as a
 * 14-character uppercase string, never as a number.
 */
const CNPJ_SHAPE = /^[0-9A-Z]{2}\.?[0-9A-Z]{3}\.?[0-9A-Z]{3}\/?[0-9A-Z]{4}-?\d{2}$/i;
const FIRST_WEIGHTS = [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2];
const SECOND_WEIGHTS = [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2];
const CNPJ_MASK = [
  [2, "."],
  [5, "."],
  [8, "/"],
  [12, "-"],
] as const;

/** Uppercases and drops everything but letters and digits: "12.abc.345/01de-35" → "12ABC34501DE35". */
export function normalizeCnpj(input: string): string {
  return input.replace(/[^0-9A-Za-z]+/g, "").toUpperCase();
}

/** The two check digits of a 12-character CNPJ base (digits or uppercase letters). */
export function cnpjCheckDigits(base12: string): string {
  const first = mod11CheckDigit(base12, FIRST_WEIGHTS);
  const second = mod11CheckDigit(`${base12}${first}`, SECOND_WEIGHTS);
  return `${first}${second}`;
}

/**
 * True for a well-formed CNPJ (bare or punctuated, any letter case) whose check digits match and whose
 * characters are not all equal. Letters in the check digits, wrong lengths and other symbols are rejected.
 */
export function isValidCnpj(input: string): boolean {
  if (typeof input !== "string") return false;
  const trimmed = input.trim();
  if (!CNPJ_SHAPE.test(trimmed)) return false;
  const value = normalizeCnpj(trimmed);
  if (isAllSameChar(value)) return false;
  return cnpjCheckDigits(value.slice(0, 12)) === value.slice(12);
}

/** "11444777000161" → "11.444.777/0001-61", "12abc34501de35" → "12.ABC.345/01DE-35"; other input unchanged. */
export function formatCnpj(input: string): string {
  const value = normalizeCnpj(input);
  return value.length === 14 ? applyMask(value, CNPJ_MASK) : input;
}
