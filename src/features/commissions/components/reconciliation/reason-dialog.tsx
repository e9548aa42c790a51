import { useId, useState } from "react";
import { useTranslations } from "use-intl";
import { Label } from "~/components/ui/label";
import { inputClassName } from "~/components/ui/input";
import { cn } from "~/lib/cn";
import { DecisionDialog } from "./decision-dialog";
import { REASON_MAX, reasonProblem } from "./helpers";

/** Asks the reason a decision needs (it stays in the commission history); the confirm button waits for the server. */
export function ReasonDialog(props: { open: boolean; title: string; body: string; pending: boolean; serverError: string | null; onCancel: () => void; onConfirm: (reason: string) => void }) {
  const t = useTranslations("commissionReconciliation.actions");
  const id = useId();
  const [reason, setReason] = useState("");
  const [touched, setTouched] = useState(false);
  const problem = reasonProblem(reason);
  const shown = touched && problem ? (problem === "short" ? t("reasonShort") : t("reasonLong")) : props.serverError;

  const submit = () => {
    setTouched(true);
    if (problem) return false;
    props.onConfirm(reason.trim());
    return true;
  };

  return (
    <DecisionDialog open={props.open} title={props.title} body={props.body} pending={props.pending} onCancel={props.onCancel} onSubmit={submit}>
      <div className="flex flex-col gap-1">
        <Label htmlFor={`${id}-reason`}>{t("reason")}</Label>
        <textarea
          id={`${id}-reason`}
          value={reason}
          maxLength={REASON_MAX + 50}
          rows={3}
          aria-invalid={shown ? true : undefined}
          aria-describedby={`${id}-hint ${id}-error`}
          onChange={(e) => setReason(e.target.value)}
          onBlur={() => setTouched(true)}
          className={cn(inputClassName, "h-auto min-h-20 py-2")}
        />
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
          {t("reasonHint")}
        </p>
        <p id={`${id}-error`} role={shown ? "alert" : undefined} className="text-sm text-danger">
          {shown}
        </p>
      </div>
    </DecisionDialog>
  );
}
