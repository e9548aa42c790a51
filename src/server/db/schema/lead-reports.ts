import { bigint, date, doublePrecision, index, integer, jsonb, pgTable, smallint, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { leads } from "./leads";

/**
 * The lead reports' rollup (Relatórios: Funil, Conversão, Cohort): live leads per São Paulo creation day, team,
 * owner, source, category, status and conversion window, as signed deltas appended by statement-level triggers
 * on leads (like lead_status_counts) and summed on read, so a month of a million-lead office is a few thousand
 * rows instead of a hundred thousand leads. `category`: '*' counts each lead once (totals), '' a lead without
 * category, else one row per category the lead has. `convDays`: 30, 60 or 90 when converted within that many
 * days of creation, 999 later, null not converted. `cycleN`/`cycleSecs`: converted leads with a first contact
 * and the sum of their seconds from first contact to conversion (the cycle's average). `createdSecs`: the sum of
 * the leads' creation instants (epoch seconds), so time in status reads creation-to-now per status as
 * n·now − createdSecs instead of scanning the cohort's leads.
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
    createdSecs: doublePrecision("created_secs").notNull().default(0),
  },
  // INCLUDE of every other column, written by hand in migration 0031: the reports' reads are index-only scans.
  (t) => [index("lead_cohort_counts_day_idx").on(t.createdDay, t.category)],
);

/**
 * The first-contact side of the rollup, kept by the same trigger function and folded by the same jobs: live
 * leads per São Paulo creation day, team, owner, source and category ('*', '' or a code, as above) by
 * `fcHours`, the whole hours from creation to first contact — floor(lead_first_contact_hours(…)), the leads
 * list's firstContactHours — held to −1..168 (−1: a contact recorded before creation; 168: a week or more);
 * null: no contact yet. A separate table rather than a column of lead_cohort_counts: up to 170 values per
 * bucket would multiply that table's groups (8× at 1M leads) and slow every cohort read.
 */
export const leadFirstContactCounts = pgTable(
  "lead_first_contact_counts",
  {
    createdDay: date("created_day", { mode: "string" }).notNull(),
    teamId: uuid("team_id"),
    ownerId: uuid("owner_id"),
    source: text("source").notNull(),
    category: text("category").notNull(),
    fcHours: smallint("fc_hours"),
    n: bigint("n", { mode: "number" }).notNull(),
  },
  // INCLUDE of every other column, written by hand in the migration: the report's read is an index-only scan.
  (t) => [index("lead_first_contact_counts_day_idx").on(t.createdDay, t.category)],
);

/**
 * Each lead's status timeline in short, recomputed by a trigger on lead_activities from its status changes
 * (kinds status and converted, data.status { from, to }) whenever they are written: the statuses named in them
 * (`statuses`), the seconds spent in each status a change left (`closedSecs`: from creation, or the previous
 * change, to the change — never negative), and the last change (`changedAt`). Only leads with a change have a
 * row. It feeds lead_status_path_counts; the leads list's "passou pelo status" still reads the activities, so
 * the agreement tests hold this summary to the timelines themselves.
 */
export const leadStatusPaths = pgTable("lead_status_paths", {
  leadId: uuid("lead_id")
    .primaryKey()
    .references(() => leads.id),
  statuses: text("statuses").array().notNull(),
  closedSecs: jsonb("closed_secs").$type<Record<string, number>>().notNull(),
  changedAt: timestamp("changed_at", { withTimezone: true }).notNull(),
});

/**
 * The status-path side of the rollup (Funil's stages, Conversão's time in status): for the live leads with a
 * status change, per São Paulo creation day, team, owner, source, category ('*', '' or a code, as above) and
 * status now, by `pathStatus` — each status the lead's changes name, and its status now. `n`: leads that passed
 * through pathStatus and are in another status now; `closedSecs`: their seconds in pathStatus before leaving
 * it; `shiftSecs` (on the row of the status now): creation minus last change, in seconds, so that the current
 * interval of every lead is n·now − createdSecs (lead_cohort_counts) plus this. Signed deltas appended by
 * triggers on leads and on lead_status_paths, folded with the others.
 */
export const leadStatusPathCounts = pgTable(
  "lead_status_path_counts",
  {
    createdDay: date("created_day", { mode: "string" }).notNull(),
    teamId: uuid("team_id"),
    ownerId: uuid("owner_id"),
    source: text("source").notNull(),
    category: text("category").notNull(),
    status: text("status").notNull(),
    pathStatus: text("path_status").notNull(),
    n: bigint("n", { mode: "number" }).notNull(),
    closedSecs: doublePrecision("closed_secs").notNull().default(0),
    shiftSecs: doublePrecision("shift_secs").notNull().default(0),
  },
  // INCLUDE of every other column, written by hand in the migration: the reports' reads are index-only scans.
  (t) => [index("lead_status_path_counts_day_idx").on(t.createdDay, t.category)],
);
