import { useTranslations } from "use-intl";
import { useAppLocale } from "~/i18n/use-app-locale";
import { cn } from "~/lib/cn";
import { useWideScreen } from "~/components/list/use-wide-screen";
import { TaskRow } from "../components/task-row";
import type { TaskItem, useTaskActions } from "../components/use-task-actions";
import { longDay, shortDay, weekdayName } from "./agenda-labels";
import type { useDayDrop } from "./use-day-drop";

/**
 * The week (seven columns from Sunday on wide screens, one card per day below md) and the day (one list):
 * each day a drop target, each task a full row with its checkbox and menu.
 */
export function AgendaDays({
  days,
  today,
  byDay,
  drop,
  actions,
  onMove,
  onOpenDay,
  showDayHeader,
}: {
  days: readonly string[];
  today: string;
  byDay: Map<string, TaskItem[]>;
  drop: ReturnType<typeof useDayDrop>;
  actions: ReturnType<typeof useTaskActions>;
  onMove: (task: TaskItem) => void;
  onOpenDay?: (day: string) => void;
  showDayHeader: boolean;
}) {
  // Narrow week columns from md up get the compact row; phones (one card per day) the full one.
  const wide = useWideScreen() !== false;
  const t = useTranslations("tasks.agenda");
  const locale = useAppLocale();
  const week = days.length > 1;
  return (
    <div className={cn("grid gap-3", week && "md:grid-cols-7 md:gap-2")} data-testid={week ? "agenda-week" : "agenda-day"}>
      {days.map((d) => {
        const items = byDay.get(d) ?? [];
        return (
          <section
            key={d}
            data-day={d}
            aria-label={t("dayTasks", { date: longDay(d, locale), count: items.length })}
            {...drop(d)}
            className={cn(
              "flex min-w-0 flex-col gap-2 rounded-lg border border-border bg-card p-2 data-[drop-over]:bg-primary/10 data-[drop-over]:ring-2 data-[drop-over]:ring-primary",
              week && "md:min-h-64",
              week && !items.length && "max-md:hidden",
            )}
          >
            {showDayHeader ? (
              <h3 className="flex items-baseline justify-between gap-1 text-sm font-medium">
                <button type="button" onClick={() => onOpenDay?.(d)} className="text-left first-letter:uppercase hover:underline">
                  <span className="md:hidden">{longDay(d, locale)}</span>
                  <span className="hidden md:inline">{weekdayName(d, locale)}</span>
                </button>
                <span className={cn("hidden rounded-full px-1.5 text-xs tabular-nums md:inline", d === today && "bg-primary text-primary-foreground")}>{shortDay(d, locale)}</span>
              </h3>
            ) : null}
            {items.length ? (
              <ul className="flex flex-col gap-2">
                {items.map((task) => (
                  <TaskRow key={task.id} task={task} actions={actions} onMove={onMove} showRecord dateless draggable compact={week && wide} />
                ))}
              </ul>
            ) : (
              <p className="text-xs text-muted-foreground">{t("emptyDay")}</p>
            )}
          </section>
        );
      })}
    </div>
  );
}
