import type { Locale } from "~/lib/roles";
import { formatBRL, formatDate, formatDateTime } from "~/lib/format";

/** Audit columns the timeline has a pt-BR/en-US label for; anything else shows its raw name. */
export const TIMELINE_FIELDS = [
  "kind",
  "document",
  "name",
  "birthDate",
  "emails",
  "phones",
  "cep",
  "uf",
  "city",
  "ownerId",
  "tags",
  "notes",
  "lgpdLegalBasis",
  "consentTextVersion",
  "consentAt",
  "consentChannel",
  "doNotContact",
  "productId",
  "partnerId",
  "sellerId",
  "presalesId",
  "referrerId",
  "referrerName",
  "contractNumber",
  "soldOn",
  "vigenciaStart",
  "vigenciaEnd",
  "installments",
  "baseAmount",
  "status",
  "cancelledOn",
  "cancelReason",
  "disclosureAt",
  "disclosureChannel",
  "disclosureText",
] as const;
export type TimelineField = (typeof TIMELINE_FIELDS)[number];
export const isTimelineField = (f: string): f is TimelineField => (TIMELINE_FIELDS as readonly string[]).includes(f);

const DAY_FIELDS = new Set(["birthDate", "soldOn", "vigenciaStart", "vigenciaEnd", "cancelledOn"]);
const TIME_FIELDS = new Set(["consentAt", "disclosureAt"]);
const LONG_TEXT = 140;

export type TimelineValue = string | number | boolean | null | string[];

/** Labels of coded values (status, channels, legal bases) and yes/no, from the page's catalogs. */
export interface ValueLabels {
  none: string;
  yes: string;
  no: string;
  code: (field: string, value: string) => string | null;
}

/**
 * One audited value as a reader expects it: money in reais (the log keeps centavos as a string),
 * calendar days and times in São Paulo, codes by their label, long texts shortened.
 */
export function formatTimelineValue(field: string, value: TimelineValue, locale: Locale, labels: ValueLabels): string {
  if (value === null || value === "" || (Array.isArray(value) && value.length === 0)) return labels.none;
  if (typeof value === "boolean") return value ? labels.yes : labels.no;
  if (Array.isArray(value)) return value.join(", ");
  const text = String(value);
  if (field === "baseAmount" && /^-?\d+$/.test(text)) return formatBRL(BigInt(text), locale);
  if (DAY_FIELDS.has(field) && /^\d{4}-\d{2}-\d{2}$/.test(text)) return formatDate(new Date(`${text}T12:00:00-03:00`), locale);
  if (TIME_FIELDS.has(field) && !Number.isNaN(Date.parse(text))) return formatDateTime(new Date(text), locale);
  const coded = labels.code(field, text);
  if (coded) return coded;
  return text.length > LONG_TEXT ? `${text.slice(0, LONG_TEXT - 1)}…` : text;
}
