import { z } from "zod";
import { ATTACHMENT_KINDS, ATTACHMENT_RECORDS } from "~/lib/catalog/attachments";
import { idSchema } from "~/features/users/users.schemas";

export const attachmentRecordInput = z
  .object({
    kind: z.enum(ATTACHMENT_RECORDS, { error: "Registro inválido." }),
    id: idSchema,
  })
  .strict();
export type AttachmentRecordRef = z.infer<typeof attachmentRecordInput>;

export const attachmentKindSchema = z.enum(ATTACHMENT_KINDS, { error: "Tipo de documento inválido." });

export const attachmentDeleteInput = z.object({ id: idSchema, version: z.number().int().min(1).max(1_000_000) }).strict();
export const attachmentRestoreInput = z.object({ id: idSchema }).strict();

/** The upload's query string (the body is the file's bytes). */
export const attachmentUploadQuery = z
  .object({
    record: z.enum(ATTACHMENT_RECORDS, { error: "Registro inválido." }),
    id: idSchema,
    kind: attachmentKindSchema,
    name: z.string().trim().min(1, "Informe o nome do arquivo.").max(255, "Nome de arquivo longo demais."),
  })
  .strict();
