import { useTranslations } from "use-intl";
import { Button } from "~/components/ui/button";

/** The form's general error; a version conflict (someone saved first) also offers to reload. */
export function FormErrorNotice({ message, conflict, onReload }: { message: string; conflict: boolean; onReload: () => void }) {
  const t = useTranslations("partners");
  return (
    <div role="alert" className="flex flex-wrap items-center gap-2 text-sm text-danger">
      <span>{message}</span>
      {conflict ? (
        <Button variant="outline" size="sm" onClick={onReload}>
          {t("conflictReload")}
        </Button>
      ) : null}
    </div>
  );
}
