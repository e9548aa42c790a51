import { useTranslations } from "use-intl";
import { messageOf } from "~/utils/trpc-errors";
import { Button } from "./button";

/**
 * The end of a dialog form: the error no field shows (a stale version, or any message the
 * server gave without a field), then Cancelar and the submit button.
 */
export function FormFooter({
  error,
  fieldErrors,
  pending,
  isNew,
  onCancel,
  submitLabel,
  onReload,
  reloadLabel,
  staleMessage,
}: {
  error: unknown;
  fieldErrors: Record<string, string | undefined>;
  pending: boolean;
  isNew: boolean;
  /** Without it there is no Cancelar (a form that is a page of its own). */
  onCancel?: () => void;
  /** Replaces "Criar"/"Salvar" when the action has its own name ("Registrar venda"). */
  submitLabel?: string;
  /** On a stale version, offers to load the saved data (the form keeps what the user typed). */
  onReload?: () => void;
  reloadLabel?: string;
  /** Replaces the server's message on a stale version. */
  staleMessage?: string;
}) {
  const t = useTranslations("common");
  const stale = fieldErrors.version;
  // A stale version always shows here; any other error only when no field shows it.
  const general = !error ? null : stale ? (staleMessage ?? stale) : Object.keys(fieldErrors).length ? null : messageOf(error, t("error"));
  return (
    <>
      {general ? (
        <div role="alert" className="flex flex-wrap items-center gap-2 text-sm text-danger">
          <span>{general}</span>
          {stale && onReload ? (
            <Button variant="outline" size="sm" onClick={onReload}>
              {reloadLabel ?? t("retry")}
            </Button>
          ) : null}
        </div>
      ) : null}
      <div className="flex justify-end gap-2">
        {onCancel ? (
          <Button variant="secondary" onClick={onCancel}>
            {t("cancel")}
          </Button>
        ) : null}
        <Button type="submit" disabled={pending}>
          {pending ? t("saving") : (submitLabel ?? (isNew ? t("create") : t("save")))}
        </Button>
      </div>
    </>
  );
}
