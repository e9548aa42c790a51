/**
 * CSV/formula injection (OWASP): a spreadsheet treats a cell starting with = + - @ (or a tab / carriage
 * return before one) as a formula. Exported text cells that start so get a leading apostrophe, which
 * spreadsheets show as text. Plain numbers ("-1.234,56", "-10", "+5") are not formulas and stay as they are.
 */
const FORMULA_TRIGGER = /^[=+\-@\t\r]/;
/** A plain number, Brazilian ("-1.234,56") or bare ("-1234.5"): safe, and must keep working as a number. */
const PLAIN_NUMBER = /^[+-]?(?:\d{1,3}(?:\.\d{3})+|\d+)(?:,\d+)?$|^[+-]?\d+(?:\.\d+)?$/;

export function neutraliseCell(value: string): string {
  if (!FORMULA_TRIGGER.test(value) || PLAIN_NUMBER.test(value)) return value;
  return `'${value}`;
}

/** Undoes neutraliseCell on import, so a re-imported export or rejected-rows file reads "+55 11 …", not "'+55 11 …". */
export function restoreNeutralisedCell(value: string): string {
  return value.startsWith("'") && FORMULA_TRIGGER.test(value.slice(1)) ? value.slice(1) : value;
}
