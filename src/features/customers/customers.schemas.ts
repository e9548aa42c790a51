import { z } from "zod";
import { isValidCnpj, isValidCpf, normalizeCnpj, onlyDigits } from "~/lib/brazil";
import { cepSchema, emailField, instantSchema, isoDaySchema, optionalText, phoneSchema, tagsSchema, ufSchema } from "~/lib/fields";
import { idSchema, versionSchema } from "~/features/users/users.schemas";

export const LEGAL_BASES = ["consentimento", "execucao_contrato", "legitimo_interesse", "obrigacao_legal"] as const;
export const CONSENT_CHANNELS = ["formulario", "email", "whatsapp", "telefone", "presencial", "importacao"] as const;

const customerFields = {
  name: z.string().trim().min(2, { error: "Informe o nome ou a razão social." }).max(160, { error: "No máximo 160 caracteres." }),
  birthDate: isoDaySchema.nullish(),
  emails: z.array(emailField).max(5, { error: "No máximo 5 e-mails." }),
  phones: z.array(phoneSchema).max(5, { error: "No máximo 5 telefones." }),
  cep: cepSchema.nullish(),
  uf: ufSchema.nullish(),
  city: optionalText(80),
  ownerId: idSchema.optional(),
  tags: tagsSchema,
  notes: optionalText(4000),
  lgpdLegalBasis: z.enum(LEGAL_BASES, { error: "Escolha a base legal." }).nullish(),
  consentTextVersion: optionalText(40),
  consentAt: instantSchema.nullish(),
  consentChannel: z.enum(CONSENT_CHANNELS, { error: "Escolha o canal do consentimento." }).nullish(),
  doNotContact: z.boolean(),
};

const customerBase = z.object(customerFields);

/** CPF for pessoa física, CNPJ (numeric or 2026 alphanumeric) for jurídica; stored without punctuation. */
export const customerCreateInput = customerBase
  .extend({
    // Defaults only on create: on update an omitted field must stay as it is.
    emails: customerFields.emails.default([]),
    phones: customerFields.phones.default([]),
    tags: customerFields.tags.default([]),
    doNotContact: customerFields.doNotContact.default(false),
  })
  .extend({ kind: z.enum(["PF", "PJ"], { error: "Escolha pessoa física ou jurídica." }), document: z.string().trim().max(20) })
  .strict()
  .superRefine((v, ctx) => {
    const ok = v.kind === "PF" ? isValidCpf(v.document) : isValidCnpj(v.document);
    if (!ok) ctx.addIssue({ code: "custom", path: ["document"], message: v.kind === "PF" ? "CPF inválido: confira os dígitos." : "CNPJ inválido: confira os dígitos." });
  })
  .transform((v) => ({ ...v, document: v.kind === "PF" ? onlyDigits(v.document) : normalizeCnpj(v.document) }));

/** The document (and so the kind) is fixed once the customer exists. */
export const customerUpdateInput = customerBase
  .partial()
  .extend({ id: idSchema, version: versionSchema })
  .strict();

export const customerNoteInput = z.object({ customerId: idSchema, body: z.string().trim().min(1, { error: "Escreva a nota." }).max(4000) }).strict();
export const customerByIdInput = z.object({ id: idSchema }).strict();
export const customerDeleteInput = z.object({ ids: z.array(idSchema).min(1).max(500) }).strict();

export type CustomerCreateInput = z.infer<typeof customerCreateInput>;
export type CustomerUpdateInput = z.infer<typeof customerUpdateInput>;

/** Bulk actions of the customers list: at most 500 ids, like delete/restore. */
const bulkIds = z.array(idSchema).min(1, { error: "Selecione ao menos um cliente." }).max(500, { error: "No máximo 500 clientes por vez." });
export const customerBulkSetOwnerInput = z.object({ ids: bulkIds, ownerId: idSchema }).strict();
/** One tag, normalized like tagsSchema (trimmed, lower-case). */
export const customerBulkAddTagInput = z
  .object({
    ids: bulkIds,
    tag: z
      .string({ error: "Informe a etiqueta." })
      .trim()
      .min(1, { error: "Informe a etiqueta." })
      .max(40, { error: "Etiqueta longa demais (máx. 40)." })
      .transform((t) => t.toLowerCase()),
  })
  .strict();

export type CustomerBulkSetOwnerInput = z.infer<typeof customerBulkSetOwnerInput>;
export type CustomerBulkAddTagInput = z.infer<typeof customerBulkAddTagInput>;
