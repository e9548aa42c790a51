import { isAuditAction, isAuditEntity } from "~/lib/catalog/audit-catalog";
import { isLeadStatus, leadStatusLabel } from "~/lib/catalog/lead-statuses";
import { isProductCategory, productCategoryLabel } from "~/lib/catalog/product-categories";
import { formatBRL, formatDate, formatDateTime } from "~/lib/format";
import type { Locale } from "~/lib/roles";
import { formatBp } from "~/features/commissions/components/rules/percent";
import {
  CREATION_FIELDS,
  DAY_FIELDS,
  INSTANT_FIELDS,
  MONEY_FIELDS,
  MONTH_FIELDS,
  RATE_FIELDS,
  REF_FIELDS,
  fieldKeyOf,
  fieldRank,
  isHiddenField,
} from "./audit-fields";

/**
 * One audit entry as a reader expects it: the action's name, what it is about by name, and the changed
 * fields with their labels and formatted values. The same function feeds the screen and the CSV export, so
 * both say the same thing in the same words (the catalogs' audit.*).
 */

/** What an entry is about, resolved by the server; the words come from the catalog when it is rendered. */
export type AuditSubject =
  | { t: "name"; name: string; href: string | null }
  | { t: "deleted" }
  | { t: "missing" }
  | { t: "sale"; product: string; customer: string | null; href: string | null }
  | { t: "statement"; name: string; month: string; href: string }
  | { t: "line"; line: number; name: string; month: string; href: string }
  | { t: "entry"; id: string }
  | { t: "profile"; name: string }
  | { t: "setting"; key: string }
  | { t: "month"; month: string; href: string }
  | { t: "list"; list: string };

/** Names of the records that values point to, by "<kind>:<id>"; null when the record is deleted or gone. */
export type AuditRefs = Readonly<Record<string, string | null>>;

export interface AuditEntryData {
  action: string;
  entity: string;
  before: unknown;
  after: unknown;
  subject: AuditSubject | null;
}

/** A message by its full catalog key, or null when the catalog has none (unknown codes fall back to themselves). */
export type AuditText = (key: string, values?: Record<string, string | number>) => string | null;

export interface DescribeContext {
  text: AuditText;
  locale: Locale;
}

export interface DescribedChange {
  field: string;
  label: string;
  before: string | null;
  after: string | null;
}

export interface DescribedEntry {
  action: string;
  entity: string;
  subject: { text: string; href: string | null } | null;
  /** "diff": before and after of each field; "values": one value per field (a creation, an event, a deletion). */
  mode: "diff" | "values";
  changes: DescribedChange[];
}

/** Adapts a use-intl translator (useTranslations() or createTranslator) to AuditText. */
export function auditTextOf(t: { has(key: never): boolean; (key: never, values?: never): string }): AuditText {
  return (key, values) => (t.has(key as never) ? t(key as never, values as never) : null);
}

const CODE = /^[\w-]+$/;
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
const ISO_MONTH = /^(\d{4})-(\d{2})(?:-\d{2})?$/;
const LONG_OBJECT = 240;

const isEmpty = (v: unknown) => v === null || v === undefined || v === "" || (Array.isArray(v) && v.length === 0);

function record(value: unknown): Record<string, unknown> | null {
  return value !== null && typeof value === "object" && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
}

function coded(ctx: DescribeContext, prefix: string, value: string): string | null {
  return CODE.test(value) ? ctx.text(`${prefix}.${value}`) : null;
}

