import { useRouter } from "next/router";
import { useState } from "react";
import { useSession } from "next-auth/react";
import { useTranslations } from "use-intl";
import { LeadsNav } from "~/features/leads/components/leads-nav";
import { useAppLocale } from "~/i18n/use-app-locale";
import { Button } from "~/components/ui/button";
import { ToggleGroup, ToggleGroupItem } from "~/components/ui/toggle-group";
import { cn } from "~/lib/cn";
import { can } from "~/lib/permissions";
import { api } from "~/utils/api";
import { TaskFormDialog } from "~/features/tasks/components/task-form-dialog";
import { TodayTasks } from "~/features/tasks/components/today-tasks";
import { LeadDistributionCard } from "./lead-distribution-card";
import { formatLongDay } from "./today-dates";
import { TODAY_BUCKETS } from "./today-buckets";
import type { TodayLead } from "./today-row";
import { TodaySection, TodaySectionSkeleton } from "./today-section";

/** ?ver=equipe widens the list to everything the user may see; in the URL so a reload or a link keeps it. */
export const TEAM_QUERY = { ver: "equipe" } as const;
export const todayInputFromQuery = (query: Record<string, unknown>) => ({ all: query.ver === TEAM_QUERY.ver });

function ScopeToggle({ all, isAdmin }: { all: boolean; isAdmin: boolean }) {
  const t = useTranslations("leadsToday");
  const router = useRouter();
  const choose = (value: string) => {
    if (!value) return;
    const query = value === "team" ? TEAM_QUERY : {};
    void router.replace({ pathname: router.pathname, query }, undefined, { shallow: true, scroll: false });
  };
  return (
    <ToggleGroup type="single" variant="outline" size="sm" value={all ? "team" : "mine"} onValueChange={choose} aria-label={t("scopeLabel")}>
      <ToggleGroupItem value="mine">{t("mine")}</ToggleGroupItem>
      <ToggleGroupItem value="team">{isAdmin ? t("everyone") : t("team")}</ToggleGroupItem>
    </ToggleGroup>
  );
}

/** "Hoje": the follow-ups of the day in four buckets, most urgent first, each lead once; each row with its contact links and one-click attempt. */
export function TodayScreen() {
  const t = useTranslations("leadsToday");
  const locale = useAppLocale();
  const router = useRouter();
  const user = useSession().data?.user;
  const role = user?.role;
  // "Nova tarefa" on a row: the lead page's task form, linked to that lead.
  const [taskFor, setTaskFor] = useState<TodayLead | null>(null);
  const onNewTask = user && can(role, "tasks.write") ? setTaskFor : undefined;
  const widens = role === "admin" || role === "manager";
  const manages = can(role, "teams.leads");
  const input = todayInputFromQuery(widens ? router.query : {});
  const today = api.leads.today.useQuery(input, { placeholderData: (previous) => previous });
  const data = today.data;

  return (
    <div className="flex flex-col gap-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <LeadsNav />
        {widens ? <ScopeToggle all={input.all} isAdmin={role === "admin"} /> : null}
      </div>
      <div className={cn("grid items-start gap-5", manages && "lg:grid-cols-[minmax(0,1fr)_20rem]")}>
        <div className="flex flex-col gap-4" aria-busy={today.isLoading || undefined}>
          {data ? <p className="text-sm text-muted-foreground first-letter:uppercase">{formatLongDay(data.day, locale)}</p> : null}
          {today.isLoading ? <span className="sr-only" role="status">{t("loading")}</span> : null}
          {today.isError && !data ? (
            <div role="alert" className="flex flex-col items-start gap-2 rounded-lg border border-danger/40 bg-card p-4 text-sm">
              <p>{t("loadError")}</p>
              <Button size="sm" variant="outline" onClick={() => void today.refetch()}>
                {t("retry")}
              </Button>
            </div>
          ) : null}
          <TodayTasks />
          {TODAY_BUCKETS.map((key) =>
            data ? (
              <TodaySection key={key} bucketKey={key} bucket={data[key]} day={data.day} slaHours={data.slaHours} showOwner={input.all} todayInput={input} onNewTask={onNewTask} />
            ) : today.isLoading ? (
              <TodaySectionSkeleton key={key} bucketKey={key} />
            ) : null,
          )}
        </div>
        {manages ? <LeadDistributionCard /> : null}
      </div>
      {user ? (
        <TaskFormDialog
          open={taskFor !== null}
          onOpenChange={(open) => !open && setTaskFor(null)}
          record={taskFor ? { type: "lead", id: taskFor.id } : undefined}
          recordName={taskFor?.name}
          viewerId={user.id}
        />
      ) : null}
    </div>
  );
}
