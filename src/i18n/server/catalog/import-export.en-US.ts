import { IMPORT_MESSAGES_EN_US, IMPORT_MESSAGES_PT_BR, type ImportMessages } from "~/features/import-export/messages";
import type { ServerCatalog, ServerTranslation } from "./types";

type AnyMessage = string | ((...args: string[]) => string);

/**
 * The import validation messages already have both languages (features/import-export/messages.ts): each pair
 * becomes an entry, a function's pair a template rendered with placeholders for its arguments.
 */
function importMessagePairs(): ServerCatalog {
  const out: ServerCatalog = {};
  const args = ["{a}", "{b}", "{c}"];
  for (const key of Object.keys(IMPORT_MESSAGES_PT_BR) as (keyof ImportMessages)[]) {
    const pt = IMPORT_MESSAGES_PT_BR[key] as AnyMessage;
    const en = IMPORT_MESSAGES_EN_US[key] as AnyMessage;
    if (typeof pt === "string" && typeof en === "string") out[pt] = en;
    else if (key === "enumValue") out[IMPORT_MESSAGES_PT_BR.enumValue(["{a}"])] = enumValueEn;
    else if (typeof pt === "function" && typeof en === "function") out[pt(...args)] = en(...args);
  }
  return out;
}

/** "Valor não aceito: use PF ou PJ": the accepted values stay, the last " ou " becomes " or ". */
const enumValueEn: ServerTranslation = (p) => IMPORT_MESSAGES_EN_US.enumValue((p.a ?? "").split(/, | ou (?=[^,]*$)/));

/** Import and export: files, columns, rows, and the HTTP endpoints' own errors. */
export const IMPORT_EXPORT_EN_US = {
  ...importMessagePairs(),
  "Aspas não fechadas: confira as aspas deste campo": "Unclosed quotes: check the quotes of this field",
  'Aspas mal formadas: dentro de um campo entre aspas, escreva as aspas duas vezes ("")': 'Malformed quotes: inside a quoted field, write quotes twice ("")',
  'O arquivo mistura codificações de texto (UTF-8 e Windows-1252): salve-o novamente como "CSV UTF-8".':
    'The file mixes text encodings (UTF-8 and Windows-1252): save it again as "CSV UTF-8".',
  "O arquivo está vazio.": "The file is empty.",
  "Arquivos .xls (Excel 97-2003) não são aceitos: salve a planilha como .xlsx ou CSV e envie de novo.":
    "Files in .xls (Excel 97-2003) are not accepted: save the spreadsheet as .xlsx or CSV and upload again.",
  "Não foi possível ler a planilha: confira se o arquivo é um .xlsx válido.": "The spreadsheet could not be read: check that the file is a valid .xlsx.",
  "A planilha está vazia: a primeira linha deve ter os nomes das colunas.": "The spreadsheet is empty: the first row must have the column names.",
  "O arquivo está vazio: a primeira linha deve ter os nomes das colunas.": "The file is empty: the first row must have the column names.",
  "Corresponde ao mesmo cadastro da linha {row}": "Matches the same record as row {row}",
  "Motivo da rejeição": "Rejection reason",
  "{column}: {message}": "{column}: {message}",
  "Arquivo muito grande: o limite é 50 MB. Divida a planilha em arquivos menores.": "File too large: the limit is 50 MB. Split the spreadsheet into smaller files.",
  "A linha {row} tem uma célula com mais de {max} caracteres: confira o arquivo.": "Row {row} has a cell longer than {max} characters: check the file.",
  "Uma célula da planilha passa de {max} caracteres: confira o arquivo.": "A cell of the spreadsheet is longer than {max} characters: check the file.",
  "A linha {row} tem mais de {max} colunas: confira o arquivo.": "Row {row} has more than {max} columns: check the file.",
  "O arquivo passa do limite de {max} linhas: divida-o em arquivos menores.": "The file is over the limit of {max} rows: split it into smaller files.",
  "A linha {row} passa de {max} caracteres: confira as aspas e as quebras de linha do arquivo.": "Row {row} is longer than {max} characters: check the file's quotes and line breaks.",
  "A planilha descompactada passa do limite de {max} MB: divida-a em arquivos menores.": "The uncompressed spreadsheet is over the limit of {max} MB: split it into smaller files.",
  'O arquivo não é uma planilha: envie um .xlsx ou um CSV (texto; no Excel, "Salvar como" → "CSV UTF-8").':
    'The file is not a spreadsheet: upload an .xlsx or a CSV (text; in Excel, "Save as" → "CSV UTF-8").',
  "Arquivo muito grande.": "File too large.",
  "Associação de colunas inválida.": "Invalid column mapping.",
  "Etapa de importação inválida.": "Invalid import step.",
  "Escolha ignorar ou atualizar os registros existentes.": "Choose to skip or update the existing records.",
  "Você não tem permissão para importar nesta lista.": "You do not have permission to import into this list.",
  "Requisição recusada: envie o arquivo pela tela de importação do sistema.": "Request refused: send the file from the system's import screen.",
  "Esta lista não aceita importação.": "This list does not accept imports.",
  "Associe as colunas do arquivo antes de continuar.": "Map the file's columns before continuing.",
  "Formato de exportação inválido: use csv ou xlsx.": "Invalid export format: use csv or xlsx.",
  "Informe os registros a exportar.": "Enter the records to export.",
  "Selecione ao menos um registro para exportar.": "Select at least one record to export.",
  "Selecione no máximo {max} registros para exportar.": "Select at most {max} records to export.",
  "Formato inválido.": "Invalid format.",
  "Pedido de outro site recusado. Exporte pela tela do sistema.": "Request from another site refused. Export from the system's screen.",
  "Envie a seleção em JSON.": "Send the selection as JSON.",
  "Pedido de exportação inválido.": "Invalid export request.",
  "Use GET para exportar o filtro atual ou POST para uma seleção.": "Use GET to export the current filter or POST for a selection.",
  "Esta lista não pode ser exportada.": "This list cannot be exported.",
} satisfies ServerCatalog;