/** The label of a coded value (status, role, channel…), or null when the field holds free text. */
function codeLabel(key: string, value: string, entity: string, ctx: DescribeContext): string | null {
  switch (key) {
    case "status":
      if (entity === "lead") return isLeadStatus(value) ? leadStatusLabel(value, ctx.locale) : null;
      if (entity === "commission_statement") return coded(ctx, "commissionFinance.statements", value);
      if (entity === "partner_statement_line") return coded(ctx, "commissionReconciliation.status", value);
      return coded(ctx, "sales.statuses", value);
    case "category":
    case "categories":
      return isProductCategory(value) ? productCategoryLabel(value, ctx.locale) : null;
    case "kind":
      return coded(ctx, "audit.values.kind", value);
    case "activityKind":
      return coded(ctx, "leadPage.timeline.kinds", value);
    case "role":
      return coded(ctx, "roles", value);
    case "locale":
      return coded(ctx, "locales", value);
    case "contractType":
      return coded(ctx, "commissionFinance.contractTypes", value);
    case "taxRegime":
      return coded(ctx, "commissionFinance.taxRegimes", value);
    case "payOn":
      return coded(ctx, "commissionFinance.payOn", value);
    case "party":
      return coded(ctx, "myCommissions.parties", value);
    case "type":
      return coded(ctx, "myCommissions.types", value);
    case "lgpdLegalBasis":
      return coded(ctx, "customers.form.legalBases", value);
    case "consentChannel":
      return coded(ctx, "customers.form.consentChannels", value);
    case "disclosureChannel":
      return coded(ctx, "sales.form.disclosureChannels", value);
    case "exportSource":
      return coded(ctx, "audit.values.exportSource", value);
    case "duplicates":
      return coded(ctx, "audit.values.duplicates", value);
    case "reason":
      return coded(ctx, "audit.values.signinReason", value);
    case "list":
    case "listKey":
      return coded(ctx, "audit.values.lists", value);
    case "format":
      return CODE.test(value) ? value.toUpperCase() : null;
    case "action":
      return isAuditAction(value) ? ctx.text(`audit.actions.${value}`) : null;
    case "entity":
      return isAuditEntity(value) ? ctx.text(`audit.entities.${value}`) : null;
    default:
      return null;
  }
}

function none(ctx: DescribeContext): string {
  return ctx.text("common.none") ?? "—";
}

function refName(kind: string, id: string, refs: AuditRefs, ctx: DescribeContext): string {
  const name = refs[`${kind}:${id}`];
  if (name === undefined) return id;
  return name ?? ctx.text("audit.subject.deleted") ?? id;
}

/** "01/2026" from "2026-01-01" or "2026-01". */
function monthText(value: string): string {
  const m = ISO_MONTH.exec(value);
  return m ? `${m[2]}/${m[1]}` : value;
}

/** One value as text: names for ids, reais for centavos, São Paulo days and times, labels for codes. */
export function formatAuditValue(key: string, value: unknown, entity: string, refs: AuditRefs, ctx: DescribeContext, depth = 0): string {
  if (value === null || value === undefined || value === "" || (Array.isArray(value) && value.length === 0)) return none(ctx);
  if (key === "ids" && Array.isArray(value)) return ctx.text("audit.values.ids", { count: value.length }) ?? String(value.length);
  if (Array.isArray(value)) return value.map((v) => formatAuditValue(key, v, entity, refs, ctx, depth)).join(", ");
  if (typeof value === "boolean") return (value ? ctx.text("common.yes") : ctx.text("common.no")) ?? String(value);
  const kind = REF_FIELDS[key];
  if (kind && typeof value === "string") return refName(kind, value, refs, ctx);
  if (typeof value === "number") {
    if (RATE_FIELDS.has(key)) return formatBp(value, ctx.locale);
    return new Intl.NumberFormat(ctx.locale).format(value);
  }
  if (typeof value === "string") {
    if (MONEY_FIELDS.has(key) && /^-?\d+$/.test(value)) return formatBRL(BigInt(value), ctx.locale);
    if (DAY_FIELDS.has(key) && ISO_DAY.test(value)) return formatDate(new Date(`${value}T12:00:00-03:00`), ctx.locale);
    if (MONTH_FIELDS.has(key)) return monthText(value);
    if (INSTANT_FIELDS.has(key) && !Number.isNaN(Date.parse(value))) return formatDateTime(new Date(value), ctx.locale);
    return codeLabel(key, value, entity, ctx) ?? value;
  }
  const text = record(value) && depth === 0 ? objectText(record(value)!, entity, refs, ctx) : JSON.stringify(value);
  return text.length > LONG_OBJECT ? `${text.slice(0, LONG_OBJECT - 1)}…` : text;
}

