/** What a goal (meta) measures: sales activated, their base amounts (centavos) or the accrued commission (centavos). */
export const GOAL_METRICS = ["sales_count", "base_amount", "commission"] as const;
export type GoalMetric = (typeof GOAL_METRICS)[number];

/** Metrics counted in centavos (the rest are counts). */
export const MONEY_METRICS: ReadonlySet<GoalMetric> = new Set(["base_amount", "commission"]);
