import { formatDocument, formatPhoneBr } from "~/lib/brazil";
import { formatBRL, formatDate, formatDateTime } from "~/lib/format";
import type { Locale } from "~/lib/roles";
import { LEAD_TRACKED_FIELDS, type LeadTrackedField } from "../lead-fields";

/**
 * Reading the `data` of automatic timeline entries (lead-activity.service.ts writes them): jsonb, so
 * bigints and dates arrive as text and keys in any order. Pure, for the timeline entry and its tests.
 */

export type Change = { field: string; from: unknown; to: unknown };

export type LeadField = LeadTrackedField;
export const isLeadField = (f: string): f is LeadField => (LEAD_TRACKED_FIELDS as readonly string[]).includes(f);

function isChange(v: unknown): v is { from: unknown; to: unknown } {
  return typeof v === "object" && v !== null && "from" in v && "to" in v;
}

/** `{ field: { from, to } }` → changes in form order (unknown fields last, by name). */
export function changesOf(data: Record<string, unknown> | null | undefined): Change[] {
  if (!data) return [];
  const rank = (f: string) => (isLeadField(f) ? LEAD_TRACKED_FIELDS.indexOf(f) : LEAD_TRACKED_FIELDS.length);
  return Object.entries(data)
    .filter((e): e is [string, { from: unknown; to: unknown }] => isChange(e[1]))
    .map(([field, c]) => ({ field, from: c.from, to: c.to }))
    .sort((a, b) => rank(a.field) - rank(b.field) || a.field.localeCompare(b.field));
}

export interface StatusEntry {
  from: string | null;
  to: string | null;
  nextContactOn: string | null;
  lostReason: string | null;
  optedOut: boolean;
}

const str = (v: unknown): string | null => (typeof v === "string" && v !== "" ? v : null);

/** A status entry: the move, and what came with it (the new date, the reason, the opt-out). */
export function statusEntryOf(data: Record<string, unknown> | null | undefined): StatusEntry {
  const at = (key: string) => (data && isChange(data[key]) ? (data[key] as { from: unknown; to: unknown }) : null);
  return {
    from: str(at("status")?.from),
    to: str(at("status")?.to),
    nextContactOn: str(at("nextContactOn")?.to),
    lostReason: str(at("lostReason")?.to),
    optedOut: at("doNotContact")?.to === true,
  };
}

export interface ValueLabels {
  none: string;
  yes: string;
  no: string;
  /** Coded values (legal bases, channels, categories, people): null when it is not a code of that field. */
  code: (field: string, value: string) => string | null;
}

const LONG_TEXT = 120;

/** One value as a reader expects it: reais, São Paulo dates, masked documents and phones, labels for codes. */
export function formatLeadValue(field: string, value: unknown, locale: Locale, labels: ValueLabels): string {
  if (value === null || value === undefined || value === "" || (Array.isArray(value) && value.length === 0)) return labels.none;
  if (typeof value === "boolean") return value ? labels.yes : labels.no;
  if (Array.isArray(value)) return value.map((v) => formatLeadValue(field, v, locale, labels)).join(", ");
  const text = typeof value === "string" || typeof value === "number" ? String(value) : JSON.stringify(value);
  if (field === "estimatedValue" && /^-?\d+$/.test(text)) return formatBRL(BigInt(text), locale);
  if (field === "nextContactOn" && /^\d{4}-\d{2}-\d{2}$/.test(text)) return formatDate(new Date(`${text}T12:00:00-03:00`), locale);
  if (field === "consentAt" && !Number.isNaN(Date.parse(text))) return formatDateTime(new Date(text), locale);
  if (field === "phones") return formatPhoneBr(text);
  if (field === "document") return text.includes("*") ? text : formatDocument(text);
  const coded = labels.code(field, text);
  if (coded) return coded;
  return text.length > LONG_TEXT ? `${text.slice(0, LONG_TEXT - 1)}…` : text;
}
