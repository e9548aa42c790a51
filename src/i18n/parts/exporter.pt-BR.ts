/** Texts of the export menu of the lists (pt-BR). */
export const exporterPtBR = {
  trigger: "Exportar",
  selection: "Exportar seleção ({count, number})",
  menuLabel: "Formato do arquivo",
  csv: "CSV (Excel)",
  xlsx: "XLSX",
  busy: "Exportando…",
  limit: "Até {max} linhas",
  tooMany: "Selecione no máximo {max} registros para exportar.",
  failed: "Não foi possível exportar. Tente novamente.",
  done: "Arquivo {filename} baixado.",
} as const;
