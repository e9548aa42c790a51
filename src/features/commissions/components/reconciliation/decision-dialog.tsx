import type { FormEvent, ReactNode } from "react";
import { useTranslations } from "use-intl";
import { Button } from "~/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "~/components/ui/dialog";
import { useSubmitOnce } from "~/components/ui/use-submit-once";
import { cn } from "~/lib/cn";

/**
 * The frame of a line decision (a hand match, a reason to accept or ignore): title, what it does, the
 * fields, then Cancelar and Confirmar. While the server works the dialog cannot be dismissed and the
 * confirm button shows it is saving, so a double click or an Esc never leaves a decision half known.
 * `onSubmit` answers whether it sent the decision (false: a field is invalid, the user may try again).
 */
export function DecisionDialog(props: { open: boolean; title: string; body: string; pending: boolean; className?: string; onCancel: () => void; onSubmit: () => boolean; children: ReactNode }) {
  const t = useTranslations("commissionReconciliation.actions");
  const submitOnce = useSubmitOnce(props.pending, props.open);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    submitOnce(props.onSubmit);
  };
  return (
    <Dialog open={props.open} onOpenChange={(open) => !open && !props.pending && props.onCancel()}>
      <DialogContent className={cn("sm:max-w-lg", props.className)}>
        <form onSubmit={submit} className="flex flex-col gap-4" noValidate>
          <DialogHeader>
            <DialogTitle>{props.title}</DialogTitle>
            <DialogDescription>{props.body}</DialogDescription>
          </DialogHeader>
          {props.children}
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
