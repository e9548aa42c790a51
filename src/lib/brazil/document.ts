import { formatCnpj, isValidCnpj, normalizeCnpj } from "./cnpj";
import { formatCpf, isValidCpf } from "./cpf";

export type DocumentKind = "cpf" | "cnpj";

/**
 * Which Brazilian tax id a value looks like, by length once punctuation is dropped and letters
 * uppercased: 11 digits → "cpf", 14 characters (digits, or letters in the alphanumeric CNPJ) → "cnpj",
 * anything else → null. It does not check the digits: use isValidDocument for that.
 */
export function documentKind(input: string): DocumentKind | null {
  const value = normalizeCnpj(input);
  if (value.length === 11 && /^\d+$/.test(value)) return "cpf";
  if (value.length === 14) return "cnpj";
  return null;
}

/** True for a valid CPF or a valid (numeric or alphanumeric) CNPJ. */
export function isValidDocument(input: string): boolean {
  switch (documentKind(input)) {
    case "cpf":
      return isValidCpf(input);
    case "cnpj":
      return isValidCnpj(input);
    default:
      return false;
  }
}

/** Formats as CPF ("529.982.247-25") or CNPJ ("11.444.777/0001-61"); input of neither length unchanged. */
export function formatDocument(input: string): string {
  switch (documentKind(input)) {
    case "cpf":
      return formatCpf(input);
    case "cnpj":
      return formatCnpj(input);
    default:
      return input;
  }
}
