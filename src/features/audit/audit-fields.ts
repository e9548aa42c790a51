import type { AuditEntity } from "~/lib/catalog/audit-catalog";

/**
 * What the audit screen knows about the fields the log holds: which are never shown, which hold the id of a
 * record (shown by its name), money, rates, days, months and instants. Pure data, shared by the screen, the
 * CSV export and the server (which resolves the ids set-wise).
 */

/** Secrets: dropped by recordAudit already; this is the second lock, on the way out (screen and CSV). */
export const SECRET_FIELDS: ReadonlySet<string> = new Set(["passwordHash", "password", "newPassword", "currentPassword", "temporaryPassword", "tokenVersion"]);
const SECRET_PATTERN = /(hash|secret|token)$/i;

export function isSecretField(field: string): boolean {
  return SECRET_FIELDS.has(field) || SECRET_PATTERN.test(field);
}

/** Never shown: secrets, bookkeeping columns and what another field says better. */
const HIDDEN_FIELDS: ReadonlySet<string> = new Set([
  "id",
  "version",
  "createdAt",
  "updatedAt",
  "searchText",
  "requestKey",
  "ruleVersionId",
  "teamName",
  "statusChangedAt",
  "lastActivityAt",
  "ownerWorkedAt",
  "roundRobinLastUserId",
  "statementId",
  "matchedInstallment",
  "entryId",
]);

export function isHiddenField(field: string): boolean {
  return HIDDEN_FIELDS.has(field) || isSecretField(field);
}

/** Kinds of record an id in the log can point to. */
export const REF_KINDS = [
  "user",
  "team",
  "customer",
  "lead",
  "sale",
  "partner",
  "product",
  "commission_rule",
  "commission_statement",
  "partner_statement",
  "partner_statement_line",
  "saved_view",
  "lead_option",
] as const;
export type RefKind = (typeof REF_KINDS)[number];

/** Fields holding ids, by the kind of record they point to (arrays of ids too: saleIds). */
export const REF_FIELDS: Readonly<Record<string, RefKind>> = {
  ownerId: "user",
  actorId: "user",
  sellerId: "user",
  presalesId: "user",
  referrerId: "user",
  managerId: "user",
  userId: "user",
  createdBy: "user",
  createdById: "user",
  assigneeId: "user",
  doneById: "user",
  closedBy: "user",
  teamId: "team",
  customerId: "customer",
  convertedCustomerId: "customer",
  leadId: "lead",
  mergedId: "lead",
  mergedIntoId: "lead",
  saleId: "sale",
  saleIds: "sale",
  productId: "product",
  partnerId: "partner",
  ruleId: "commission_rule",
  defaultId: "saved_view",
};

/** The record kind an entry's own entity id points to (commission profiles are keyed by their person). */
export const SUBJECT_REF: Partial<Record<AuditEntity, RefKind>> = {
  user: "user",
  team: "team",
  customer: "customer",
  lead: "lead",
  sale: "sale",
  partner: "partner",
  product: "product",
  commission_rule: "commission_rule",
  commission_profile: "user",
  commission_statement: "commission_statement",
  partner_statement: "partner_statement",
  partner_statement_line: "partner_statement_line",
  saved_view: "saved_view",
  lead_option: "lead_option",
};

/** Centavos, kept in the log as digit strings (jsonb has no bigint). */
export const MONEY_FIELDS: ReadonlySet<string> = new Set(["baseAmount", "estimatedValue", "amount", "difference", "total", "payable", "expected", "bonus", "activationAmount"]);
/** Basis points (1 % = 100). */
export const RATE_FIELDS: ReadonlySet<string> = new Set(["defaultSplitBp", "issBp"]);
/** Calendar days, "yyyy-MM-dd". */
export const DAY_FIELDS: ReadonlySet<string> = new Set(["birthDate", "soldOn", "activatedOn", "vigenciaStart", "vigenciaEnd", "cancelledOn", "nextContactOn", "effectiveFrom", "paidOn", "from", "to"]);
/** Months, "yyyy-MM-01" or "yyyy-MM". */
export const MONTH_FIELDS: ReadonlySet<string> = new Set(["month", "dueMonth", "competence", "coverThrough", "asOfMonth", "closedWith"]);
/** Instants (ISO strings in the log), shown in São Paulo time. */
export const INSTANT_FIELDS: ReadonlySet<string> = new Set([
  "consentAt",
  "disclosureAt",
  "firstContactAt",
  "convertedAt",
  "deletedAt",
  "passwordChangedAt",
  "closedAt",
  "dueAt",
  "doneAt",
]);

