import type { ServerTranslator } from "~/i18n/server/translate";
import type { ImportCellError } from "../validate";

/**
 * An import's answers in the user's language: the importers write their column labels and row messages in
 * pt-BR, and the endpoints pass what they send through the server translator (src/i18n/server/translate.ts).
 */

export function localizeColumns<C extends { label: string }>(columns: readonly C[], t: ServerTranslator): C[] {
  return columns.map((c) => ({ ...c, label: t(c.label) }));
}

export function localizeCellErrors<E extends Pick<ImportCellError, "column" | "message">>(errors: readonly E[], t: ServerTranslator): E[] {
  return errors.map((e) => ({ ...e, column: t(e.column), message: t(e.message) }));
}

/** A preview's or a commit's result: every row error (column and message), every notice and every warning. */
export function localizeRunResult<
  R extends { errors: readonly { column: string; message: string }[]; notices: readonly { message: string }[]; warnings?: readonly { message: string }[] },
>(result: R, t: ServerTranslator): R {
  return {
    ...result,
    errors: localizeCellErrors(result.errors, t),
    notices: result.notices.map((n) => ({ ...n, message: t(n.message) })),
    ...(result.warnings ? { warnings: result.warnings.map((w) => ({ ...w, message: t(w.message) })) } : {}),
  };
}

export function localizeProblems<P extends { message: string }>(problems: readonly P[], t: ServerTranslator): P[] {
  return problems.map((p) => ({ ...p, message: t(p.message) }));
}