/** A small object (an export's filters, the settings saved) as "Label: value; …", its values formatted too. */
function objectText(value: Record<string, unknown>, entity: string, refs: AuditRefs, ctx: DescribeContext): string {
  const parts = Object.entries(value)
    .filter(([k, v]) => !isHiddenField(k) && !isEmpty(v))
    .sort(([a], [b]) => fieldRank(a) - fieldRank(b))
    .map(([k, v]) => `${ctx.text(`audit.fields.${k}`) ?? k}: ${formatAuditValue(k, v, entity, refs, ctx, 1)}`);
  return parts.length ? parts.join("; ") : none(ctx);
}

/** The text of a subject, and its link when the record has a page. */
export function subjectText(subject: AuditSubject, ctx: DescribeContext): { text: string; href: string | null } {
  const s = (key: string, values?: Record<string, string | number>) => ctx.text(`audit.subject.${key}`, values) ?? key;
  switch (subject.t) {
    case "name":
      return { text: subject.name, href: subject.href };
    case "deleted":
    case "missing":
      return { text: s(subject.t), href: null };
    case "sale":
      return { text: s("sale", { product: subject.product, customer: subject.customer ?? s("deleted") }), href: subject.href };
    case "statement":
      return { text: s("statement", { name: subject.name, month: monthText(subject.month) }), href: subject.href };
    case "line":
      return { text: s("line", { line: subject.line, name: subject.name, month: monthText(subject.month) }), href: subject.href };
    case "entry":
      return { text: s("entry", { id: subject.id }), href: null };
    case "profile":
      return { text: s("profile", { name: subject.name }), href: null };
    case "setting":
      return { text: s(subject.key === "plausibility" ? "plausibilitySettings" : "commissionSettings"), href: null };
    case "month":
      return { text: s("month", { month: monthText(subject.month) }), href: subject.href };
    case "list":
      return { text: s("list", { name: coded(ctx, "audit.values.lists", subject.list) ?? subject.list }), href: null };
  }
}

const sameJson = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** The fields an entry shows: every change of an update; a creation's key fields; an event's details. */
function shownFields(entry: AuditEntryData, before: Record<string, unknown> | null, after: Record<string, unknown> | null): string[] {
  const creation = entry.action.endsWith(".create") && isAuditEntity(entry.entity) ? CREATION_FIELDS[entry.entity] : undefined;
  if (creation && after) return creation.filter((f) => f in after);
  const keys = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])].filter((f) => !isHiddenField(f));
  // An update shows what changed; an event or a deletion, what it holds (empty values say nothing).
  const changed = before && after ? keys.filter((f) => !sameJson(before[f], after[f])) : keys.filter((f) => !isEmpty((after ?? before)?.[f]));
  return changed.sort((a, b) => fieldRank(fieldKeyOf(entry.action, a)) - fieldRank(fieldKeyOf(entry.action, b)));
}

export function describeAuditEntry(entry: AuditEntryData, refs: AuditRefs, ctx: DescribeContext): DescribedEntry {
  const before = record(entry.before);
  const after = record(entry.after);
  const mode = before && after ? "diff" : "values";
  const value = (key: string, source: Record<string, unknown> | null, field: string) =>
    source && field in source ? formatAuditValue(key, source[field], entry.entity, refs, ctx) : null;
  const changes = shownFields(entry, before, after).map((field): DescribedChange => {
    const key = fieldKeyOf(entry.action, field);
    return { field, label: ctx.text(`audit.fields.${key}`) ?? field, before: value(key, before, field), after: value(key, after, field) };
  });
  return {
    action: (isAuditAction(entry.action) ? ctx.text(`audit.actions.${entry.action}`) : null) ?? entry.action,
    entity: (isAuditEntity(entry.entity) ? ctx.text(`audit.entities.${entry.entity}`) : null) ?? entry.entity,
    subject: entry.subject ? subjectText(entry.subject, ctx) : null,
    mode,
    changes,
  };
}
