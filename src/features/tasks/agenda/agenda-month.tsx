import { useTranslations } from "use-intl";
import { useAppLocale } from "~/i18n/use-app-locale";
import { cn } from "~/lib/cn";
import type { TaskItem } from "../components/use-task-actions";
import { inMonth } from "./agenda-grid";
import { longDay, weekdayName } from "./agenda-labels";
import { TaskChip } from "./task-chip";
import type { useDayDrop } from "./use-day-drop";

const CHIPS_PER_DAY = 3;

/** The month: 42 days from Sunday (the design system's calendar), up to three tasks per day and "+N mais" (opens the day). */
export function AgendaMonth({
  days,
  anchor,
  today,
  byDay,
  drop,
  onOpenTask,
  onOpenDay,
}: {
  days: readonly string[];
  anchor: string;
  today: string;
  byDay: Map<string, TaskItem[]>;
  drop: ReturnType<typeof useDayDrop>;
  onOpenTask: (task: TaskItem) => void;
  onOpenDay: (day: string) => void;
}) {
  const t = useTranslations("tasks.agenda");
  const locale = useAppLocale();
  return (
    <div role="grid" aria-label={t("title")} className="grid grid-cols-7 overflow-hidden rounded-lg border border-border bg-border gap-px" data-testid="agenda-month">
      <div role="row" className="contents">
        {days.slice(0, 7).map((d) => (
          <div key={d} role="columnheader" className="bg-muted px-2 py-1 text-center text-xs font-medium text-muted-foreground capitalize">
            {weekdayName(d, locale)}
          </div>
        ))}
      </div>
      {Array.from({ length: days.length / 7 }, (_, w) => (
        <div role="row" key={w} className="contents">
          {days.slice(w * 7, w * 7 + 7).map((d) => {
            const items = byDay.get(d) ?? [];
            const extra = items.length - CHIPS_PER_DAY;
            return (
              <div
                key={d}
                role="gridcell"
                data-day={d}
                aria-label={t("dayTasks", { date: longDay(d, locale), count: items.length })}
                {...drop(d)}
                className={cn(
                  "flex min-h-28 min-w-0 flex-col gap-1 bg-card p-1.5 data-[drop-over]:bg-primary/10 data-[drop-over]:ring-2 data-[drop-over]:ring-primary data-[drop-over]:ring-inset",
                  !inMonth(d, anchor) && "bg-muted/40 text-muted-foreground",
                )}
              >
                <button
                  type="button"
                  onClick={() => onOpenDay(d)}
                  aria-label={longDay(d, locale)}
                  className={cn(
                    "self-end rounded-full px-1.5 text-xs tabular-nums hover:bg-accent focus-visible:outline-2 focus-visible:outline-ring",
                    d === today && "bg-primary font-semibold text-primary-foreground hover:bg-primary/90",
                  )}
                >
                  {Number(d.slice(8))}
                </button>
                {items.slice(0, CHIPS_PER_DAY).map((task) => (
                  <TaskChip key={task.id} task={task} onOpen={onOpenTask} />
                ))}
                {extra > 0 ? (
                  <button type="button" onClick={() => onOpenDay(d)} className="self-start px-1 text-xs font-medium text-primary hover:underline">
                    {t("more", { count: extra })}
                  </button>
                ) : null}
              </div>
            );
          })}
        </div>
      ))}
    </div>
  );
}
