import { HandIcon, ListChecksIcon, UserRoundCogIcon } from "lucide-react";
import { useSession } from "next-auth/react";
import { useState } from "react";
import { useTranslations } from "use-intl";
import { BulkRemove, useBulkActions } from "~/components/list/bulk-action";
import { notify } from "~/components/toast/notify";
import { Button } from "~/components/ui/button";
import { api } from "~/utils/api";
import { messageOf } from "~/utils/trpc-errors";
import { BulkAssignDialog } from "./bulk-assign-dialog";
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
  const { open, setOpen, close, finish, removed } = useBulkActions<Action>({
    t,
    refresh: () => Promise.all([utils.leads.list.invalidate(), utils.leads.board.invalidate(), utils.leads.count.invalidate(), utils.leads.kanbanCounts.invalidate()]),
    restore: (restoreIds) => utils.client.leads.restore.mutate({ ids: restoreIds }),
    onDone,
  });
  const [targets, setTargets] = useState<string[]>([]);

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
  const remove = api.leads.delete.useMutation({ onSuccess: (r, input) => removed(r.count, input.ids) });

  function start(action: Action) {
    remove.reset();
    // A fixed copy: the dialogs reset when they open for a new selection.
    setTargets([...ids]);
    setOpen(action);
  }

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
      <BulkRemove
        t={t}
        count={targets.length}
        open={open === "delete"}
        pending={remove.isPending}
        error={remove.error}
        onStart={() => start("delete")}
        onConfirm={() => remove.mutate({ ids: targets })}
        onOpenChange={close}
      />

      {mayAssign ? <BulkAssignDialog ids={targets} open={open === "assign"} onOpenChange={close} onDone={(count) => finish(t("assignDone", { count }))} /> : null}
      <BulkStatusDialog ids={targets} open={open === "status"} onOpenChange={close} onDone={statusDone} />
    </>
  );
}
