CREATE TABLE "lead_first_contact_counts" (
	"created_day" date NOT NULL,
	"team_id" uuid,
	"owner_id" uuid,
	"source" text NOT NULL,
	"category" text NOT NULL,
	"fc_hours" smallint,
	"n" bigint NOT NULL
);
--> statement-breakpoint
ALTER TABLE "lead_cohort_counts" ADD COLUMN "created_secs" double precision DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "lead_first_contact_counts_day_idx" ON "lead_first_contact_counts" USING btree ("created_day","category");
--> statement-breakpoint
-- Hand-written: the hours from creation to first contact, the one expression of the leads list's firstContactHours
-- filter (leadFirstContactHoursSql) and of the rollup's buckets below (an immutable SQL function: inlined).
CREATE FUNCTION lead_first_contact_hours(first_contact timestamptz, created timestamptz) RETURNS double precision
  LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$ SELECT date_part('epoch', first_contact - created) / 3600 $$;--> statement-breakpoint
-- The rollup's trigger function (migration 0025) now also sums the creation instants (created_secs, exact
-- numeric deltas so that an edit moving nothing appends nothing) and keeps lead_first_contact_counts: one
-- function, the same triggers and transition tables. Each table's statement is written once, as text of the
-- rows it reads (`src`: leads' columns and d, +1 or −1), run by the trigger on its transition tables (which only
-- the trigger function's own queries see) and by the backfill below on leads.
CREATE FUNCTION lead_cohort_counts_sql(src text) RETURNS text LANGUAGE sql IMMUTABLE AS $f$
SELECT format($q$
  INSERT INTO "lead_cohort_counts" ("created_day", "team_id", "owner_id", "source", "category", "status", "conv_days", "n", "cycle_n", "cycle_secs", "created_secs")
  SELECT * FROM (
    SELECT (r."created_at" AT TIME ZONE 'America/Sao_Paulo')::date AS created_day, r."team_id", r."owner_id", r."source", c.category, r."status",
      CASE WHEN r."converted_at" IS NULL THEN NULL
        WHEN extract(epoch FROM (r."converted_at" - r."created_at")) / 86400 <= 30 THEN 30
        WHEN extract(epoch FROM (r."converted_at" - r."created_at")) / 86400 <= 60 THEN 60
        WHEN extract(epoch FROM (r."converted_at" - r."created_at")) / 86400 <= 90 THEN 90 ELSE 999 END AS conv_days,
      sum(r.d) AS n,
      sum(CASE WHEN r."status" = 'Converter em lead' AND r."converted_at" IS NOT NULL AND r."first_contact_at" IS NOT NULL THEN r.d ELSE 0 END) AS cycle_n,
      sum(CASE WHEN r."status" = 'Converter em lead' AND r."converted_at" IS NOT NULL AND r."first_contact_at" IS NOT NULL
        THEN r.d * extract(epoch FROM (r."converted_at" - r."first_contact_at")) ELSE 0 END) AS cycle_secs,
      sum(r.d * extract(epoch FROM r."created_at")) AS created_secs
    FROM (%s) r
    CROSS JOIN LATERAL unnest(array['*'] || CASE WHEN cardinality(r."categories") = 0 THEN array['']::text[] ELSE r."categories" END) AS c(category)
    WHERE r."deleted_at" IS NULL
    GROUP BY 1, 2, 3, 4, 5, 6, 7
  ) delta WHERE n <> 0 OR cycle_n <> 0 OR cycle_secs <> 0 OR created_secs <> 0
$q$, src)
$f$;--> statement-breakpoint
CREATE FUNCTION lead_first_contact_counts_sql(src text) RETURNS text LANGUAGE sql IMMUTABLE AS $f$
SELECT format($q$
  INSERT INTO "lead_first_contact_counts" ("created_day", "team_id", "owner_id", "source", "category", "fc_hours", "n")
  SELECT (r."created_at" AT TIME ZONE 'America/Sao_Paulo')::date, r."team_id", r."owner_id", r."source", c.category,
    CASE WHEN r."first_contact_at" IS NULL THEN NULL
      ELSE greatest(-1, least(168, floor(lead_first_contact_hours(r."first_contact_at", r."created_at"))))::smallint END,
    sum(r.d)
  FROM (%s) r
  CROSS JOIN LATERAL unnest(array['*'] || CASE WHEN cardinality(r."categories") = 0 THEN array['']::text[] ELSE r."categories" END) AS c(category)
  WHERE r."deleted_at" IS NULL
  GROUP BY 1, 2, 3, 4, 5, 6
  HAVING sum(r.d) <> 0
$q$, src)
$f$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION lead_cohort_counts_track() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE src text := CASE TG_OP
  WHEN 'INSERT' THEN 'SELECT *, 1 AS d FROM new_rows'
  WHEN 'UPDATE' THEN 'SELECT *, 1 AS d FROM new_rows UNION ALL SELECT *, -1 AS d FROM old_rows'
  ELSE 'SELECT *, -1 AS d FROM old_rows' END;
BEGIN
  EXECUTE lead_cohort_counts_sql(src);
  EXECUTE lead_first_contact_counts_sql(src);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION lead_cohort_counts_truncate() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "lead_cohort_counts";
  DELETE FROM "lead_first_contact_counts";
  RETURN NULL;
END $$;--> statement-breakpoint
-- The leads already there: both tables recomputed (the existing rows' deltas cannot be given creation instants),
-- with leads held still meanwhile, and their indexes built after the rows.
LOCK TABLE "leads" IN SHARE MODE;--> statement-breakpoint
DROP INDEX "lead_cohort_counts_day_idx";--> statement-breakpoint
DROP INDEX "lead_first_contact_counts_day_idx";--> statement-breakpoint
DELETE FROM "lead_cohort_counts";--> statement-breakpoint
DO $$ BEGIN
  EXECUTE lead_cohort_counts_sql('SELECT *, 1 AS d FROM "leads"');
  EXECUTE lead_first_contact_counts_sql('SELECT *, 1 AS d FROM "leads"');
END $$;--> statement-breakpoint
CREATE INDEX "lead_cohort_counts_day_idx" ON "lead_cohort_counts" USING btree ("created_day","category") INCLUDE ("status","source","team_id","owner_id","conv_days","n","cycle_n","cycle_secs","created_secs");--> statement-breakpoint
CREATE INDEX "lead_first_contact_counts_day_idx" ON "lead_first_contact_counts" USING btree ("created_day","category") INCLUDE ("team_id","owner_id","source","fc_hours","n");
