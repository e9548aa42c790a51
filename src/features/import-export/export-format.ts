import { formatCep, formatDocument, formatPhoneBr } from "~/lib/brazil";
import { formatBRL, formatDate, formatDateTime } from "~/lib/format";

/**
 * Export columns: what a list exports and how each value is written. Values are formatted for Brazil:
 * money "1.234,56" (centavos in), dates dd/MM/yyyy in São Paulo time, booleans Sim/Não, CPF/CNPJ, phones
 * and CEPs with their masks.
 */
export const EXPORT_VALUE_TYPES = ["text", "money", "date", "datetime", "boolean", "integer", "number", "document", "phone", "cep", "tags"] as const;
export type ExportValueType = (typeof EXPORT_VALUE_TYPES)[number];

export interface ExportColumn<Row> {
  readonly key: string;
  readonly header: string;
  /** How to write the value; default "text". */
  readonly type?: ExportValueType;
  /** Reads the value from a row; default row[key]. */
  readonly value?: (row: Row) => unknown;
  /** XLSX column width in characters. */
  readonly width?: number;
}

export function defineExportColumns<Row>(columns: readonly ExportColumn<Row>[]): readonly ExportColumn<Row>[] {
  const keys = new Set<string>();
  for (const column of columns) {
    if (keys.has(column.key)) throw new Error(`Export column key repeated: ${column.key}`);
    keys.add(column.key);
  }
  return columns;
}

export function exportCellValue<Row>(column: ExportColumn<Row>, row: Row): unknown {
  if (column.value) return column.value(row);
  return row !== null && typeof row === "object" ? (row as Record<string, unknown>)[column.key] : undefined;
}

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Money in centavos as bigint, safe-integer number or digit string ("123456", what pg gives for bigint). */
export function toCentavos(value: unknown): bigint | null {
  if (typeof value === "bigint") return value;
  if (typeof value === "number" && Number.isSafeInteger(value)) return BigInt(value);
  if (typeof value === "string" && /^-?\d+$/.test(value)) return BigInt(value);
  return null;
}

/** "1.234,56" / "-1.234,56" from centavos: formatBRL without the currency symbol. */
export function formatMoneyPlain(centavos: bigint): string {
  return formatBRL(centavos, "pt-BR").replace(/R\$[\s\u00a0]*/, "");
}

function dateText(value: unknown, withTime: boolean): string {
  if (typeof value === "string") {
    const day = ISO_DAY.exec(value);
    if (day) return `${day[3]}/${day[2]}/${day[1]}`; // a calendar day (SQL date): no time zone involved
  }
  const instant = value instanceof Date ? value : typeof value === "number" || typeof value === "string" ? new Date(value) : null;
  if (instant === null || Number.isNaN(instant.getTime())) return "";
  return withTime ? formatDateTime(instant) : formatDate(instant);
}

function numberText(value: unknown): string {
  if (typeof value === "bigint") return value.toString();
  if (typeof value === "number" && Number.isFinite(value)) return String(value).replace(".", ",");
  return typeof value === "string" ? value : "";
}

function plainText(value: unknown): string {
  if (Array.isArray(value)) return value.map(plainText).filter((t) => t !== "").join(", ");
  if (value instanceof Date) return dateText(value, true);
  if (typeof value === "boolean") return value ? "Sim" : "Não";
  if (typeof value === "string") return value;
  if (typeof value === "number" || typeof value === "bigint") return numberText(value);
  return "";
}

/** A value as export text (not yet neutralised): "" for null/undefined. */
export function formatExportText(type: ExportValueType, value: unknown): string {
  if (value === null || value === undefined) return "";
  switch (type) {
    case "money": {
      const centavos = toCentavos(value);
      return centavos === null ? plainText(value) : formatMoneyPlain(centavos);
    }
    case "date":
      return dateText(value, false);
    case "datetime":
      return dateText(value, true);
    case "boolean":
      return typeof value === "boolean" ? (value ? "Sim" : "Não") : plainText(value);
    case "integer":
    case "number":
      return numberText(value);
    case "document":
      return formatDocument(plainText(value));
    case "phone":
      return formatPhoneBr(plainText(value));
    case "cep":
      return formatCep(plainText(value));
    case "tags":
    case "text":
      return plainText(value);
  }
}
