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
-- function, the same triggers and transition tables.
CREATE OR REPLACE FUNCTION lead_cohort_counts_track() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "lead_cohort_counts" ("created_day", "team_id", "owner_id", "source", "category", "status", "conv_days", "n", "cycle_n", "cycle_secs", "created_secs")
      SELECT (r."created_at" AT TIME ZONE 'America/Sao_Paulo')::date, r."team_id", r."owner_id", r."source", c.category, r."status",
        CASE WHEN r."converted_at" IS NULL THEN NULL
          WHEN extract(epoch FROM (r."converted_at" - r."created_at")) / 86400 <= 30 THEN 30
          WHEN extract(epoch FROM (r."converted_at" - r."created_at")) / 86400 <= 60 THEN 60
          WHEN extract(epoch FROM (r."converted_at" - r."created_at")) / 86400 <= 90 THEN 90 ELSE 999 END,
        sum(r.d), sum(CASE WHEN r."status" = 'Converter em lead' AND r."converted_at" IS NOT NULL AND r."first_contact_at" IS NOT NULL THEN r.d ELSE 0 END),
        sum(CASE WHEN r."status" = 'Converter em lead' AND r."converted_at" IS NOT NULL AND r."first_contact_at" IS NOT NULL
          THEN r.d * extract(epoch FROM (r."converted_at" - r."first_contact_at")) ELSE 0 END),
        sum(r.d * extract(epoch FROM r."created_at"))
      FROM (SELECT *, 1 AS d FROM new_rows WHERE "deleted_at" IS NULL) r
      CROSS JOIN LATERAL unnest(array['*'] || CASE WHEN cardinality(r."categories") = 0 THEN array['']::text[] ELSE r."categories" END) AS c(category)
      GROUP BY 1, 2, 3, 4, 5, 6, 7
      HAVING sum(r.d) <> 0 OR sum(CASE WHEN r."status" = 'Converter em lead' AND r."converted_at" IS NOT NULL AND r."first_contact_at" IS NOT NULL THEN r.d ELSE 0 END) <> 0
        OR sum(CASE WHEN r."status" = 'Converter em lead' AND r."converted_at" IS NOT NULL AND r."first_contact_at" IS NOT NULL
          THEN r.d * extract(epoch FROM (r."converted_at" - r."first_contact_at")) ELSE 0 END) <> 0
        OR sum(r.d * extract(epoch FROM r."created_at")) <> 0;
    INSERT INTO "lead_first_contact_counts" ("created_day", "team_id", "owner_id", "source", "category", "fc_hours", "n")
      SELECT (r."created_at" AT TIME ZONE 'America/Sao_Paulo')::date, r."team_id", r."owner_id", r."source", c.category,
        CASE WHEN r."first_contact_at" IS NULL THEN NULL
          ELSE greatest(-1, least(168, floor(lead_first_contact_hours(r."first_contact_at", r."created_at"))))::smallint END,
        sum(r.d)
      FROM (SELECT *, 1 AS d FROM new_rows WHERE "deleted_at" IS NULL) r
      CROSS JOIN LATERAL unnest(array['*'] || CASE WHEN cardinality(r."categories") = 0 THEN array['']::text[] ELSE r."categories" END) AS c(category)
      GROUP BY 1, 2, 3, 4, 5, 6
      HAVING sum(r.d) <> 0;
  ELSIF TG_OP = 'UPDATE' THEN
    INSERT INTO "lead_cohort_counts" ("created_day", "team_id", "owner_id", "source", "category", "status", "conv_days", "n", "cycle_n", "cycle_secs", "created_secs")
      SELECT (r."created_at" AT TIME ZONE 'America/Sao_Paulo')::date, r."team_id", r."owner_id", r."source", c.category, r."status",
        CASE WHEN r."converted_at" IS NULL THEN NULL
          WHEN extract(epoch FROM (r."converted_at" - r."created_at")) / 86400 <= 30 THEN 30
          WHEN extract(epoch FROM (r."converted_at" - r."created_at")) / 86400 <= 60 THEN 60
          WHEN extract(epoch FROM (r."converted_at" - r."created_at")) / 86400 <= 90 THEN 90 ELSE 999 END,
        sum(r.d), sum(CASE WHEN r."status" = 'Converter em lead' AND r."converted_at" IS NOT NULL AND r."first_contact_at" IS NOT NULL THEN r.d ELSE 0 END),
        sum(CASE WHEN r."status" = 'Converter em lead' AND r."converted_at" IS NOT NULL AND r."first_contact_at" IS NOT NULL
          THEN r.d * extract(epoch FROM (r."converted_at" - r."first_contact_at")) ELSE 0 END),
        sum(r.d * extract(epoch FROM r."created_at"))
      FROM (SELECT *, 1 AS d FROM new_rows WHERE "deleted_at" IS NULL UNION ALL SELECT *, -1 AS d FROM old_rows WHERE "deleted_at" IS NULL) r
      CROSS JOIN LATERAL unnest(array['*'] || CASE WHEN cardinality(r."categories") = 0 THEN array['']::text[] ELSE r."categories" END) AS c(category)
      GROUP BY 1, 2, 3, 4, 5, 6, 7
      HAVING sum(r.d) <> 0 OR sum(CASE WHEN r."status" = 'Converter em lead' AND r."converted_at" IS NOT NULL AND r."first_contact_at" IS NOT NULL THEN r.d ELSE 0 END) <> 0
        OR sum(CASE WHEN r."status" = 'Converter em lead' AND r."converted_at" IS NOT NULL AND r."first_contact_at" IS NOT NULL
          THEN r.d * extract(epoch FROM (r."converted_at" - r."first_contact_at")) ELSE 0 END) <> 0
        OR sum(r.d * extract(epoch FROM r."created_at")) <> 0;
    INSERT INTO "lead_first_contact_counts" ("created_day", "team_id", "owner_id", "source", "category", "fc_hours", "n")
      SELECT (r."created_at" AT TIME ZONE 'America/Sao_Paulo')::date, r."team_id", r."owner_id", r."source", c.category,
        CASE WHEN r."first_contact_at" IS NULL THEN NULL
          ELSE greatest(-1, least(168, floor(lead_first_contact_hours(r."first_contact_at", r."created_at"))))::smallint END,
        sum(r.d)
      FROM (SELECT *, 1 AS d FROM new_rows WHERE "deleted_at" IS NULL UNION ALL SELECT *, -1 AS d FROM old_rows WHERE "deleted_at" IS NULL) r
      CROSS JOIN LATERAL unnest(array['*'] || CASE WHEN cardinality(r."categories") = 0 THEN array['']::text[] ELSE r."categories" END) AS c(category)
      GROUP BY 1, 2, 3, 4, 5, 6
      HAVING sum(r.d) <> 0;
  ELSE
    INSERT INTO "lead_cohort_counts" ("created_day", "team_id", "owner_id", "source", "category", "status", "conv_days", "n", "cycle_n", "cycle_secs", "created_secs")
      SELECT (r."created_at" AT TIME ZONE 'America/Sao_Paulo')::date, r."team_id", r."owner_id", r."source", c.category, r."status",
        CASE WHEN r."converted_at" IS NULL THEN NULL
          WHEN extract(epoch FROM (r."converted_at" - r."created_at")) / 86400 <= 30 THEN 30
          WHEN extract(epoch FROM (r."converted_at" - r."created_at")) / 86400 <= 60 THEN 60
          WHEN extract(epoch FROM (r."converted_at" - r."created_at")) / 86400 <= 90 THEN 90 ELSE 999 END,
        sum(r.d), sum(CASE WHEN r."status" = 'Converter em lead' AND r."converted_at" IS NOT NULL AND r."first_contact_at" IS NOT NULL THEN r.d ELSE 0 END),
        sum(CASE WHEN r."status" = 'Converter em lead' AND r."converted_at" IS NOT NULL AND r."first_contact_at" IS NOT NULL
          THEN r.d * extract(epoch FROM (r."converted_at" - r."first_contact_at")) ELSE 0 END),
        sum(r.d * extract(epoch FROM r."created_at"))
      FROM (SELECT *, -1 AS d FROM old_rows WHERE "deleted_at" IS NULL) r
      CROSS JOIN LATERAL unnest(array['*'] || CASE WHEN cardinality(r."categories") = 0 THEN array['']::text[] ELSE r."categories" END) AS c(category)
      GROUP BY 1, 2, 3, 4, 5, 6, 7
      HAVING sum(r.d) <> 0 OR sum(CASE WHEN r."status" = 'Converter em lead' AND r."converted_at" IS NOT NULL AND r."first_contact_at" IS NOT NULL THEN r.d ELSE 0 END) <> 0
        OR sum(CASE WHEN r."status" = 'Converter em lead' AND r."converted_at" IS NOT NULL AND r."first_contact_at" IS NOT NULL
          THEN r.d * extract(epoch FROM (r."converted_at" - r."first_contact_at")) ELSE 0 END) <> 0
        OR sum(r.d * extract(epoch FROM r."created_at")) <> 0;
    INSERT INTO "lead_first_contact_counts" ("created_day", "team_id", "owner_id", "source", "category", "fc_hours", "n")
      SELECT (r."created_at" AT TIME ZONE 'America/Sao_Paulo')::date, r."team_id", r."owner_id", r."source", c.category,
        CASE WHEN r."first_contact_at" IS NULL THEN NULL
          ELSE greatest(-1, least(168, floor(lead_first_contact_hours(r."first_contact_at", r."created_at"))))::smallint END,
        sum(r.d)
      FROM (SELECT *, -1 AS d FROM old_rows WHERE "deleted_at" IS NULL) r
      CROSS JOIN LATERAL unnest(array['*'] || CASE WHEN cardinality(r."categories") = 0 THEN array['']::text[] ELSE r."categories" END) AS c(category)
      GROUP BY 1, 2, 3, 4, 5, 6
      HAVING sum(r.d) <> 0;
  END IF;
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
INSERT INTO "lead_cohort_counts" ("created_day", "team_id", "owner_id", "source", "category", "status", "conv_days", "n", "cycle_n", "cycle_secs", "created_secs")
    SELECT (r."created_at" AT TIME ZONE 'America/Sao_Paulo')::date, r."team_id", r."owner_id", r."source", c.category, r."status",
      CASE WHEN r."converted_at" IS NULL THEN NULL
        WHEN extract(epoch FROM (r."converted_at" - r."created_at")) / 86400 <= 30 THEN 30
        WHEN extract(epoch FROM (r."converted_at" - r."created_at")) / 86400 <= 60 THEN 60
        WHEN extract(epoch FROM (r."converted_at" - r."created_at")) / 86400 <= 90 THEN 90 ELSE 999 END,
      sum(r.d), sum(CASE WHEN r."status" = 'Converter em lead' AND r."converted_at" IS NOT NULL AND r."first_contact_at" IS NOT NULL THEN r.d ELSE 0 END),
      sum(CASE WHEN r."status" = 'Converter em lead' AND r."converted_at" IS NOT NULL AND r."first_contact_at" IS NOT NULL
        THEN r.d * extract(epoch FROM (r."converted_at" - r."first_contact_at")) ELSE 0 END),
      sum(r.d * extract(epoch FROM r."created_at"))
    FROM (SELECT *, 1 AS d FROM "leads" WHERE "deleted_at" IS NULL) r
    CROSS JOIN LATERAL unnest(array['*'] || CASE WHEN cardinality(r."categories") = 0 THEN array['']::text[] ELSE r."categories" END) AS c(category)
    GROUP BY 1, 2, 3, 4, 5, 6, 7
    HAVING sum(r.d) <> 0 OR sum(CASE WHEN r."status" = 'Converter em lead' AND r."converted_at" IS NOT NULL AND r."first_contact_at" IS NOT NULL THEN r.d ELSE 0 END) <> 0
      OR sum(CASE WHEN r."status" = 'Converter em lead' AND r."converted_at" IS NOT NULL AND r."first_contact_at" IS NOT NULL
        THEN r.d * extract(epoch FROM (r."converted_at" - r."first_contact_at")) ELSE 0 END) <> 0
      OR sum(r.d * extract(epoch FROM r."created_at")) <> 0;--> statement-breakpoint
