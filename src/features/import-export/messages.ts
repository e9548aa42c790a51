/**
 * The user-facing texts of import validation, pt-BR by default with an en-US catalog beside it. Messages name
 * the problem and the expected format so the user can fix the cell ("Data inválida: use dd/MM/aaaa").
 */
export interface ImportMessages {
  required: string;
  tooLong: (max: number) => string;
  documentLength: string;
  cpfLength: string;
  cnpjLength: string;
  cpfRepeatedDigits: string;
  cnpjRepeatedDigits: string;
  cpfCheckDigits: string;
  cnpjCheckDigits: string;
  cpfFormat: string;
  cnpjFormat: string;
  email: string;
  phone: string;
  cep: string;
  date: string;
  money: string;
  integer: string;
  enumValue: (allowed: readonly string[]) => string;
  boolean: string;
  tagTooLong: (tag: string, max: number) => string;
  duplicate: (label: string, firstRow: number) => string;
  mappingRequired: (label: string) => string;
  mappingOutOfRange: (label: string) => string;
  mappingReused: (header: string, first: string, second: string) => string;
}

function listPt(values: readonly string[]): string {
  if (values.length <= 1) return values.join("");
  return `${values.slice(0, -1).join(", ")} ou ${values[values.length - 1]}`;
}

function listEn(values: readonly string[]): string {
  if (values.length <= 1) return values.join("");
  return `${values.slice(0, -1).join(", ")} or ${values[values.length - 1]}`;
}

export const IMPORT_MESSAGES_PT_BR: ImportMessages = {
  required: "Campo obrigatório",
  tooLong: (max) => `Texto muito longo: no máximo ${max} caracteres`,
  documentLength: "CPF/CNPJ inválido: informe 11 dígitos (CPF) ou 14 caracteres (CNPJ)",
  cpfLength: "CPF inválido: informe 11 dígitos",
  cnpjLength: "CNPJ inválido: informe 14 caracteres",
  cpfRepeatedDigits: "CPF inválido (todos os dígitos iguais)",
  cnpjRepeatedDigits: "CNPJ inválido (todos os caracteres iguais)",
  cpfCheckDigits: "CPF inválido (dígito verificador)",
  cnpjCheckDigits: "CNPJ inválido (dígito verificador)",
  cpfFormat: "CPF inválido: use 000.000.000-00 ou só os dígitos",
  cnpjFormat: "CNPJ inválido: use 00.000.000/0000-00 ou só os caracteres",
  email: "E-mail inválido: use nome@dominio.com.br",
  phone: "Telefone inválido: use (11) 91234-5678",
  cep: "CEP inválido: use 00000-000",
  date: "Data inválida: use dd/MM/aaaa",
  money: "Valor inválido: use 1.234,56",
  integer: "Número inválido: use só dígitos, sem casas decimais",
  enumValue: (allowed) => `Valor não aceito: use ${listPt(allowed)}`,
  boolean: "Valor inválido: use Sim ou Não",
  tagTooLong: (tag, max) => `Tag muito longa ("${tag}"): no máximo ${max} caracteres`,
  duplicate: (label, firstRow) => `${label} repetido no arquivo (já aparece na linha ${firstRow})`,
  mappingRequired: (label) => `Coluna obrigatória não associada: ${label}`,
  mappingOutOfRange: (label) => `${label}: a coluna escolhida não existe no arquivo`,
  mappingReused: (header, first, second) => `A coluna "${header}" do arquivo foi associada a ${first} e a ${second}`,
};

export const IMPORT_MESSAGES_EN_US: ImportMessages = {
  required: "Required",
  tooLong: (max) => `Too long: at most ${max} characters`,
  documentLength: "Invalid CPF/CNPJ: enter 11 digits (CPF) or 14 characters (CNPJ)",
  cpfLength: "Invalid CPF: enter 11 digits",
  cnpjLength: "Invalid CNPJ: enter 14 characters",
  cpfRepeatedDigits: "Invalid CPF (all digits equal)",
  cnpjRepeatedDigits: "Invalid CNPJ (all characters equal)",
  cpfCheckDigits: "Invalid CPF (check digits)",
  cnpjCheckDigits: "Invalid CNPJ (check digits)",
  cpfFormat: "Invalid CPF: use 000.000.000-00 or digits only",
  cnpjFormat: "Invalid CNPJ: use 00.000.000/0000-00 or characters only",
  email: "Invalid e-mail: use name@domain.com",
  phone: "Invalid phone: use (11) 91234-5678",
  cep: "Invalid CEP: use 00000-000",
  date: "Invalid date: use dd/MM/yyyy",
  money: "Invalid amount: use 1.234,56",
  integer: "Invalid number: digits only, no decimals",
  enumValue: (allowed) => `Value not accepted: use ${listEn(allowed)}`,
  boolean: "Invalid value: use Yes or No",
  tagTooLong: (tag, max) => `Tag too long ("${tag}"): at most ${max} characters`,
  duplicate: (label, firstRow) => `${label} repeated in the file (already on row ${firstRow})`,
  mappingRequired: (label) => `Required column not mapped: ${label}`,
  mappingOutOfRange: (label) => `${label}: the chosen column does not exist in the file`,
  mappingReused: (header, first, second) => `The file's column "${header}" is mapped to both ${first} and ${second}`,
};
