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
}: {
  error: unknown;
  fieldErrors: Record<string, string | undefined>;
  pending: boolean;
  isNew: boolean;
  onCancel: () => void;
}) {
  const t = useTranslations("common");
  const general = error && (!Object.keys(fieldErrors).length || fieldErrors.version) ? (fieldErrors.version ?? messageOf(error, t("error"))) : null;
  return (
    <>
      {general ? (
        <p role="alert" className="text-sm text-danger">
          {general}
        </p>
      ) : null}
      <div className="flex justify-end gap-2">
        <Button variant="secondary" onClick={onCancel}>
          {t("cancel")}
        </Button>
        <Button type="submit" disabled={pending}>
          {pending ? t("saving") : isNew ? t("create") : t("save")}
        </Button>
      </div>
    </>
  );
}
