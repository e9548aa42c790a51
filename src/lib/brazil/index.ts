export { onlyDigits } from "./digits";
export { cpfCheckDigits, formatCpf, hideCpf, isValidCpf } from "./cpf";
export { cnpjCheckDigits, formatCnpj, isValidCnpj, normalizeCnpj } from "./cnpj";
export { documentKind, formatDocument, isValidDocument, type DocumentKind } from "./document";
export { BR_AREA_CODES, formatPhoneBr, isMobilePhoneBr, isValidPhoneBr, telHref, toE164Br, whatsappHref } from "./phone";
export { formatCep, isValidCep } from "./cep";
