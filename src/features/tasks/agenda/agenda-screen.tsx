import { ChevronLeft, ChevronRight } from "lucide-react";
import { useRouter } from "next/router";
import { useState } from "react";
import { useTranslations } from "use-intl";
import { Button } from "~/components/ui/button";
import { useAppLocale } from "~/i18n/use-app-locale";
import { Dialog, DialogContent, DialogHeader, DialogTitle } from "~/components/ui/dialog";
import { NativeSelect } from "~/components/ui/input";
import { Skeleton } from "~/components/ui/skeleton";
import { ToggleGroup, ToggleGroupItem } from "~/components/ui/toggle-group";
import { saoPauloDay } from "~/lib/format";
import type { Role } from "~/lib/permissions";
import { api } from "~/utils/api";
import { MoveTaskDialog } from "../components/move-task-dialog";
import { TaskRow } from "../components/task-row";
import { useTaskActions, type TaskItem } from "../components/use-task-actions";
import { AGENDA_VIEWS, groupByDay, shiftAnchor, viewDays, viewRange, type AgendaView } from "./agenda-grid";
import { periodTitle } from "./agenda-labels";
import { agendaStateFromQuery, agendaQuery, type AgendaState } from "./agenda-query";
import { AgendaDays } from "./agenda-days";
import { AgendaMonth } from "./agenda-month";
import { useDayDrop } from "./use-day-drop";

/** Whose agenda: mine; a Gestor their team or one person of it; the Administrador everyone or anyone. */
function WhoSelect({ role, value, onChange }: { role: Role; value: string; onChange: (who: string) => void }) {
  const t = useTranslations("tasks.agenda");
  const people = api.tasks.assignees.useQuery(undefined, { staleTime: 60_000 });
  return (
    <label className="flex items-center gap-2 text-sm">
      <span className="text-muted-foreground">{t("who")}</span>
      <NativeSelect value={value} onChange={(e) => onChange(e.target.value)} className="w-48" data-testid="agenda-who">
        <option value="me">{t("me")}</option>
        <option value="team">{role === "admin" ? t("everyone") : t("team")}</option>
        {(people.data ?? []).map((p) => (
          <option key={p.id} value={p.id}>
            {p.name}
          </option>
        ))}
      </NativeSelect>
    </label>
  );
}

/** The Agenda: my tasks (a Gestor: the team's) by day, week or month; drag to another day, or "Mover para…". */
export function AgendaScreen({ role }: { role: Role }) {
  const t = useTranslations("tasks.agenda");
  const locale = useAppLocale();
  const router = useRouter();
  const today = saoPauloDay(new Date());
  const state = agendaStateFromQuery(router.query, today);
  const days = viewDays(state.view, state.day);
  const range = viewRange(state.view, state.day);
  const list = api.tasks.range.useQuery({ ...range, who: state.who }, { placeholderData: (previous) => previous });
  const items = list.data ?? [];
  const byDay = groupByDay(items);
  const actions = useTaskActions();
  const drop = useDayDrop(items, actions.move);
  const [moving, setMoving] = useState<TaskItem | null>(null);
  const [opened, setOpened] = useState<string | null>(null);
  const openedTask = items.find((x) => x.id === opened) ?? null;
  const go = (next: Partial<AgendaState>) => void router.replace({ pathname: router.pathname, query: agendaQuery({ ...state, ...next }, today) }, undefined, { shallow: true, scroll: false });
  const widens = role === "admin" || role === "manager";

  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-muted-foreground">{t("intro")}</p>
      <div className="flex flex-wrap items-center gap-3">
        <ToggleGroup type="single" variant="outline" size="sm" value={state.view} onValueChange={(v) => v && go({ view: v as AgendaView })} aria-label={t("view")}>
          {AGENDA_VIEWS.map((v) => (
            <ToggleGroupItem key={v} value={v}>
              {t(`views.${v}`)}
            </ToggleGroupItem>
          ))}
        </ToggleGroup>
        <div className="flex items-center gap-1">
          <Button variant="outline" size="icon" className="size-8" aria-label={t(`previous.${state.view}`)} onClick={() => go({ day: shiftAnchor(state.view, state.day, -1) })}>
            <ChevronLeft aria-hidden />
          </Button>
          <Button variant="outline" size="sm" onClick={() => go({ day: today })}>
            {t("today")}
          </Button>
          <Button variant="outline" size="icon" className="size-8" aria-label={t(`next.${state.view}`)} onClick={() => go({ day: shiftAnchor(state.view, state.day, 1) })}>
            <ChevronRight aria-hidden />
          </Button>
        </div>
        <h2 className="text-lg font-semibold first-letter:uppercase" aria-live="polite" data-testid="agenda-period">
          {periodTitle(state.view, days, state.day, locale)}
        </h2>
        {widens ? (
          <div className="ml-auto">
            <WhoSelect role={role} value={state.who} onChange={(who) => go({ who })} />
          </div>
        ) : null}
      </div>
      {list.isError && !list.data ? (
        <p role="alert" className="rounded-lg border border-danger/40 bg-card p-4 text-sm">
          {t("loadError")}
        </p>
      ) : list.isLoading ? (
        <div aria-busy="true">
          <span className="sr-only" role="status">
            {t("loading")}
          </span>
          <Skeleton className="h-96 w-full" />
        </div>
      ) : (
        <>
          {!items.length ? <p className="text-sm text-muted-foreground" data-testid="agenda-empty">{t("empty")}</p> : null}
          {state.view === "month" ? (
            <>
              {/* Wide screens: the 42-day grid; phones: the days that have tasks, as cards. */}
              <div className="hidden md:block">
                <AgendaMonth days={days} anchor={state.day} today={today} byDay={byDay} drop={drop} onOpenTask={(task) => setOpened(task.id)} onOpenDay={(d) => go({ view: "day", day: d })} />
              </div>
              <div className="md:hidden">
                <AgendaDays days={days.filter((d) => byDay.has(d))} today={today} byDay={byDay} drop={drop} actions={actions} onMove={setMoving} onOpenDay={(d) => go({ view: "day", day: d })} showDayHeader />
              </div>
            </>
          ) : (
            <AgendaDays days={days} today={today} byDay={byDay} drop={drop} actions={actions} onMove={setMoving} onOpenDay={(d) => go({ view: "day", day: d })} showDayHeader={state.view === "week"} />
          )}
        </>
      )}
      <Dialog open={openedTask !== null} onOpenChange={(o) => !o && setOpened(null)}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>{openedTask?.recordName ?? t("title")}</DialogTitle>
          </DialogHeader>
          {openedTask ? (
            <ul>
              <TaskRow task={openedTask} actions={actions} onMove={(task) => setMoving(task)} showRecord />
            </ul>
          ) : null}
        </DialogContent>
      </Dialog>
      <MoveTaskDialog task={moving} onClose={() => setMoving(null)} onMove={actions.move} />
    </div>
  );
}
