import { useLocale, useTranslations } from "use-intl";
import type { Locale } from "~/lib/roles";
import { isProductCategory, productCategoryLabel } from "~/lib/catalog/product-categories";
import type { GoalMetric } from "~/lib/catalog/goal-metrics";

/** "Comissão apurada · Crédito": what a goal measures and on which category. */
export function useGoalLabels() {
  const t = useTranslations("goals");
  const locale = useLocale() as Locale;
  const category = (code: string | null) => (code === null ? t("allCategories") : isProductCategory(code) ? productCategoryLabel(code, locale) : code);
  return {
    metric: (metric: GoalMetric) => t(`metrics.${metric}`),
    category,
    owner: (g: { sellerName: string | null; teamName: string | null }) => g.sellerName ?? t("teamOwner", { name: g.teamName ?? "" }),
  };
}
