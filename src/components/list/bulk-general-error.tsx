import { useTranslations } from "use-intl";
import { fieldErrorsOf, messageOf } from "~/utils/trpc-errors";

/** A bulk action's error that no field of its dialog shows (e.g. FORBIDDEN), below the inputs. */
export function BulkGeneralError({ error, fields }: { error: unknown; fields: readonly string[] }) {
  const tc = useTranslations("common");
  if (!error) return null;
  const byField = fieldErrorsOf(error);
  if (fields.some((f) => byField[f])) return null;
  return (
    <p role="alert" className="text-sm font-medium text-danger">
      {messageOf(error, tc("error"))}
    </p>
  );
}
