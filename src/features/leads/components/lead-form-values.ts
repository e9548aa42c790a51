import type { z } from "zod";
import type { CONSENT_CHANNELS, LEGAL_BASES } from "~/features/customers/customers.schemas";
import type { ProductCategory } from "~/lib/catalog/product-categories";
import type { UFS } from "~/lib/fields";
import type { RouterOutputs } from "~/utils/api";
import { leadCreateInput, leadUpdateInput } from "../leads.schemas";

export type LeadDetail = RouterOutputs["leads"]["get"];
export type LegalBasis = (typeof LEGAL_BASES)[number];
export type ConsentChannel = (typeof CONSENT_CHANNELS)[number];
export type Uf = (typeof UFS)[number];

/** What the lead form holds while typing: texts as typed, lists with a trailing empty slot. */
export interface LeadFormValues {
  kind: "PF" | "PJ";
  document: string;
  name: string;
  emails: string[];
  phones: string[];
  city: string;
  uf: Uf | "";
  source: string;
  /** A user who referred the lead ("" = none); the free-text name is for someone outside the office. */
  referrerId: string;
  referrerName: string;
  categories: ProductCategory[];
  estimatedValue: bigint | null;
  tags: string;
  notes: string;
  lgpdLegalBasis: LegalBasis | "";
  consentTextVersion: string;
  consentChannel: ConsentChannel | "";
  /** <input type="datetime-local"> value, browser time zone. */
  consentAt: string;
  doNotContact: boolean;
  /** "" = automatic (creator or round-robin), "pool" = the team's pool, else a user id. Create only. */
  ownerId: string;
}

function toLocalInput(d: Date | null | undefined): string {
  if (!d) return "";
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

export function initialLeadValues(lead?: LeadDetail): LeadFormValues {
  return {
    kind: lead?.kind === "PJ" ? "PJ" : "PF",
    document: lead?.document ?? "",
    name: lead?.name ?? "",
    emails: lead?.emails.length ? lead.emails : [""],
    phones: lead?.phones.length ? lead.phones : [""],
    city: lead?.city ?? "",
    uf: (lead?.uf as Uf | null) ?? "",
    source: lead?.source ?? "",
    referrerId: lead?.referrerId ?? "",
    referrerName: lead?.referrerName ?? "",
    categories: (lead?.categories ?? []) as ProductCategory[],
    estimatedValue: lead?.estimatedValue ?? null,
    tags: (lead?.tags ?? []).join(", "),
    notes: lead?.notes ?? "",
    lgpdLegalBasis: (lead?.lgpdLegalBasis as LegalBasis | null) ?? "",
    consentTextVersion: lead?.consentTextVersion ?? "",
    consentChannel: (lead?.consentChannel as ConsentChannel | null) ?? "",
    consentAt: toLocalInput(lead?.consentAt),
    doNotContact: lead?.doNotContact ?? false,
    ownerId: "",
  };
}

const list = (values: string[]) => values.map((v) => v.trim()).filter(Boolean);

function commonFields(v: LeadFormValues) {
  return {
    kind: v.kind,
    document: v.document,
    name: v.name,
    emails: list(v.emails),
    phones: list(v.phones),
    city: v.city,
    uf: v.uf || null,
    source: v.source,
    referrerId: v.referrerId || null,
    referrerName: v.referrerName,
    categories: v.categories,
    estimatedValue: v.estimatedValue,
    tags: list(v.tags.split(",")),
    notes: v.notes,
    lgpdLegalBasis: v.lgpdLegalBasis || null,
    consentTextVersion: v.consentTextVersion,
    consentChannel: v.consentChannel || null,
    consentAt: v.consentAt ? new Date(v.consentAt) : null,
    doNotContact: v.doNotContact,
  };
}

export type Checked<T> = { ok: true; input: T } | { ok: false; errors: Record<string, string> };

/** The shared zod schema checks the form before it is sent: same pt-BR messages as the server's. */
function check<S extends z.ZodType>(schema: S, raw: unknown): Checked<z.input<S>> {
  const parsed = schema.safeParse(raw);
  if (parsed.success) return { ok: true, input: raw as z.input<S> };
  const errors: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    const key = issue.path.map(String).join(".");
    errors[key] ??= issue.message;
  }
  return { ok: false, errors };
}

export function createInputOf(v: LeadFormValues) {
  const ownerId = v.ownerId === "" ? undefined : v.ownerId === "pool" ? null : v.ownerId;
  return check(leadCreateInput, { ...commonFields(v), ...(ownerId !== undefined ? { ownerId } : {}) });
}

export function updateInputOf(v: LeadFormValues, lead: LeadDetail) {
  return check(leadUpdateInput, { id: lead.id, version: lead.version, ...commonFields(v) });
}
