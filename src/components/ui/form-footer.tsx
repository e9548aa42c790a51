import { useTranslations } from "use-intl";
import { cn } from "~/lib/cn";
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
  alertClassName,
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
  /** Merged into the error line's classes (e.g. its gap). */
  alertClassName?: string;
}) {
  const t = useTranslations("common");
  const general =
    error && (!Object.keys(fieldErrors).length || fieldErrors.version)
      ? fieldErrors.version
        ? (staleMessage ?? fieldErrors.version)
        : messageOf(error, t("error"))
      : null;
  return (
    <>
      {general ? (
        <div role="alert" className={cn("flex flex-wrap items-center gap-2 text-sm text-danger", alertClassName)}>
          <span>{general}</span>
          {fieldErrors.version && onReload ? (
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
