import { useState, type FormEvent } from "react";
import { useTranslations } from "use-intl";
import { notify } from "~/components/toast/notify";
import { Button } from "~/components/ui/button";
import { DatePicker } from "~/components/ui/date-picker";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "~/components/ui/dialog";
import { Field } from "~/components/ui/field";
import { Input, NativeSelect } from "~/components/ui/input";
import { TASK_KINDS, type TaskKind } from "~/lib/catalog/tasks";
import { saoPauloDay } from "~/lib/format";
import { api } from "~/utils/api";
import { fieldErrorsOf, messageOf } from "~/utils/trpc-errors";
import { saoPauloInstant, saoPauloParts } from "../task-time";
import type { TaskRecord } from "../tasks.schemas";
import type { TaskItem } from "./use-task-actions";

const DEFAULT_TIME = "09:00";

interface Draft {
  kind: TaskKind;
  day: Date | null;
  time: string;
  assigneeId: string;
  notes: string;
}

function draftOf(task: TaskItem | null, viewerId: string): Draft {
  if (!task) return { kind: "call", day: null, time: DEFAULT_TIME, assigneeId: viewerId, notes: "" };
  const { day, time } = saoPauloParts(task.dueAt);
  return { kind: task.kind, day: saoPauloInstant(day, "00:00"), time, assigneeId: task.assigneeId, notes: task.notes ?? "" };
}

/** Create a task on a record, or edit one: type, São Paulo day and time, assignee, notes. */
export function TaskFormDialog({
  open,
  onOpenChange,
  record,
  recordName,
  task,
  viewerId,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Creating: the record the task is linked to. */
  record?: TaskRecord;
  /** Creating from a list of several records ("Hoje"): names the one the task goes to. */
  recordName?: string;
  /** Editing: the task. */
  task?: TaskItem | null;
  viewerId: string;
}) {
  const t = useTranslations("tasks");
  const tc = useTranslations("common");
  const utils = api.useUtils();
  const [draft, setDraft] = useState<Draft>(() => draftOf(task ?? null, viewerId));
  // Another task, or another record to create on ("Hoje" opens one form for many leads): a fresh draft.
  const target = task?.id ?? (record ? `${record.type}:${record.id}` : null);
  const [seenTarget, setSeenTarget] = useState(target);
  const [dayError, setDayError] = useState<string | null>(null);
  if (target !== seenTarget) {
    setSeenTarget(target);
    setDraft(draftOf(task ?? null, viewerId));
    setDayError(null);
  }
  const assignees = api.tasks.assignees.useQuery(undefined, { enabled: open, staleTime: 60_000 });
  const done = (message: string) => async () => {
    await utils.tasks.invalidate();
    notify.success(message);
    onOpenChange(false);
    if (!task) setDraft(draftOf(null, viewerId));
  };
  const create = api.tasks.create.useMutation({ onSuccess: done(t("created")) });
  const update = api.tasks.update.useMutation({ onSuccess: done(t("saved")) });
  const mutation = task ? update : create;
  const errors = { ...fieldErrorsOf(mutation.error), ...(dayError ? { dueOn: dayError } : {}) };
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => setDraft((d) => ({ ...d, [key]: value }));

  function onSubmit(e: FormEvent) {
    e.preventDefault();
    if (!draft.day) {
      setDayError(t("form.dayRequired"));
      return;
    }
    setDayError(null);
    const fields = { kind: draft.kind, dueOn: saoPauloDay(draft.day), dueTime: draft.time, notes: draft.notes.trim() || null };
    if (task) update.mutate({ id: task.id, version: task.version, ...fields, assigneeId: draft.assigneeId });
    else if (record) create.mutate({ record, ...fields, assigneeId: draft.assigneeId });
  }

  const people = assignees.data ?? [];
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{task ? t("form.editTitle") : t("form.createTitle")}</DialogTitle>
          {!task && recordName ? <DialogDescription>{t("form.linkedTo", { name: recordName })}</DialogDescription> : null}
        </DialogHeader>
        <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4" data-testid="task-form">
          <Field label={t("form.kind")} name="kind" errors={errors}>
            <NativeSelect value={draft.kind} onChange={(e) => set("kind", e.target.value as TaskKind)}>
              {TASK_KINDS.map((k) => (
                <option key={k} value={k}>
                  {t(`kinds.${k}`)}
                </option>
              ))}
            </NativeSelect>
          </Field>
          <div className="grid gap-4 sm:grid-cols-[1fr_8rem]">
            <Field label={t("form.day")} name="dueOn" errors={errors}>
              <DatePicker value={draft.day} onChange={(d) => set("day", d)} />
            </Field>
            <Field label={t("form.time")} name="dueTime" errors={errors} description={t("form.timeHint")}>
              <Input type="time" value={draft.time} onChange={(e) => set("time", e.target.value)} required />
            </Field>
          </div>
          <Field label={t("form.assignee")} name="assigneeId" errors={errors}>
            <NativeSelect value={draft.assigneeId} onChange={(e) => set("assigneeId", e.target.value)} disabled={people.length <= 1}>
              {people.length === 0 ? <option value={draft.assigneeId}>{task?.assigneeName ?? ""}</option> : null}
              {people.map((p) => (
                <option key={p.id} value={p.id}>
                  {p.name}
                </option>
              ))}
            </NativeSelect>
          </Field>
          <Field label={t("form.notes")} name="notes" errors={errors}>
            <textarea
              value={draft.notes}
              maxLength={2000}
              rows={3}
              onChange={(e) => set("notes", e.target.value)}
              className="rounded-md border border-input bg-background px-3 py-2 text-sm"
            />
          </Field>
          {mutation.error && !Object.keys(fieldErrorsOf(mutation.error)).length ? (
            <p role="alert" className="text-sm text-danger">
              {messageOf(mutation.error, tc("error"))}
            </p>
          ) : null}
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              {tc("cancel")}
            </Button>
            <Button type="submit" disabled={mutation.isPending}>
              {mutation.isPending ? tc("saving") : task ? t("form.save") : t("form.create")}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
