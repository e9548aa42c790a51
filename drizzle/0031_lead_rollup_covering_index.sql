-- Hand-written: the lead reports read a range of days of lead_cohort_counts grouped by status and one or two
-- columns; at 1M leads a month is ~50 000 rows scattered over as many heap pages (deltas are appended as
-- leads change). Carrying every column the reads use makes them index-only scans of contiguous entries.
DROP INDEX IF EXISTS "lead_cohort_counts_day_idx";--> statement-breakpoint
CREATE INDEX "lead_cohort_counts_day_idx" ON "lead_cohort_counts" USING btree ("created_day","category") INCLUDE ("status","source","team_id","owner_id","conv_days","n","cycle_n","cycle_secs");
