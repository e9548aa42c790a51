import { MoreHorizontal } from "lucide-react";
import Link from "next/link";
import { useTranslations } from "use-intl";
import { Button } from "~/components/ui/button";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "~/components/ui/dropdown-menu";
import { ATTEMPT_OUTCOMES, isAttemptChannel } from "~/lib/catalog/tasks";
import { saoPauloParts } from "../task-time";
import { recordHref, type TaskItem, type useTaskActions } from "./use-task-actions";

/**
 * The menu of one task: open its record, edit, "Mover para…" (the keyboard path of dragging), complete with the
 * attempt's outcome (contact tasks on a lead), delete. Every action reachable by keyboard.
 */
export function TaskActionsMenu({
  task,
  actions,
  onEdit,
  onMove,
  showRecord,
}: {
  task: TaskItem;
  actions: ReturnType<typeof useTaskActions>;
  onEdit?: (task: TaskItem) => void;
  onMove: (task: TaskItem) => void;
  showRecord?: boolean;
}) {
  const t = useTranslations("tasks");
  const kind = t(`kinds.${task.kind}`);
  const time = saoPauloParts(task.dueAt).time;
  const attempt = !task.doneAt && task.leadId && isAttemptChannel(task.kind);
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="icon" className="size-8 shrink-0" aria-label={t("actions", { kind, time })} data-testid="task-actions">
          <MoreHorizontal aria-hidden />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        {showRecord && task.recordName ? (
          <DropdownMenuItem asChild>
            <Link href={recordHref(task)}>{t("openRecord", { name: task.recordName })}</Link>
          </DropdownMenuItem>
        ) : null}
        {onEdit ? <DropdownMenuItem onSelect={() => onEdit(task)}>{t("edit")}</DropdownMenuItem> : null}
        <DropdownMenuItem onSelect={() => onMove(task)}>{t("move.action")}</DropdownMenuItem>
        {attempt ? (
          <>
            <DropdownMenuSeparator />
            <DropdownMenuLabel>{t("completeWith")}</DropdownMenuLabel>
            {ATTEMPT_OUTCOMES.map((o) => (
              <DropdownMenuItem key={o} onSelect={() => actions.complete(task, o)}>
                {t(`outcomes.${o}`)}
              </DropdownMenuItem>
            ))}
          </>
        ) : null}
        <DropdownMenuSeparator />
        <DropdownMenuItem variant="danger" onSelect={() => actions.remove(task)}>
          {t("delete")}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
