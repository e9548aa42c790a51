import { checkMapping, isUniqueColumn, type ImportColumn, type ImportMapping, type ImportValues } from "./columns";
import { IMPORT_MESSAGES_PT_BR, type ImportMessages } from "./messages";
import { parseCell } from "./parse-cell";
import { type ImportRow } from "./table";

export interface ImportCellError {
  /** The column's label, as the user knows it ("CPF/CNPJ"). */
  readonly column: string;
  readonly columnKey: string;
  readonly message: string;
}

export type ValidRow<Cs extends readonly ImportColumn[]> = { readonly ok: true; readonly row: number; readonly values: ImportValues<Cs> };
/** A rejected row keeps its original cells, for the rejected-rows file. */
export type RejectedRow = { readonly ok: false; readonly row: number; readonly errors: ImportCellError[]; readonly cells: readonly string[] };
export type ValidatedRow<Cs extends readonly ImportColumn[]> = ValidRow<Cs> | RejectedRow;

export interface ValidationSummary {
  readonly total: number;
  readonly valid: number;
  readonly invalid: number;
  /** Rows rejected (at least) because a unique value repeats an earlier row of the file. */
  readonly duplicates: number;
  /** Errors per column label, for "CPF/CNPJ: 12 erros". */
  readonly errorsByColumn: Readonly<Record<string, number>>;
}

/** The mapping cannot be used (a required column unmapped, an index out of range, a header used twice). */
export class ImportMappingError extends Error {
  constructor(readonly problems: readonly { columnKey: string; message: string }[]) {
    super(problems.map((p) => p.message).join("; "));
    this.name = "ImportMappingError";
  }
}

export interface RowValidatorOptions {
  readonly messages?: ImportMessages;
  /** The file's headers, to check mapping indexes against; without them only required columns are checked. */
  readonly headers?: readonly string[];
}

export interface RowValidator<Cs extends readonly ImportColumn[]> {
  validate(row: ImportRow): ValidatedRow<Cs>;
  summary(): ValidationSummary;
}

/** Key under which a unique value is compared: documents and e-mails are already normalised by parseCell. */
function uniqueKey(value: unknown): string | null {
  return typeof value === "string" && value !== "" ? value : null;
}

/**
 * A stateful validator for streaming imports: validate rows one by one (memory holds one entry per unique value
 * seen, for the duplicates check). Throws ImportMappingError when the mapping cannot be used.
 */
export function createRowValidator<const Cs extends readonly ImportColumn[]>(columns: Cs, mapping: ImportMapping<Cs>, options: RowValidatorOptions = {}): RowValidator<Cs> {
  const messages = options.messages ?? IMPORT_MESSAGES_PT_BR;
  const indexes = mapping as Partial<Record<string, number | null>>;
  // Without the headers, any non-negative index is taken as in range (a short row just has empty cells there).
  const widest = Math.max(0, ...Object.values(indexes).map((i) => (typeof i === "number" && Number.isFinite(i) ? i + 1 : 0)));
  const problems = checkMapping(mapping, columns, options.headers ?? Array<string>(widest).fill(""), messages);
  if (problems.length > 0) throw new ImportMappingError(problems);

  const seen = new Map<string, Map<string, number>>();
  for (const column of columns) if (isUniqueColumn(column)) seen.set(column.key, new Map());
  let total = 0;
  let valid = 0;
  let duplicates = 0;
  const errorsByColumn: Record<string, number> = {};

  return {
    validate(row) {
      total += 1;
      const values: Record<string, unknown> = {};
      const errors: ImportCellError[] = [];
      let duplicate = false;
      for (const column of columns) {
        const index = indexes[column.key];
        const raw = index === undefined || index === null ? undefined : row.cells[index];
        const result = parseCell(column, raw, messages);
        if (!result.ok) {
          errors.push({ column: column.label, columnKey: column.key, message: result.message });
          continue;
        }
        values[column.key] = result.value;
        const key = uniqueKey(result.value);
        const firstRows = seen.get(column.key);
        if (key === null || !firstRows) continue;
        const firstRow = firstRows.get(key);
        if (firstRow === undefined) {
          firstRows.set(key, row.row);
        } else {
          duplicate = true;
          errors.push({ column: column.label, columnKey: column.key, message: messages.duplicate(column.label, firstRow) });
        }
      }
      if (errors.length === 0) {
        valid += 1;
        return { ok: true, row: row.row, values: values as ImportValues<Cs> };
      }
      if (duplicate) duplicates += 1;
      for (const error of errors) errorsByColumn[error.column] = (errorsByColumn[error.column] ?? 0) + 1;
      return { ok: false, row: row.row, errors, cells: row.cells };
    },
    summary: () => ({ total, valid, invalid: total - valid, duplicates, errorsByColumn: { ...errorsByColumn } }),
  };
}

export interface ValidationResult<Cs extends readonly ImportColumn[]> {
  readonly results: ValidatedRow<Cs>[];
  readonly summary: ValidationSummary;
}

/**
 * Validates every row of a parsed file against the columns: each row comes back either valid with its parsed
 * values, or rejected with one pt-BR error per faulty cell (and a duplicate error on the later of two rows
 * sharing a document or e-mail). Throws ImportMappingError when the mapping cannot be used.
 */
export function validateRows<const Cs extends readonly ImportColumn[]>(
  rows: Iterable<ImportRow>,
  mapping: ImportMapping<Cs>,
  columns: Cs,
  options: RowValidatorOptions = {},
): ValidationResult<Cs> {
  const validator = createRowValidator(columns, mapping, options);
  const results: ValidatedRow<Cs>[] = [];
  for (const row of rows) results.push(validator.validate(row));
  return { results, summary: validator.summary() };
}
