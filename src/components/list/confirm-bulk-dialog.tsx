import type { ReactNode } from "react";
import { useTranslations } from "use-intl";
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from "~/components/ui/alert-dialog";
import { Button } from "~/components/ui/button";
import { useSubmitOnce } from "~/components/ui/use-submit-once";

/**
 * Confirmation of a bulk action: the title states how many rows it touches; `children` holds the
 * action's own input (an owner picker, a tag). Confirm stays disabled until `ready`.
 */
export function ConfirmBulkDialog({
  open,
  title,
  description,
  confirmLabel,
  danger = false,
  ready = true,
  pending,
  onConfirm,
  onOpenChange,
  children,
}: {
  open: boolean;
  title: string;
  description?: string;
  confirmLabel?: string;
  danger?: boolean;
  ready?: boolean;
  pending: boolean;
  onConfirm: () => void;
  onOpenChange: (open: boolean) => void;
  children?: ReactNode;
}) {
  const t = useTranslations("listTools.bulk");
  const tc = useTranslations("common");
  const submitOnce = useSubmitOnce(pending, open);
  return (
    <AlertDialog open={open} onOpenChange={onOpenChange}>
      <AlertDialogContent>
        <form
          className="grid gap-4"
          onSubmit={(e) => {
            e.preventDefault();
            if (ready) submitOnce(onConfirm);
          }}
        >
          <AlertDialogHeader>
            <AlertDialogTitle>{title}</AlertDialogTitle>
            {description ? <AlertDialogDescription>{description}</AlertDialogDescription> : null}
          </AlertDialogHeader>
          {children}
          <AlertDialogFooter>
            <AlertDialogCancel type="button">{tc("cancel")}</AlertDialogCancel>
            {/* A submit button, not Radix's Action (which closes at once): the caller closes on success. */}
            <Button type="submit" variant={danger ? "danger" : "primary"} disabled={!ready} loading={pending} data-testid="bulk-confirm">
              {confirmLabel ?? t("confirm")}
            </Button>
          </AlertDialogFooter>
        </form>
      </AlertDialogContent>
    </AlertDialog>
  );
}
