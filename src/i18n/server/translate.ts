import type { Locale } from "~/lib/roles";
import { SERVER_MESSAGES_EN_US, type ServerTranslation } from "./catalog";

/**
 * The server's messages in the user's language, in one place. Services, schemas and endpoints keep writing
 * pt-BR (the source text); this turns a finished pt-BR message into en-US through the catalog, whose keys are
 * the pt-BR texts. A key with `{name}` placeholders is a template: "No máximo {max} caracteres." matches
 * "No máximo 120 caracteres." and renders its English with the same values. A value is translated in turn
 * when it is itself a message or label of the catalog ("Linha 3: <stale version message>"), and a pt-BR
 * grouped number ("10.000") is regrouped for en-US.
 */

interface Template {
  readonly regex: RegExp;
  readonly names: readonly string[];
  readonly translation: ServerTranslation;
  /** Characters outside the placeholders: a longer literal part is a more specific template, tried first. */
  readonly weight: number;
}

const PLACEHOLDER = /\{(\w+)\}/g;
const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

function compile(catalog: Readonly<Record<string, ServerTranslation>>) {
  const exact = new Map<string, ServerTranslation>();
  const templates: Template[] = [];
  for (const [key, translation] of Object.entries(catalog)) {
    const names = [...key.matchAll(PLACEHOLDER)].map((m) => m[1]!);
    if (names.length === 0) {
      exact.set(key, translation);
      continue;
    }
    const literals = key.split(PLACEHOLDER).filter((_, i) => i % 2 === 0);
    const pattern = literals.map(escapeRegex).join("(.+?)");
    templates.push({ regex: new RegExp(`^${pattern}$`, "s"), names, translation, weight: literals.join("").length });
  }
  templates.sort((a, b) => b.weight - a.weight);
  return { exact, templates };
}

const EN_US = compile(SERVER_MESSAGES_EN_US);

function render(translation: ServerTranslation, params: Readonly<Record<string, string>>): string {
  if (typeof translation === "function") return translation(params);
  return translation.replace(PLACEHOLDER, (whole, name: string) => params[name] ?? whole);
}

/** "10.000" (pt-BR grouping) → "10,000"; anything else unchanged. */
function regroupNumber(value: string): string {
  return /^\d{1,3}(?:\.\d{3})+$/.test(value) ? value.replaceAll(".", ",") : value;
}

const MAX_DEPTH = 4;

function translateEn(text: string, depth: number): string | null {
  const exact = EN_US.exact.get(text);
  if (exact !== undefined) return render(exact, {});
  if (depth >= MAX_DEPTH) return null;
  for (const t of EN_US.templates) {
    const match = t.regex.exec(text);
    if (!match) continue;
    const params: Record<string, string> = {};
    t.names.forEach((name, i) => {
      const raw = match[i + 1]!;
      params[name] = translateEn(raw, depth + 1) ?? regroupNumber(raw);
    });
    return render(t.translation, params);
  }
  return null;
}

// Import previews and rejected-row files repeat the same few messages thousands of times.
const CACHE_LIMIT = 5000;
const cache = new Map<string, string | null>();

/** The English of a pt-BR server message, or null when the catalog has none (the scan test keeps that from happening). */
export function englishOf(text: string): string | null {
  const hit = cache.get(text);
  if (hit !== undefined || cache.has(text)) return hit ?? null;
  const result = translateEn(text, 0);
  if (cache.size >= CACHE_LIMIT) cache.clear();
  cache.set(text, result);
  return result;
}

/** A server message (written in pt-BR) in `locale`; text the catalog does not know is returned as it is. */
export function translateServerMessage(text: string, locale: Locale): string {
  if (locale !== "en-US") return text;
  return englishOf(text) ?? text;
}

/** Each value of a field → message map, translated. */
export function translateFieldErrors(fieldErrors: Readonly<Record<string, string>>, locale: Locale): Record<string, string> {
  return Object.fromEntries(Object.entries(fieldErrors).map(([field, message]) => [field, translateServerMessage(message, locale)]));
}

/** A translator bound to a locale, for code that renders many messages (import rows, export errors). */
export type ServerTranslator = (text: string) => string;

export function serverTranslator(locale: Locale): ServerTranslator {
  return (text) => translateServerMessage(text, locale);
}
