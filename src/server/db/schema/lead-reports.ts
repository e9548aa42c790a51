import { bigint, date, doublePrecision, index, integer, pgTable, text, uuid } from "drizzle-orm/pg-core";

/**
 * The lead reports' rollup (Relatórios: Funil, Conversão, Cohort): live leads per São Paulo creation day, team,
 * owner, source, category, status and conversion window, as signed deltas appended by statement-level triggers
 * on leads (like lead_status_counts) and summed on read, so a month of a million-lead office is a few thousand
 * rows instead of a hundred thousand leads. `category`: '*' counts each lead once (totals), '' a lead without
 * category, else one row per category the lead has. `convDays`: 30, 60 or 90 when converted within that many
 * days of creation, 999 later, null not converted. `cycleN`/`cycleSecs`: converted leads with a first contact
 * and the sum of their seconds from first contact to conversion (the cycle's average).
 */
export const leadCohortCounts = pgTable(
  "lead_cohort_counts",
  {
    createdDay: date("created_day", { mode: "string" }).notNull(),
    teamId: uuid("team_id"),
    ownerId: uuid("owner_id"),
    source: text("source").notNull(),
    category: text("category").notNull(),
    status: text("status").notNull(),
    convDays: integer("conv_days"),
    n: bigint("n", { mode: "number" }).notNull(),
    cycleN: bigint("cycle_n", { mode: "number" }).notNull().default(0),
    cycleSecs: doublePrecision("cycle_secs").notNull().default(0),
  },
  // INCLUDE of every other column, written by hand in migration 0031: the reports' reads are index-only scans.
  (t) => [index("lead_cohort_counts_day_idx").on(t.createdDay, t.category)],
);
