import { ChevronLeftIcon, ChevronRightIcon, PlusIcon } from "lucide-react";
import { useRouter } from "next/router";
import { useSession } from "next-auth/react";
import { useState } from "react";
import { useLocale, useTranslations } from "use-intl";
import { AppLayout } from "~/components/layout/app-layout";
import { ConfirmBulkDialog } from "~/components/list/confirm-bulk-dialog";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { Skeleton } from "~/components/ui/skeleton";
import { notify } from "~/components/toast/notify";
import { can } from "~/lib/permissions";
import { saoPauloMonth } from "~/lib/format";
import type { Locale } from "~/lib/roles";
import { api } from "~/utils/api";
import { messageOf } from "~/utils/trpc-errors";
import { CommissionsNav } from "~/features/commissions/components/commissions-nav";
import { formatMonth } from "~/features/commissions/components/format";
import { isMonth } from "~/features/commissions/components/mine/month-range";
import { addMonths } from "~/features/commissions/engine/months";
import { GoalDialog, type EditableGoal } from "./goal-dialog";
import { useGoalLabels } from "./goal-labels";
import { GoalsTable } from "./goals-table";
import { RankingSection } from "./ranking-table";

/** The month in the address (?mes=yyyy-MM), else the current São Paulo month. */
export function goalsMonthFromQuery(value: unknown): string {
  return isMonth(value) ? value : saoPauloMonth(new Date());
}

/**
 * Comissões → Metas: the month's goals with their progress (scoped per role), "Nova meta", edit and delete
 * for Financeiro and Administrador while the month is open, and the sellers' ranking for who leads them.
 */
export function GoalsScreen() {
  const t = useTranslations("goals");
  const locale = useLocale() as Locale;
  const router = useRouter();
  const { data: session } = useSession();
  const role = session?.user?.role;
  const manages = can(role, "commissions.manage");
  const month = goalsMonthFromQuery(router.query.mes);
  const labels = useGoalLabels();
  const utils = api.useUtils();
  const list = api.goals.list.useQuery({ month });
  const owners = api.goals.owners.useQuery(undefined, { enabled: manages });
  const [editing, setEditing] = useState<EditableGoal | "new" | null>(null);
  const [deleting, setDeleting] = useState<EditableGoal | null>(null);
  const [teamId, setTeamId] = useState<string | null>(null);
  const remove = api.goals.delete.useMutation({
    onSuccess: async () => {
      notify.success(t("deleteDialog.deleted"));
      setDeleting(null);
      await utils.goals.invalidate();
    },
    onError: (error) => notify.error(messageOf(error, t("loadError"))),
  });
  const selectMonth = (m: string) => void router.replace({ pathname: router.pathname, query: { ...router.query, mes: m } }, undefined, { shallow: true, scroll: false });
  const closed = list.data?.closed ?? false;
  const goals = list.data?.goals ?? [];

  return (
    <AppLayout title={t("title")}>
      <div className="flex flex-col gap-6">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <CommissionsNav />
          {manages && !closed ? (
            <Button onClick={() => setEditing("new")}>
              <PlusIcon aria-hidden className="size-4" /> {t("new")}
            </Button>
          ) : null}
        </div>
        <p className="max-w-3xl text-sm text-muted-foreground">{t("intro")}</p>
        <div className="flex flex-wrap items-center gap-2">
          <Button variant="ghost" size="sm" onClick={() => selectMonth(addMonths(month, -1))} aria-label={t("previousMonth")}>
            <ChevronLeftIcon aria-hidden className="size-4" />
          </Button>
          <Input type="month" aria-label={t("monthLabel")} value={month} onChange={(e) => (isMonth(e.target.value) ? selectMonth(e.target.value) : undefined)} className="w-44" />
          <Button variant="ghost" size="sm" onClick={() => selectMonth(addMonths(month, 1))} aria-label={t("nextMonth")}>
            <ChevronRightIcon aria-hidden className="size-4" />
          </Button>
        </div>
        <section aria-labelledby="goals-title" className="flex flex-col gap-3">
          <h2 id="goals-title" className="text-base font-semibold">
            {t("listTitle", { month: formatMonth(month, locale) })}
          </h2>
          {closed ? <p className="text-sm text-muted-foreground">{t("closedMonth", { month: formatMonth(month, locale) })}</p> : null}
          {list.isLoading ? (
            <Skeleton className="h-40 w-full" />
          ) : list.error ? (
            <div role="alert" className="flex items-center gap-3 text-sm text-danger">
              {t("loadError")}
              <Button size="sm" variant="secondary" onClick={() => void list.refetch()}>
                {t("retry")}
              </Button>
            </div>
          ) : goals.length === 0 ? (
            <div className="rounded-md border border-dashed border-border p-6 text-center text-sm text-muted-foreground">
              <p className="font-medium text-foreground">{t("empty", { month: formatMonth(month, locale) })}</p>
              <p>{t(manages ? "emptyManage" : "emptyOwn")}</p>
            </div>
          ) : (
            <GoalsTable goals={goals} editable={manages && !closed} onEdit={setEditing} onDelete={setDeleting} />
          )}
          {goals.some((g) => g.teamId) ? <p className="text-xs text-muted-foreground">{t("teamBonusNote")}</p> : null}
        </section>
        {role && role !== "seller" ? <RankingSection month={month} teams={owners.data?.teams} teamId={teamId} onTeam={setTeamId} /> : null}
      </div>
      <GoalDialog key={editing === "new" ? "new" : (editing?.id ?? "none")} open={editing !== null} month={month} goal={editing === "new" ? null : editing} onClose={() => setEditing(null)} />
      <ConfirmBulkDialog
        open={deleting !== null}
        title={t("deleteDialog.title")}
        description={deleting ? t("deleteDialog.body", { owner: labels.owner(deleting), metric: labels.metric(deleting.metric), month: formatMonth(month, locale) }) : undefined}
        confirmLabel={t("deleteDialog.confirm")}
        danger
        pending={remove.isPending}
        onConfirm={() => deleting && remove.mutate({ id: deleting.id, version: deleting.version })}
        onOpenChange={(open) => (open || remove.isPending ? undefined : setDeleting(null))}
      />
    </AppLayout>
  );
}
