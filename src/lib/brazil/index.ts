export { onlyDigits } from "./digits";
export { cpfCheckDigits, formatCpf, hideCpf, isValidCpf, maskCpfInput } from "./cpf";
export { cnpjCheckDigits, formatCnpj, isValidCnpj, maskCnpjInput, normalizeCnpj } from "./cnpj";
export { documentKind, formatDocument, isValidDocument, type DocumentKind } from "./document";
export { BR_AREA_CODES, formatPhoneBr, isMobilePhoneBr, isValidPhoneBr, maskPhoneInput, telHref, toE164Br, whatsappHref } from "./phone";
export { formatCep, isValidCep, maskCepInput } from "./cep";
