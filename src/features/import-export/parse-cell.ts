import { z } from "zod";
import { isValidCep, isValidCnpj, isValidCpf, normalizeCnpj, onlyDigits, toE164Br } from "~/lib/brazil";
import { isAllSameChar } from "~/lib/brazil/digits";
import { parseBRL, parseDateBr } from "~/lib/format";
import { enumOptions, type ImportColumn } from "./columns";
import { IMPORT_MESSAGES_PT_BR, type ImportMessages } from "./messages";
import { restoreNeutralisedCell } from "./neutralise";

export type CellResult = { ok: true; value: unknown } | { ok: false; message: string };

const ok = (value: unknown): CellResult => ({ ok: true, value });
const fail = (message: string): CellResult => ({ ok: false, message });

/** Accent-, case- and spacing-insensitive comparison key: "  Não " → "nao". */
export function comparableText(text: string): string {
  return text.normalize("NFD").replace(/\p{M}+/gu, "").toLowerCase().replace(/\s+/g, " ").trim();
}

function length(text: string): number {
  return [...text].length;
}

const emailSchema = z.email();
const TRUE_WORDS = new Set(["sim", "s", "true", "1", "verdadeiro", "v", "yes", "y"]);
const FALSE_WORDS = new Set(["nao", "n", "false", "0", "falso", "f", "no"]);
const INTEGER = /^[+-]?(?:\d{1,3}(?:\.\d{3})+|\d+)$/;

type DocumentType = "document" | "cpf" | "cnpj";

/**
 * Excel drops the leading zeros of a CPF/CNPJ/CEP typed as a number ("012.345.678-90" becomes 1234567890);
 * a bare digit string shorter than the document is zero-padded, but only when the padded value is valid. In a
 * CPF-or-CNPJ column only 1-2 lost zeros are restored (9-10 digits → CPF, 12-13 → CNPJ): "191" could be
 * either (000.000.001-91 and 00.000.000/0001-91 are both valid), so it stays an error there.
 */
function restoreLeadingZeros(value: string, type: DocumentType): string {
  if (!/^\d+$/.test(value)) return value;
  const cpf = value.padStart(11, "0");
  const cpfLength = type === "cpf" ? value.length < 11 : type === "document" && value.length >= 9 && value.length <= 10;
  if (cpfLength && isValidCpf(cpf)) return cpf;
  const cnpj = value.padStart(14, "0");
  const cnpjLength = type === "cnpj" ? value.length < 14 : type === "document" && value.length >= 12 && value.length <= 13;
  if (cnpjLength && isValidCnpj(cnpj)) return cnpj;
  return value;
}

function parseDocument(raw: string, type: DocumentType, m: ImportMessages): CellResult {
  const value = restoreLeadingZeros(normalizeCnpj(raw), type);
  const padded = value !== normalizeCnpj(raw);
  const kind = type === "document" ? (/^\d{11}$/.test(value) ? "cpf" : value.length === 14 ? "cnpj" : null) : type;
  if (kind === null) return fail(m.documentLength);
  if (kind === "cpf") {
    if (!/^\d{11}$/.test(value)) return fail(m.cpfLength);
    if (isAllSameChar(value)) return fail(m.cpfRepeatedDigits);
    if (!isValidCpf(value)) return fail(m.cpfCheckDigits);
    if (!padded && !isValidCpf(raw)) return fail(m.cpfFormat);
    return ok(value);
  }
  if (value.length !== 14) return fail(m.cnpjLength);
  if (isAllSameChar(value)) return fail(m.cnpjRepeatedDigits);
  if (!isValidCnpj(value)) return fail(m.cnpjCheckDigits);
  if (!padded && !isValidCnpj(raw)) return fail(m.cnpjFormat);
  return ok(value);
}

