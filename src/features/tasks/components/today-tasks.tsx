import { useId, useState } from "react";
import { useTranslations } from "use-intl";
import { Badge } from "~/components/ui/badge";
import { Skeleton } from "~/components/ui/skeleton";
import { api } from "~/utils/api";
import { MoveTaskDialog } from "./move-task-dialog";
import { TaskRow } from "./task-row";
import { isOverdue, useTaskActions, type TaskItem } from "./use-task-actions";

/** "Hoje": my open tasks due today or overdue, most urgent first, each with its checkbox and menu. */
export function TodayTasks() {
  const t = useTranslations("tasks");
  const headingId = useId();
  const today = api.tasks.today.useQuery(undefined);
  const actions = useTaskActions();
  const [moving, setMoving] = useState<TaskItem | null>(null);
  const items = today.data?.items ?? [];
  const overdue = items.filter((x) => isOverdue(x)).length;
  return (
    <section aria-labelledby={headingId} data-testid="today-tasks" className="flex flex-col gap-2">
      <h2 id={headingId} className="flex items-center gap-2 text-base font-semibold">
        {t("today.title")}
        {items.length ? <Badge variant="secondary">{items.length}</Badge> : null}
        {overdue ? <Badge variant="danger">{t("today.overdueCount", { count: overdue })}</Badge> : null}
      </h2>
      {today.isLoading ? (
        <Skeleton className="h-14 w-full" />
      ) : items.length ? (
        <ul className="flex flex-col gap-2">
          {items.map((task) => (
            <TaskRow key={task.id} task={task} actions={actions} onMove={setMoving} showRecord />
          ))}
        </ul>
      ) : (
        <p className="text-sm text-muted-foreground">{t("today.empty")}</p>
      )}
      <MoveTaskDialog task={moving} onClose={() => setMoving(null)} onMove={actions.move} />
    </section>
  );
}
