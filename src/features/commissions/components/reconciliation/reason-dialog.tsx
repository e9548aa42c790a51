import { useId, useState, type FormEvent } from "react";
import { useTranslations } from "use-intl";
import { Button } from "~/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "~/components/ui/dialog";
import { Label } from "~/components/ui/label";
import { inputClassName } from "~/components/ui/input";
import { cn } from "~/lib/cn";
import { REASON_MAX, reasonProblem } from "./helpers";

/** Asks the reason a decision needs (it stays in the commission history); the confirm button waits for the server. */
export function ReasonDialog(props: { open: boolean; title: string; body: string; pending: boolean; serverError: string | null; onCancel: () => void; onConfirm: (reason: string) => void }) {
  const t = useTranslations("commissionReconciliation.actions");
  const id = useId();
  const [reason, setReason] = useState("");
  const [touched, setTouched] = useState(false);
  const problem = reasonProblem(reason);
  const shown = touched && problem ? (problem === "short" ? t("reasonShort") : t("reasonLong")) : props.serverError;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setTouched(true);
    if (problem || props.pending) return;
    props.onConfirm(reason.trim());
  };

  return (
    <Dialog open={props.open} onOpenChange={(open) => !open && !props.pending && props.onCancel()}>
      <DialogContent className="sm:max-w-lg">
        <form onSubmit={submit} className="flex flex-col gap-4" noValidate>
          <DialogHeader>
            <DialogTitle>{props.title}</DialogTitle>
            <DialogDescription>{props.body}</DialogDescription>
          </DialogHeader>
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
          <DialogFooter>
            <Button type="button" variant="outline" onClick={props.onCancel} disabled={props.pending}>
              {t("cancel")}
            </Button>
            <Button type="submit" loading={props.pending}>
              {props.pending ? t("saving") : t("confirm")}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
