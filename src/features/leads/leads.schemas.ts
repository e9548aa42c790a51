import { z } from "zod";
import { isValidCnpj, isValidCpf, isValidDocument, normalizeCnpj, onlyDigits } from "~/lib/brazil";
import { emailField, instantSchema, isoDaySchema, moneySchema, optionalText, phoneSchema, tagsSchema, ufSchema, productCategorySchema } from "~/lib/fields";
import { LEAD_STATUSES } from "~/lib/catalog/lead-statuses";
import { CONSENT_CHANNELS, LEGAL_BASES } from "~/features/customers/customers.schemas";
import { idSchema, versionSchema } from "~/features/users/users.schemas";
import { confirmUnusualAmountField } from "~/features/plausibility/plausibility.schemas";
import { pagingDirection, timestampCursorText } from "~/lib/paging";
import { ATTEMPT_CHANNELS, ATTEMPT_OUTCOMES } from "~/lib/catalog/tasks";

/** A CPF/CNPJ as typed: empty means none; otherwise stored without punctuation (CNPJ upper-case). */
const documentField = z
  .string()
  .trim()
  .max(20, { error: "Documento inválido." })
  .transform((v) => (v === "" ? null : v))
  .nullish();

const normalizeDocument = (doc: string) => (onlyDigits(doc).length === 11 && isValidCpf(doc) ? onlyDigits(doc) : normalizeCnpj(doc));

const leadFields = {
  name: z.string().trim().min(2, { error: "Informe o nome ou a razão social." }).max(160, { error: "No máximo 160 caracteres." }),
  emails: z.array(emailField).max(5, { error: "No máximo 5 e-mails." }),
  phones: z.array(phoneSchema).max(5, { error: "No máximo 5 telefones." }),
  city: optionalText(80),
  uf: ufSchema.nullish(),
  source: z.string({ error: "Escolha a origem." }).trim().min(1, { error: "Escolha a origem." }).max(60),
  referrerId: idSchema.nullish(),
  referrerName: optionalText(160),
  categories: z
    .array(productCategorySchema, { error: "Categoria inválida." })
    .max(20)
    .transform((c) => [...new Set(c)]),
  estimatedValue: moneySchema.nullish(),
  /** The user confirmed an estimated value far outside the usual (see features/plausibility). */
  confirmUnusualAmount: confirmUnusualAmountField,
  nextContactOn: isoDaySchema.nullish(),
  tags: tagsSchema,
  notes: optionalText(4000),
  lgpdLegalBasis: z.enum(LEGAL_BASES, { error: "Escolha a base legal." }).nullish(),
  consentTextVersion: optionalText(40),
  consentAt: instantSchema.nullish(),
  consentChannel: z.enum(CONSENT_CHANNELS, { error: "Escolha o canal do consentimento." }).nullish(),
  doNotContact: z.boolean(),
};

// Here, not next to LEAD_STATUSES: the lists and the home page import those, and would bring zod with them.
export const leadStatusSchema = z.enum(LEAD_STATUSES);

const kindField = z.enum(["PF", "PJ"], { error: "Escolha pessoa física ou jurídica." });

export const leadCreateInput = z
  .object(leadFields)
  .extend({
    // Defaults only on create: on update an omitted field must stay as it is.
    emails: leadFields.emails.default([]),
    phones: leadFields.phones.default([]),
    tags: leadFields.tags.default([]),
    categories: leadFields.categories.default([]),
    doNotContact: leadFields.doNotContact.default(false),
    kind: kindField,
    document: documentField,
    /** Omitted: the creator, or the team's round-robin; null: the team's pool (Gestor/Administrador). */
    ownerId: idSchema.nullish(),
  })
  .strict()
  .superRefine((v, ctx) => {
    if (!v.document) return;
    const ok = v.kind === "PF" ? isValidCpf(v.document) : isValidCnpj(v.document);
    if (!ok) ctx.addIssue({ code: "custom", path: ["document"], message: v.kind === "PF" ? "CPF inválido: confira os dígitos." : "CNPJ inválido: confira os dígitos." });
  })
  .transform((v) => ({ ...v, document: v.document ? (v.kind === "PF" ? onlyDigits(v.document) : normalizeCnpj(v.document)) : null }));

/** No defaults here (zod 4 `.partial()` keeps them): an omitted field stays as it is. Status and owner have their own procedures. */
export const leadUpdateInput = z
  .object(leadFields)
  .omit({ nextContactOn: true })
  .extend({ kind: kindField, document: documentField })
  .partial()
  .extend({ id: idSchema, version: versionSchema })
  .strict()
  .superRefine((v, ctx) => {
    if (v.document && !isValidDocument(v.document)) ctx.addIssue({ code: "custom", path: ["document"], message: "CPF/CNPJ inválido: confira os dígitos." });
  })
  .transform((v) => (v.document ? { ...v, document: normalizeDocument(v.document) } : v));

