import type { ServerCatalog } from "./types";

/** Attachments: the upload's checks and the records files are kept on. */
export const ATTACHMENTS_EN_US = {
  "Registro inválido.": "Invalid record.",
  "Tipo de documento inválido.": "Invalid document type.",
  "Informe o nome do arquivo.": "Enter the file name.",
  "Nome de arquivo longo demais.": "File name too long.",
  "O arquivo não está mais disponível.": "The file is no longer available.",
  "Tipo de arquivo não aceito: envie PDF, imagem (JPG, PNG, WEBP, GIF, HEIC), DOCX, XLSX, ODT ou ODS.":
    "File type not accepted: send a PDF, an image (JPG, PNG, WEBP, GIF, HEIC), DOCX, XLSX, ODT or ODS.",
  "Arquivo muito grande: o limite é {max} MB.": "File too large: the limit is {max} MB.",
  "Use GET para baixar o arquivo.": "Use GET to download the file.",
} satisfies ServerCatalog;
