import { defineImportColumns } from "~/features/import-export/columns";

/** The fields a partner statement can give us; the column mapping is saved once per partner. */
export const STATEMENT_COLUMNS = defineImportColumns([
  {
    key: "reference",
    label: "Contrato / apólice / proposta / cota",
    type: "text",
    maxLength: 80,
    aliases: ["contrato", "apólice", "apolice", "proposta", "cota", "nº do contrato", "numero do contrato", "nº da apólice", "numero da apolice", "referência", "referencia"],
  },
  { key: "installment", label: "Parcela", type: "integer", aliases: ["parcela", "nº da parcela", "numero da parcela", "prestação"] },
  { key: "document", label: "CPF/CNPJ", type: "document", unique: false },
  { key: "competence", label: "Competência", type: "date", aliases: ["competência", "competencia", "data", "data de pagamento", "mês", "mes"] },
  { key: "customerName", label: "Cliente", type: "text", maxLength: 200, aliases: ["cliente", "segurado", "beneficiário", "consorciado", "nome"] },
  { key: "amount", label: "Valor", type: "money", required: true, aliases: ["valor", "comissão", "comissao", "valor da comissão", "valor pago", "valor líquido"] },
] as const);