export const leadChangeStatusInput = z
  .object({
    id: idSchema,
    version: versionSchema,
    status: leadStatusSchema,
    nextContactOn: isoDaySchema.nullish(),
    lostReason: optionalText(120),
    doNotContact: z.boolean().optional(),
  })
  .strict();

export const ACTIVITY_INPUT_KINDS = ["note", "call", "whatsapp", "email", "meeting"] as const;

export const leadAddActivityInput = z
  .object({
    leadId: idSchema,
    kind: z.enum(ACTIVITY_INPUT_KINDS, { error: "Escolha o tipo de atividade." }),
    body: z.string().trim().min(1, { error: "Descreva a atividade." }).max(4000, { error: "No máximo 4000 caracteres." }),
    outcome: optionalText(200),
  })
  .strict();

/** An attempt in one click, or with its channel and outcome (atendeu, não atendeu, caixa postal…). */
export const leadLogAttemptInput = z
  .object({
    id: idSchema,
    version: versionSchema,
    channel: z.enum(ATTEMPT_CHANNELS, { error: "Escolha o canal da tentativa." }).optional(),
    outcome: z.enum(ATTEMPT_OUTCOMES, { error: "Escolha o resultado da tentativa." }).optional(),
  })
  .strict();

const bulkIds = z.array(idSchema).min(1, { error: "Selecione ao menos um lead." }).max(500, { error: "No máximo 500 leads por vez." });

/** ownerId null sends the leads to their team's pool. */
export const leadAssignInput = z.object({ ids: bulkIds, ownerId: idSchema.nullable() }).strict();

export const leadBulkStatusInput = z
  .object({ ids: bulkIds, status: leadStatusSchema, nextContactOn: isoDaySchema.nullish(), lostReason: optionalText(120) })
  .strict();

export const leadIdsInput = z.object({ ids: bulkIds }).strict();
export const leadByIdInput = z.object({ id: idSchema }).strict();

/** Keyset cursor: `at` is the database's own text of the timestamp (microseconds a JS Date would lose). */
export const leadActivitiesInput = z
  .object({ leadId: idSchema, cursor: z.object({ at: timestampCursorText, id: idSchema }).strict().nullish(), direction: pagingDirection })
  .strict();

/** Either an existing lead, or the fields of one being typed (create form, import). */
export const leadDuplicatesInput = z
  .object({
    leadId: idSchema.optional(),
    document: documentField,
    emails: z.array(emailField).max(5).optional(),
    phones: z.array(phoneSchema).max(5).optional(),
  })
  .strict()
  .transform((v) => ({ ...v, document: v.document && isValidDocument(v.document) ? normalizeDocument(v.document) : null }));

export type LeadCreateInput = z.infer<typeof leadCreateInput>;
export type LeadUpdateInput = z.infer<typeof leadUpdateInput>;
export type LeadChangeStatusInput = z.infer<typeof leadChangeStatusInput>;
export type LeadLogAttemptInput = z.infer<typeof leadLogAttemptInput>;
export type LeadAddActivityInput = z.infer<typeof leadAddActivityInput>;
export type LeadAssignInput = z.infer<typeof leadAssignInput>;
export type LeadBulkStatusInput = z.infer<typeof leadBulkStatusInput>;
export type LeadActivitiesInput = z.infer<typeof leadActivitiesInput>;
export type LeadDuplicatesInput = z.infer<typeof leadDuplicatesInput>;

/** One proposal the conversion opens for the new (or existing) customer: a sale in "proposta". */
const conversionProposal = z
  .object({ productId: idSchema, baseAmount: moneySchema, soldOn: isoDaySchema })
  .strict();

/**
 * "Converter em lead": the customer with the lead's document is linked (never duplicated), else created
 * from the lead's fields; then one proposal per chosen product (at most one per category of interest).
 */
export const leadConvertInput = z
  .object({
    id: idSchema,
    version: versionSchema,
    /** Only when the lead has none: a customer always has a CPF/CNPJ. */
    document: documentField,
    proposals: z.array(conversionProposal).max(20, { error: "No máximo 20 propostas." }).default([]),
    /** The user confirmed proposal amounts far outside the usual. */
    confirmUnusualAmount: confirmUnusualAmountField,
  })
  .strict();

/** Merges `mergeId` into `keepId`: the kept lead gains the other's timeline and fills its empty fields. */
export const leadMergeInput = z
  .object({ keepId: idSchema, keepVersion: versionSchema, mergeId: idSchema, mergeVersion: versionSchema })
  .strict()
  .refine((v) => v.keepId !== v.mergeId, { error: "Escolha dois leads diferentes.", path: ["mergeId"] });

export type LeadConvertInput = z.infer<typeof leadConvertInput>;
export type LeadMergeInput = z.infer<typeof leadMergeInput>;