INSERT INTO "lead_first_contact_counts" ("created_day", "team_id", "owner_id", "source", "category", "fc_hours", "n")
    SELECT (r."created_at" AT TIME ZONE 'America/Sao_Paulo')::date, r."team_id", r."owner_id", r."source", c.category,
      CASE WHEN r."first_contact_at" IS NULL THEN NULL
        ELSE greatest(-1, least(168, floor(lead_first_contact_hours(r."first_contact_at", r."created_at"))))::smallint END,
      sum(r.d)
    FROM (SELECT *, 1 AS d FROM "leads" WHERE "deleted_at" IS NULL) r
    CROSS JOIN LATERAL unnest(array['*'] || CASE WHEN cardinality(r."categories") = 0 THEN array['']::text[] ELSE r."categories" END) AS c(category)
    GROUP BY 1, 2, 3, 4, 5, 6
    HAVING sum(r.d) <> 0;--> statement-breakpoint
CREATE INDEX "lead_cohort_counts_day_idx" ON "lead_cohort_counts" USING btree ("created_day","category") INCLUDE ("status","source","team_id","owner_id","conv_days","n","cycle_n","cycle_secs","created_secs");--> statement-breakpoint
CREATE INDEX "lead_first_contact_counts_day_idx" ON "lead_first_contact_counts" USING btree ("created_day","category") INCLUDE ("team_id","owner_id","source","fc_hours","n");
