/** The records that keep files, and what a file is to the office (labels in the i18n catalogs). */
export const ATTACHMENT_RECORDS = ["lead", "customer", "sale"] as const;
export type AttachmentRecord = (typeof ATTACHMENT_RECORDS)[number];

export const ATTACHMENT_KINDS = ["apolice", "proposta_assinada", "documento", "comprovante", "outro"] as const;
export type AttachmentKind = (typeof ATTACHMENT_KINDS)[number];

/**
 * What may be uploaded, by the type its first bytes show (never by the name or the browser's claim), and
 * whether the browser may show it inline (PDF and images; everything else is served as a download).
 */
export const ATTACHMENT_TYPES: Readonly<Record<string, { ext: string; preview: boolean }>> = {
  "application/pdf": { ext: "pdf", preview: true },
  "image/jpeg": { ext: "jpg", preview: true },
  "image/png": { ext: "png", preview: true },
  "image/webp": { ext: "webp", preview: true },
  "image/gif": { ext: "gif", preview: true },
  "image/heic": { ext: "heic", preview: false },
  "application/vnd.openxmlformats-officedocument.wordprocessingml.document": { ext: "docx", preview: false },
  "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": { ext: "xlsx", preview: false },
  "application/vnd.oasis.opendocument.text": { ext: "odt", preview: false },
  "application/vnd.oasis.opendocument.spreadsheet": { ext: "ods", preview: false },
};