function parseTags(raw: string, maxLength: number | undefined, m: ImportMessages): CellResult {
  const seen = new Set<string>();
  const tags: string[] = [];
  for (const part of raw.split(/[,;]/)) {
    const tag = part.trim().replace(/\s+/g, " ");
    if (tag === "" || seen.has(comparableText(tag))) continue;
    if (maxLength !== undefined && length(tag) > maxLength) return fail(m.tagTooLong(tag, maxLength));
    seen.add(comparableText(tag));
    tags.push(tag);
  }
  return ok(tags);
}

/** Comparable keys of each enum column's options, computed once per column (imports parse one cell per row). */
const enumKeys = new WeakMap<ImportColumn, { options: { value: string; label: string }[]; byKey: Map<string, string> }>();

function parseEnum(raw: string, column: ImportColumn, m: ImportMessages): CellResult {
  let keys = enumKeys.get(column);
  if (!keys) {
    const options = enumOptions(column);
    const byKey = new Map<string, string>();
    // Values win over labels, in declaration order, as the linear search did.
    for (const o of options) if (!byKey.has(comparableText(o.value))) byKey.set(comparableText(o.value), o.value);
    for (const o of options) if (!byKey.has(comparableText(o.label))) byKey.set(comparableText(o.label), o.value);
    enumKeys.set(column, (keys = { options, byKey }));
  }
  const match = keys.byKey.get(comparableText(raw));
  return match !== undefined ? ok(match) : fail(m.enumValue(keys.options.map((o) => o.label)));
}

function parseValue(raw: string, column: ImportColumn, m: ImportMessages): CellResult {
  switch (column.type) {
    case "document":
    case "cpf":
    case "cnpj":
      return parseDocument(raw, column.type, m);
    case "text":
      return column.maxLength !== undefined && length(raw) > column.maxLength ? fail(m.tooLong(column.maxLength)) : ok(raw);
    case "email": {
      const email = raw.toLowerCase();
      if (!emailSchema.safeParse(email).success) return fail(m.email);
      return length(email) > (column.maxLength ?? 254) ? fail(m.tooLong(column.maxLength ?? 254)) : ok(email);
    }
    case "phone": {
      const e164 = toE164Br(raw);
      return e164 === null ? fail(m.phone) : ok(e164);
    }
    case "cep": {
      const digits = /^\d{7}$/.test(raw) ? `0${raw}` : raw;
      return isValidCep(digits) ? ok(onlyDigits(digits)) : fail(m.cep);
    }
    case "date": {
      const date = parseDateBr(raw);
      return date === null ? fail(m.date) : ok(date);
    }
    case "money": {
      const centavos = parseBRL(raw);
      return centavos === null ? fail(m.money) : ok(centavos);
    }
    case "integer": {
      const n = INTEGER.test(raw) ? Number(raw.replaceAll(".", "")) : Number.NaN;
      return Number.isSafeInteger(n) ? ok(n) : fail(m.integer);
    }
    case "enum":
      return parseEnum(raw, column, m);
    case "tags":
      return parseTags(raw, column.maxLength, m);
    case "boolean": {
      const word = comparableText(raw);
      return TRUE_WORDS.has(word) ? ok(true) : FALSE_WORDS.has(word) ? ok(false) : fail(m.boolean);
    }
  }
}

/**
 * Parses one cell for its column: trims it (no-break spaces too), undoes export neutralising ("'+55…"), gives
 * null for an empty optional cell and "Campo obrigatório" for an empty required one, else the typed value or
 * the pt-BR message saying what is wrong and how to write it.
 */
export function parseCell(column: ImportColumn, raw: string | undefined, messages: ImportMessages = IMPORT_MESSAGES_PT_BR): CellResult {
  const text = restoreNeutralisedCell((raw ?? "").replace(/^[\s\u00a0\u202f]+|[\s\u00a0\u202f]+$/g, ""));
  if (text === "") return column.required ? fail(messages.required) : ok(column.type === "tags" ? [] : null);
  const result = parseValue(text, column, messages);
  if (result.ok && column.type === "tags" && column.required && (result.value as string[]).length === 0) return fail(messages.required);
  return result;
}
