/** Keeps only the ASCII digits 0-9 of a string ("529.982.247-25" → "52998224725"). */
export function onlyDigits(input: string): string {
  return input.replace(/\D+/g, "");
}

/** True when every character of a non-empty string is the same ("11111111111"). */
export function isAllSameChar(value: string): boolean {
  return value.length > 0 && [...value].every((c) => c === value[0]);
}

/**
 * Mod-11 check digit shared by CPF and CNPJ: sum(value × weight); r = sum mod 11;
 * digit = 0 when r < 2, else 11 − r. A character's value is its char code − 48, so "0"-"9" are 0-9
 * and "A"-"Z" are 17-42 (the 2026 alphanumeric CNPJ, IN RFB 2.229/2024).
 */
export function mod11CheckDigit(chars: string, weights: readonly number[]): number {
  let sum = 0;
  for (let i = 0; i < chars.length; i++) sum += (chars.charCodeAt(i) - 48) * (weights[i] ?? 0);
  const r = sum % 11;
  return r < 2 ? 0 : 11 - r;
}

/** Inserts `literals` before the given character positions, stopping at the value's end (progressive masks). */
export function applyMask(value: string, literals: ReadonlyArray<readonly [position: number, literal: string]>): string {
  let out = "";
  for (let i = 0; i < value.length; i++) {
    for (const [position, literal] of literals) if (position === i) out += literal;
    out += value[i];
  }
  return out;
}