/** What a creation shows: the fields that say what was created (the whole row is in the log). */
export const CREATION_FIELDS: Partial<Record<AuditEntity, readonly string[]>> = {
  customer: ["kind", "name", "document", "ownerId"],
  lead: ["kind", "name", "document", "source", "status", "ownerId", "teamId"],
  sale: ["customerId", "productId", "sellerId", "baseAmount", "soldOn", "status"],
  user: ["name", "email", "role", "teamId", "active"],
  team: ["name", "managerId"],
  partner: ["name", "cnpj", "categories"],
  product: ["name", "partnerId", "category"],
  commission_rule: ["name", "productId", "partnerId", "category", "active"],
  saved_view: ["name", "listKey", "shared"],
  attachment: ["fileName", "documentKind", "recordKind", "sizeBytes"],
  goal: ["month", "sellerId", "teamId", "metric", "category", "target", "bonus"],
  task: ["kind", "dueAt", "assigneeId", "leadId", "customerId", "saleId"],
};

/**
 * Every field the screen names, in the order it lists them (the forms' order). The catalogs' audit.fields
 * must name exactly these (a unit test checks both languages).
 */
export const FIELD_ORDER = [
  "name", "kind", "document", "birthDate", "emails", "phones", "cep", "uf", "city", "ownerId", "tags", "notes",
  "lgpdLegalBasis", "consentTextVersion", "consentAt", "consentChannel", "doNotContact", "source", "referrerId",
  "referrerName", "categories", "category", "estimatedValue", "status", "teamId", "nextContactOn", "firstContactAt",
  "contactAttempts", "lostReason", "convertedCustomerId", "convertedAt", "mergedIntoId", "mergedId", "createdById",
  "deletedAt", "customerId", "productId", "partnerId", "sellerId", "presalesId", "contractNumber", "soldOn", "activatedOn", "labelEn",
  "vigenciaStart", "vigenciaEnd", "installments", "baseAmount", "activationAmount", "cancelledOn", "cancelReason", "disclosureAt",
  "disclosureChannel", "disclosureText", "leadId", "email", "role", "locale", "active", "mustChangePassword",
  "passwordChangedAt", "device", "ip", "sessions", "managerId", "leadPool", "roundRobin", "cnpj", "contactName", "contactEmail", "contactPhone",
  "baseAmountLabel", "firstVersion", "ruleId", "effectiveFrom", "terms", "note", "createdBy", "userId",
  "contractType", "defaultSplitBp", "taxRegime", "issBp", "payOn", "party", "installment", "dueMonth", "competence",
  "type", "amount", "refEntryId", "reason", "month", "closedBy", "closedAt", "closedWith", "entries", "people",
  "statements", "sales", "paidOn", "paidReference", "fileName", "lines", "recebida", "divergente",
  "nao_identificada", "total", "saleId", "difference", "horizonMonths", "coverThrough", "asOfMonth", "value", "body",
  "activityKind", "outcome", "channel", "taskKind", "dueAt", "assigneeId", "followUp", "doneAt", "doneById", "customerCreated", "saleIds", "listKey", "filters", "sort", "search", "columns", "shared",
  "isDefault", "defaultId", "list", "format", "exportSource", "ids", "extra", "rows", "complete", "capped",
  "duplicates", "validOnly", "valid", "rejected", "created", "updated", "unchanged", "skipped",
  // The audit log's own filters, as its export records them.
  "actorId", "entity", "entityId", "action", "from", "to",
  // The leads export's own parameter.
  "campaign",
  // Attachments.
  "recordKind", "recordId", "documentKind", "contentType", "sizeBytes", "purpose",
  // Goals (metas): what one measures, its target (a count, or centavos for amounts) and premiação; an entry's goal.
  "metric", "target", "bonus", "goalId",
  // Notification preferences (Meu perfil).
  "notificationChannels", "digestEnabled", "digestHour",
  // Two-step verification (Meu perfil, Configurações › Usuários).
  "recoveryCodesLeft", "twoFactorRequired",
] as const;
export type AuditField = (typeof FIELD_ORDER)[number];

const FIELD_INDEX = new Map<string, number>(FIELD_ORDER.map((f, i) => [f, i]));

export function isAuditField(field: string): field is AuditField {
  return FIELD_INDEX.has(field);
}

export function fieldRank(field: string): number {
  return FIELD_INDEX.get(field) ?? FIELD_ORDER.length;
}

/**
 * The name a field is labelled and formatted by: the same key means something else in some actions (an
 * export's "source" is filter or selection, not a lead's origem; an activity's "kind" is call, e-mail…).
 */
export function fieldKeyOf(action: string, field: string): string {
  const verb = action.slice(action.indexOf(".") + 1);
  if (verb === "export" && field === "source") return "exportSource";
  if (action === "lead.activity" && field === "kind") return "activityKind";
  if (action.startsWith("task.") && field === "kind") return "taskKind";
  return field;
}
