import { useTranslations } from "use-intl";
import { cn } from "~/lib/cn";
import { saoPauloParts } from "../task-time";
import { TASK_ICONS } from "../components/task-row";
import { isOverdue, type TaskItem } from "../components/use-task-actions";

/** A task in a month cell: time, type and record on one line; dragged to another day, or opened (its menu) by click or keyboard. */
export function TaskChip({ task, onOpen }: { task: TaskItem; onOpen: (task: TaskItem) => void }) {
  const t = useTranslations("tasks");
  const Icon = TASK_ICONS[task.kind];
  const { time } = saoPauloParts(task.dueAt);
  const done = task.doneAt !== null;
  return (
    <button
      type="button"
      data-testid="task-chip"
      data-task-id={task.id}
      draggable={!done}
      onDragStart={(e) => {
        e.dataTransfer.setData("text/task-id", task.id);
        e.dataTransfer.effectAllowed = "move";
      }}
      onClick={() => onOpen(task)}
      aria-label={t("actions", { kind: t(`kinds.${task.kind}`), time }) + (task.recordName ? ` · ${task.recordName}` : "")}
      className={cn(
        "flex w-full min-w-0 items-center gap-1 rounded-sm border-l-2 bg-primary/10 px-1 py-0.5 text-left text-xs hover:bg-primary/20 focus-visible:outline-2 focus-visible:outline-ring",
        done ? "border-muted-foreground/50 text-muted-foreground line-through" : isOverdue(task) ? "border-danger" : "border-primary",
        !done && "cursor-grab",
      )}
    >
      <Icon aria-hidden className="size-3 shrink-0" />
      <span className="shrink-0 tabular-nums">{time}</span>
      <span className="truncate">{task.recordName}</span>
    </button>
  );
}
