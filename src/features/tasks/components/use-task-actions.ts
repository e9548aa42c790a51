import { useTranslations } from "use-intl";
import { notifyWithUndo } from "~/components/list/undo-toast";
import { notify } from "~/components/toast/notify";
import { formatDate } from "~/lib/format";
import { useAppLocale } from "~/i18n/use-app-locale";
import type { AttemptOutcome } from "~/lib/catalog/tasks";
import { api, type RouterOutputs } from "~/utils/api";
import { fieldErrorsOf, messageOf } from "~/utils/trpc-errors";

export type TaskItem = RouterOutputs["tasks"]["forRecord"][number];

/**
 * The actions on one task, shared by the record panels, Hoje and the Agenda: complete (optionally with the
 * attempt's outcome), reopen, move to another day, delete with "Desfazer". Every task list is refreshed after
 * a change (they are small, and a task shows in several at once); a stale version reloads and says so.
 */
export function useTaskActions() {
  const t = useTranslations("tasks");
  const tc = useTranslations("common");
  const locale = useAppLocale();
  const utils = api.useUtils();
  const refresh = async (leadId?: string | null) => {
    await utils.tasks.invalidate();
    if (leadId) await Promise.all([utils.leads.get.invalidate({ id: leadId }), utils.leads.activities.invalidate({ leadId })]);
  };
  const onError = async (error: unknown) => {
    if (fieldErrorsOf(error).version) {
      await refresh();
      notify.error(t("conflict"));
    } else notify.error(messageOf(error, tc("error")));
  };
  const complete = api.tasks.complete.useMutation({ onSuccess: (row) => refresh(row.leadId).then(() => notify.success(t("completed"))), onError });
  const reopen = api.tasks.reopen.useMutation({ onSuccess: () => refresh().then(() => notify.success(t("reopened"))), onError });
  const move = api.tasks.move.useMutation({
    onSuccess: (row) => refresh().then(() => notify.success(t("move.done", { date: formatDate(row.dueAt, locale) }))),
    onError,
  });
  const restore = (id: string) =>
    void utils.client.tasks.restore
      .mutate({ id })
      .then(() => refresh())
      .then(() => notify.success(t("restored")))
      .catch((err: unknown) => notify.error(messageOf(err, tc("error"))));
  const remove = api.tasks.delete.useMutation({
    onSuccess: (row) => refresh().then(() => notifyWithUndo(t("deleted"), t("undo"), () => restore(row.id))),
    onError,
  });
  return {
    pending: complete.isPending || reopen.isPending || move.isPending || remove.isPending,
    complete: (task: TaskItem, outcome?: AttemptOutcome) => complete.mutate({ id: task.id, version: task.version, ...(outcome ? { outcome } : {}) }),
    reopen: (task: TaskItem) => reopen.mutate({ id: task.id, version: task.version }),
    move: (task: TaskItem, day: string) => move.mutate({ id: task.id, version: task.version, day }),
    remove: (task: TaskItem) => remove.mutate({ id: task.id, version: task.version }),
  };
}

/** Overdue: open and due before now. */
export function isOverdue(task: Pick<TaskItem, "doneAt" | "dueAt">, now = new Date()): boolean {
  return !task.doneAt && task.dueAt.getTime() < now.getTime();
}

/** The link to a task's record. */
export function recordHref(task: Pick<TaskItem, "leadId" | "customerId" | "saleCustomerId">): string {
  if (task.leadId) return `/leads/${task.leadId}`;
  if (task.customerId) return `/clientes/${task.customerId}`;
  return task.saleCustomerId ? `/clientes/${task.saleCustomerId}` : "/vendas";
}
