import { applyMask, onlyDigits } from "./digits";

const CEP_SHAPE = /^\d{5}-?\d{3}$/;

/** True for a CEP of 8 digits, bare or "01310-100" (all zeros is rejected: no such CEP exists). */
export function isValidCep(input: string): boolean {
  if (typeof input !== "string") return false;
  const trimmed = input.trim();
  return CEP_SHAPE.test(trimmed) && onlyDigits(trimmed) !== "00000000";
}

/** "01310100" → "01310-100"; input that does not hold exactly 8 digits comes back unchanged. */
export function formatCep(input: string): string {
  const digits = onlyDigits(input);
  return digits.length === 8 ? applyMask(digits, [[5, "-"]]) : input;
}
