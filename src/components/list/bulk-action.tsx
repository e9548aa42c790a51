import { Trash2Icon } from "lucide-react";
import { useState } from "react";
import { useTranslations } from "use-intl";
import { notify } from "~/components/toast/notify";
import { Button } from "~/components/ui/button";
import { messageOf } from "~/utils/trpc-errors";
import { BulkGeneralError } from "./bulk-general-error";
import { ConfirmBulkDialog } from "./confirm-bulk-dialog";
import { notifyWithUndo } from "./undo-toast";

/** The texts every list's bulk delete words in its own terms ("2 leads", "2 clientes"). */
type BulkRemoveKey = "remove" | "removeTitle" | "removeDescription" | "removeDone" | "undo" | "restored";
/** The list's bulk namespace (`useTranslations("leadsList.bulk")`), which has those keys. */
export type BulkTranslate = (key: BulkRemoveKey, values?: { count: number }) => string;

/**
 * What the bulk actions of a list share: which confirmation is open, how an action ends (the list
 * refreshed, the dialog closed, the selection cleared, a toast), and a delete's undo toast.
 */
export function useBulkActions<A extends string>({
  t,
  refresh,
  restore,
  onDone,
}: {
  t: BulkTranslate;
  refresh: () => Promise<unknown>;
  /** Undoes a delete; the toast outlives the bar (it goes away with the selection), so call the client directly. */
  restore: (ids: string[]) => Promise<{ count: number }>;
  onDone: () => void;
}) {
  const tc = useTranslations("common");
  const [open, setOpen] = useState<A | null>(null);
  const end = async () => {
    await refresh();
    setOpen(null);
    onDone();
  };
  const undo = (ids: string[]) =>
    void restore(ids)
      .then(async (r) => {
        await refresh();
        notify.success(t("restored", { count: r.count }));
      })
      .catch((err: unknown) => notify.error(messageOf(err, tc("error"))));
  return {
    open,
    setOpen,
    close: (o: boolean) => !o && setOpen(null),
    /** After an action: refresh, close, clear the selection, then say what happened. */
    finish: async (message: string) => {
      await end();
      notify.success(message);
    },
    /** After a delete: the same, with a "Desfazer" toast that restores `ids`. */
    removed: async (count: number, ids: string[]) => {
      await end();
      notifyWithUndo(t("removeDone", { count }), t("undo"), () => undo(ids));
    },
  };
}

/** The bar's "Excluir" button and its confirmation, which states how many rows go. */
export function BulkRemove({
  t,
  count,
  open,
  pending,
  error,
  onStart,
  onConfirm,
  onOpenChange,
}: {
  t: BulkTranslate;
  count: number;
  open: boolean;
  pending: boolean;
  error: unknown;
  onStart: () => void;
  onConfirm: () => void;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <>
      <Button variant="secondary" size="sm" className="text-danger" onClick={onStart}>
        <Trash2Icon aria-hidden />
        {t("remove")}
      </Button>
      <ConfirmBulkDialog
        open={open}
        title={t("removeTitle", { count })}
        description={t("removeDescription")}
        confirmLabel={t("remove")}
        danger
        pending={pending}
        onConfirm={onConfirm}
        onOpenChange={onOpenChange}
      >
        <BulkGeneralError error={error} fields={[]} />
      </ConfirmBulkDialog>
    </>
  );
}
