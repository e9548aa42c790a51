import { HandIcon, ListChecksIcon, Trash2Icon, UserRoundCogIcon } from "lucide-react";
import { useSession } from "next-auth/react";
import { useState } from "react";
import { useTranslations } from "use-intl";
import { ConfirmBulkDialog } from "~/components/list/confirm-bulk-dialog";
import { notifyWithUndo } from "~/components/list/undo-toast";
import { notify } from "~/components/toast/notify";
import { Button } from "~/components/ui/button";
import { api } from "~/utils/api";
import { messageOf } from "~/utils/trpc-errors";
import { BulkAssignDialog } from "./bulk-assign-dialog";
import { BulkGeneralError } from "./bulk-general-error";
import { BulkStatusDialog, type BulkStatusResult } from "./bulk-status-dialog";

type Action = "assign" | "status" | "delete";
const REFUSED_SHOWN = 3;

/**
 * Bulk actions of the leads list (inside the BulkBar): assign (Gestor / Administrador), take pool leads
 * (Vendedor), change status, delete with undo. Each states how many leads it touches.
 */
export function LeadsBulkActions({ ids, poolIds, onDone }: { ids: string[]; poolIds: string[]; onDone: () => void }) {
  const t = useTranslations("leadsList.bulk");
  const tc = useTranslations("common");
  const { data: session } = useSession();
  const role = session?.user?.role;
  const mayAssign = role === "admin" || role === "manager";
  const utils = api.useUtils();
  const [open, setOpen] = useState<Action | null>(null);
  const [targets, setTargets] = useState<string[]>([]);

  const refresh = () => Promise.all([utils.leads.list.invalidate(), utils.leads.count.invalidate(), utils.leads.kanbanCounts.invalidate()]);
  const finish = async (message: string) => {
    await refresh();
    setOpen(null);
    onDone();
    notify.success(message);
  };
  const statusDone = async (r: BulkStatusResult) => {
    await finish(t("statusDone", { count: r.count }));
    if (r.refused.length) {
      const list = r.refused
        .slice(0, REFUSED_SHOWN)
        .map((x) => `${x.name}: ${x.message}`)
        .join(" · ");
      notify.error(t("statusRefused", { count: r.refused.length, list, more: Math.max(0, r.refused.length - REFUSED_SHOWN) }));
    }
  };
  const take = api.leads.assign.useMutation({
    onSuccess: (r) => finish(t("takeDone", { count: r.count })),
    onError: (err) => notify.error(messageOf(err, tc("error"))),
  });
  // The toast outlives this component (the bar goes away with the selection): undo calls the client directly.
  const undo = (restoreIds: string[]) =>
    void utils.client.leads.restore
      .mutate({ ids: restoreIds })
      .then(async (r) => {
        await refresh();
        notify.success(t("restored", { count: r.count }));
      })
      .catch((err: unknown) => notify.error(messageOf(err, tc("error"))));
  const remove = api.leads.delete.useMutation({
    onSuccess: async (r, input) => {
      await refresh();
      setOpen(null);
      onDone();
      notifyWithUndo(t("removeDone", { count: r.count }), t("undo"), () => undo(input.ids));
    },
  });

  function start(action: Action) {
    remove.reset();
    // A fixed copy: the dialogs reset when they open for a new selection.
    setTargets([...ids]);
    setOpen(action);
  }
  const close = (o: boolean) => !o && setOpen(null);

  return (
    <>
      {mayAssign ? (
        <Button variant="secondary" size="sm" onClick={() => start("assign")}>
          <UserRoundCogIcon aria-hidden />
          {t("assign")}
        </Button>
      ) : null}
      {role === "seller" && poolIds.length && session?.user ? (
        <Button variant="secondary" size="sm" loading={take.isPending} onClick={() => take.mutate({ ids: poolIds, ownerId: session.user.id })}>
          <HandIcon aria-hidden />
          {t("take", { count: poolIds.length })}
        </Button>
      ) : null}
      <Button variant="secondary" size="sm" onClick={() => start("status")}>
        <ListChecksIcon aria-hidden />
        {t("status")}
      </Button>
      <Button variant="secondary" size="sm" className="text-danger" onClick={() => start("delete")}>
        <Trash2Icon aria-hidden />
        {t("remove")}
      </Button>

      {mayAssign ? <BulkAssignDialog ids={targets} open={open === "assign"} onOpenChange={close} onDone={(count) => finish(t("assignDone", { count }))} /> : null}
      <BulkStatusDialog ids={targets} open={open === "status"} onOpenChange={close} onDone={statusDone} />
      <ConfirmBulkDialog
        open={open === "delete"}
        title={t("removeTitle", { count: targets.length })}
        description={t("removeDescription")}
        confirmLabel={t("remove")}
        danger
        pending={remove.isPending}
        onConfirm={() => remove.mutate({ ids: targets })}
        onOpenChange={close}
      >
        <BulkGeneralError error={remove.error} fields={[]} />
      </ConfirmBulkDialog>
    </>
  );
}
