import { Plus } from "lucide-react";
import { useId, useState } from "react";
import { useTranslations } from "use-intl";
import { Button } from "~/components/ui/button";
import { cn } from "~/lib/cn";
import { Skeleton } from "~/components/ui/skeleton";
import { api } from "~/utils/api";
import type { TaskRecord } from "../tasks.schemas";
import { MoveTaskDialog } from "./move-task-dialog";
import { TaskFormDialog } from "./task-form-dialog";
import { TaskRow } from "./task-row";
import { useTaskActions, type TaskItem } from "./use-task-actions";

/**
 * The tasks of a lead, customer (with its sales') or sale: open ones by due instant, the done ones on demand; create, edit,
 * complete, move, delete. `framed={false}` inside a dialog that already names the record (a sale's).
 */
export function TasksPanel({ record, viewerId, canEdit, framed = true }: { record: TaskRecord; viewerId: string; canEdit: boolean; framed?: boolean }) {
  const t = useTranslations("tasks");
  const headingId = useId();
  const list = api.tasks.forRecord.useQuery(record);
  const actions = useTaskActions();
  const [creating, setCreating] = useState(false);
  const [editing, setEditing] = useState<TaskItem | null>(null);
  const [moving, setMoving] = useState<TaskItem | null>(null);
  const [showDone, setShowDone] = useState(false);
  const items = list.data ?? [];
  const open = items.filter((x) => !x.doneAt);
  const done = items.filter((x) => x.doneAt);
  const row = (task: TaskItem) => <TaskRow key={task.id} task={task} actions={actions} onEdit={setEditing} onMove={setMoving} showSale={record.type === "customer"} />;
  return (
    <section aria-labelledby={headingId} data-testid="tasks-panel" className={cn("flex flex-col gap-3", framed && "rounded-lg border border-border bg-card p-4")}>
      <div className="flex items-center justify-between gap-2">
        <h2 id={headingId} className={cn("text-base font-semibold", !framed && "sr-only")}>
          {t("panelTitle")}
        </h2>
        {canEdit ? (
          <Button size="sm" variant="outline" onClick={() => setCreating(true)}>
            <Plus aria-hidden />
            {t("new")}
          </Button>
        ) : null}
      </div>
      {list.isLoading ? (
        <div aria-busy="true" className="flex flex-col gap-2">
          <span className="sr-only" role="status">
            {t("loading")}
          </span>
          <Skeleton className="h-14 w-full" />
          <Skeleton className="h-14 w-full" />
        </div>
      ) : list.isError ? (
        <p role="alert" className="text-sm text-danger">
          {t("loadError")}
        </p>
      ) : (
        <>
          {open.length ? <ul className="flex flex-col gap-2">{open.map(row)}</ul> : <p className="text-sm text-muted-foreground">{t("empty")}</p>}
          {done.length ? (
            <>
              <Button variant="link" size="sm" className="self-start px-0" aria-expanded={showDone} onClick={() => setShowDone((v) => !v)}>
                {showDone ? t("hideDone") : t("showDone", { count: done.length })}
              </Button>
              {showDone ? <ul className="flex flex-col gap-2">{done.map(row)}</ul> : null}
            </>
          ) : null}
        </>
      )}
      <TaskFormDialog open={creating} onOpenChange={setCreating} record={record} viewerId={viewerId} />
      <TaskFormDialog open={editing !== null} onOpenChange={(o) => !o && setEditing(null)} task={editing} viewerId={viewerId} />
      <MoveTaskDialog task={moving} onClose={() => setMoving(null)} onMove={actions.move} />
    </section>
  );
}
