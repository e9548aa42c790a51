import { Briefcase, CalendarClock, Mail, MapPin, MessageCircle, MoreHorizontal, Phone, Users, type LucideIcon } from "lucide-react";
import Link from "next/link";
import type { DragEvent } from "react";
import { useTranslations } from "use-intl";
import { Badge } from "~/components/ui/badge";
import { useAppLocale } from "~/i18n/use-app-locale";
import { Checkbox } from "~/components/ui/checkbox";
import type { TaskKind } from "~/lib/catalog/tasks";
import { cn } from "~/lib/cn";
import { formatDate } from "~/lib/format";
import { saoPauloParts } from "../task-time";
import { TaskActionsMenu } from "./task-actions-menu";
import { isOverdue, recordHref, type TaskItem, type useTaskActions } from "./use-task-actions";

export const TASK_ICONS: Record<TaskKind, LucideIcon> = { call: Phone, whatsapp: MessageCircle, email: Mail, meeting: Users, visit: MapPin, other: MoreHorizontal };

/**
 * One task as a row: the done checkbox, type, due day and time (São Paulo), record, assignee and notes, and
 * its menu. `dateless`: the list is already of one day (the agenda's day and week), so the time alone.
 */
export function TaskRow({
  task,
  actions,
  onEdit,
  onMove,
  showRecord = false,
  showSale = false,
  dateless = false,
  draggable = false,
  compact = false,
}: {
  task: TaskItem;
  actions: ReturnType<typeof useTaskActions>;
  onEdit?: (task: TaskItem) => void;
  onMove: (task: TaskItem) => void;
  showRecord?: boolean;
  /** On a customer's panel: names the sale a task belongs to (the record itself is the page). */
  showSale?: boolean;
  dateless?: boolean;
  draggable?: boolean;
  /** A narrow column (the week): time and type on one line, the record below, notes cut to two lines. */
  compact?: boolean;
}) {
  const t = useTranslations("tasks");
  const locale = useAppLocale();
  const Icon = TASK_ICONS[task.kind] ?? CalendarClock;
  const kind = t(`kinds.${task.kind}`);
  const { time } = saoPauloParts(task.dueAt);
  const late = isOverdue(task);
  const done = task.doneAt !== null;
  const checkbox = (
    <Checkbox
      className="mt-0.5"
      checked={done}
      disabled={actions.pending}
      aria-label={done ? t("markOpen", { kind, time }) : t("markDone", { kind, time })}
      onCheckedChange={(checked) => (checked ? actions.complete(task) : actions.reopen(task))}
    />
  );
  const menu = <TaskActionsMenu task={task} actions={actions} onEdit={onEdit} onMove={onMove} showRecord={showRecord} />;
  const recordLink =
    showRecord && task.recordName ? (
      <Link href={recordHref(task)} className="block truncate text-primary underline-offset-2 hover:underline">
        {task.customerId ? <Briefcase aria-hidden className="mr-1 inline size-3.5" /> : null}
        {task.recordName}
      </Link>
    ) : null;
  const dragProps = {
    draggable: draggable && !done,
    onDragStart: (e: DragEvent) => {
      e.dataTransfer.setData("text/task-id", task.id);
      e.dataTransfer.effectAllowed = "move";
    },
  };
  if (compact) {
    return (
      <li
        data-testid="task-row"
        data-task-id={task.id}
        data-done={done || undefined}
        {...dragProps}
        className={cn("flex min-w-0 flex-col gap-1 rounded-md border border-border bg-card p-1.5 text-xs", late && "border-l-2 border-l-danger", draggable && !done && "cursor-grab")}
      >
        <div className="flex items-center gap-1.5">
          {checkbox}
          <span className={cn("font-medium tabular-nums", late && "text-danger", done && "text-muted-foreground line-through")}>{time}</span>
          <Icon aria-label={kind} className="size-3.5 shrink-0 text-muted-foreground" />
          <span className="ml-auto">{menu}</span>
        </div>
        {recordLink}
        {task.notes ? <p className="line-clamp-2 break-words text-muted-foreground">{task.notes}</p> : null}
      </li>
    );
  }
  return (
    <li
      data-testid="task-row"
      data-task-id={task.id}
      data-done={done || undefined}
      {...dragProps}
      className={cn("flex items-start gap-3 rounded-md border border-border bg-card p-2.5 text-sm", draggable && !done && "cursor-grab")}
    >
      {checkbox}
      <div className="flex min-w-0 flex-1 flex-col gap-0.5">
        <p className={cn("flex flex-wrap items-center gap-x-2 gap-y-1 font-medium", done && "text-muted-foreground line-through")}>
          <Icon aria-hidden className="size-4 shrink-0 text-muted-foreground" />
          <span>{kind}</span>
          <span className={cn("tabular-nums", late && "text-danger")}>{dateless ? t("at", { time }) : t("due", { date: formatDate(task.dueAt, locale), time })}</span>
          {late ? <Badge variant="danger">{t("overdue")}</Badge> : null}
          {task.followUp ? <Badge variant="info">{t("followUp")}</Badge> : null}
        </p>
        {recordLink}
        {showSale && task.saleId && task.recordName ? <p className="truncate text-xs text-muted-foreground">{t("ofSale", { name: task.recordName })}</p> : null}
        <p className="text-xs text-muted-foreground">{done && task.doneByName ? t("doneBy", { name: task.doneByName }) : t("assignedTo", { name: task.assigneeName })}</p>
        {task.notes ? <p className="whitespace-pre-wrap break-words text-muted-foreground">{task.notes}</p> : null}
      </div>
      {menu}
    </li>
  );
}
