import Link from "next/link";
import { useLocale, useTranslations } from "use-intl";
import { Button } from "~/components/ui/button";
import { Skeleton } from "~/components/ui/skeleton";
import { formatBRL, saoPauloMonth } from "~/lib/format";
import type { Locale } from "~/lib/roles";
import { api } from "~/utils/api";
import { formatGoalValue } from "./goal-format";
import { useGoalLabels } from "./goal-labels";
import { GoalProgressBar } from "./goal-progress-bar";

/**
 * Início's "Minhas metas do mês": the signed-in person's goals of the month and their team's, each with
 * achieved ÷ target, the bar and the premiação. Reusable anywhere (it fetches goals.mine itself).
 */
export function GoalProgressCard({ month }: { month?: string }) {
  const t = useTranslations("goals");
  const locale = useLocale() as Locale;
  const labels = useGoalLabels();
  const m = month ?? saoPauloMonth(new Date());
  const goals = api.goals.mine.useQuery({ month: m });
  return (
    <section aria-labelledby="my-goals-title" className="flex flex-col gap-3 rounded-lg border border-border bg-card p-4 shadow-xs">
      <div className="flex items-center justify-between gap-2">
        <h2 id="my-goals-title" className="text-base font-semibold">
          {t("card.title")}
        </h2>
        <Link href={{ pathname: "/comissoes/metas", query: { mes: m } }} className="text-sm text-primary underline-offset-4 hover:underline">
          {t("card.link")}
        </Link>
      </div>
      {goals.isLoading ? (
        <div className="flex flex-col gap-3">
          <Skeleton className="h-10 w-full" />
          <Skeleton className="h-10 w-full" />
        </div>
      ) : goals.error ? (
        <div role="alert" className="flex items-center gap-3 text-sm text-danger">
          {t("loadError")}
          <Button size="sm" variant="secondary" onClick={() => void goals.refetch()}>
            {t("retry")}
          </Button>
        </div>
      ) : (goals.data ?? []).length === 0 ? (
        <p className="text-sm text-muted-foreground">{t("card.empty")}</p>
      ) : (
        <ul className="flex flex-col gap-3" data-testid="my-goals">
          {goals.data!.map((g) => (
            <li key={g.id} className="flex flex-col gap-1">
              <div className="flex flex-wrap items-baseline justify-between gap-x-3 text-sm">
                <span className="font-medium">
                  {labels.metric(g.metric)}
                  <span className="font-normal text-muted-foreground">
                    {" · "}
                    {labels.category(g.category)}
                    {g.teamId ? ` · ${t("card.team")}` : ""}
                  </span>
                </span>
                <span className="tabular-nums text-muted-foreground">
                  {t("progressOf", { achieved: formatGoalValue(g.metric, g.achieved, locale), target: formatGoalValue(g.metric, g.target, locale) })}
                </span>
              </div>
              <GoalProgressBar pct={g.pct} reached={g.reached} />
              {g.bonus !== null ? <span className="text-xs text-muted-foreground">{t("card.bonus", { amount: formatBRL(g.bonus, locale) })}</span> : null}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
