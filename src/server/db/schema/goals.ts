import { sql } from "drizzle-orm";
import { bigint, check, date, index, pgTable, primaryKey, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { GOAL_METRICS } from "../../../lib/catalog/goal-metrics";
import { editable } from "./columns";
import { teams, users } from "./users";

/**
 * A monthly goal (meta) of one seller or of one team: a number of sales activated, a sum of base amounts
 * (centavos, at their activation value) or the commission accrued (centavos), optionally for one product
 * category. A goal with a bonus (premiação, centavos) pays it at the month close when reached.
 */
export const goals = pgTable(
  "goals",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** The competence month (first day, São Paulo). */
    month: date("month", { mode: "string" }).notNull(),
    sellerId: uuid("seller_id").references(() => users.id),
    teamId: uuid("team_id").references(() => teams.id),
    metric: text("metric", { enum: GOAL_METRICS }).notNull(),
    category: text("category"),
    /** A count of sales, or centavos. */
    target: bigint("target", { mode: "bigint" }).notNull(),
    bonus: bigint("bonus", { mode: "bigint" }),
    createdBy: uuid("created_by").references(() => users.id, { onDelete: "set null" }),
    ...editable,
  },
  (t) => [
    // One goal per month, owner, metric and category (none counts as one category of its own).
    uniqueIndex("goals_scope_key").on(t.month, sql`coalesce(${t.sellerId}, ${t.teamId})`, t.metric, sql`coalesce(${t.category}, '')`),
    index("goals_seller_idx").on(t.sellerId, t.month),
    index("goals_team_idx").on(t.teamId, t.month),
    check("goals_owner_one", sql`(${t.sellerId} is null) <> (${t.teamId} is null)`),
    check("goals_metric_valid", sql`${t.metric} in ('sales_count','base_amount','commission')`),
    check("goals_target_positive", sql`${t.target} > 0`),
    check("goals_bonus_positive", sql`${t.bonus} is null or ${t.bonus} > 0`),
    check("goals_month_start", sql`extract(day from ${t.month}) = 1`),
  ],
);

/**
 * Sales activated per seller, month (of activated_on, São Paulo business day) and category: how many and their
 * base amounts at activation. Kept exact by statement triggers on sales (hand-written in the goals migration),
 * so goal progress reads a handful of rows instead of a month of sales and their events.
 */
export const saleActivationMonths = pgTable(
  "sale_activation_months",
  {
    sellerId: uuid("seller_id").notNull(),
    month: date("month", { mode: "string" }).notNull(),
    category: text("category").notNull(),
    sales: bigint("sales", { mode: "bigint" }).notNull().default(sql`0`),
    amount: bigint("amount", { mode: "bigint" }).notNull().default(sql`0`),
  },
  (t) => [primaryKey({ columns: [t.month, t.sellerId, t.category] })],
);

/**
 * A person's accrued commission (prevista, ajuste, cancelamento, estorno) per competence month and category
 * ("" for entries without one), kept by a statement trigger on the append-only ledger (goals migration):
 * commission goals per category read it instead of a month of entries.
 */
export const commissionCategoryMonths = pgTable(
  "commission_category_months",
  {
    userId: uuid("user_id").notNull(),
    month: date("month", { mode: "string" }).notNull(),
    category: text("category").notNull(),
    accrued: bigint("accrued", { mode: "bigint" }).notNull().default(sql`0`),
  },
  (t) => [primaryKey({ columns: [t.month, t.userId, t.category] })],
);
