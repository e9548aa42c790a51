import { useLocale, useTranslations } from "use-intl";
import { formatPct } from "~/features/goals/components/goal-format";
import { saoPauloMonth } from "~/lib/format";
import type { Locale } from "~/lib/roles";
import { api } from "~/utils/api";
import type { GoalColumn } from "./sellers-table";

/** The per-seller table's "Meta %": each seller's attainment this month, from the goals ranking (same scope). */
export function useGoalColumn(enabled: boolean): GoalColumn | undefined {
  const t = useTranslations("dashboard.goal");
  const locale = useLocale() as Locale;
  const ranking = api.goals.ranking.useQuery({ month: saoPauloMonth(new Date()) }, { enabled });
  if (!enabled || !ranking.data) return undefined;
  const byUser = new Map(ranking.data.map((r) => [r.userId, r.attainment]));
  return {
    header: t("column"),
    cell: (userId) => {
      const pct = byUser.get(userId);
      return pct == null ? <span className="text-muted-foreground">{t("none")}</span> : formatPct(pct, locale);
    },
    value: (userId) => byUser.get(userId) ?? null,
  };
}
