CREATE TABLE "lead_cohort_counts" (
	"created_day" date NOT NULL,
	"team_id" uuid,
	"owner_id" uuid,
	"source" text NOT NULL,
	"category" text NOT NULL,
	"status" text NOT NULL,
	"conv_days" integer,
	"n" bigint NOT NULL,
	"cycle_n" bigint DEFAULT 0 NOT NULL,
	"cycle_secs" double precision DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE INDEX "lead_cohort_counts_day_idx" ON "lead_cohort_counts" USING btree ("created_day","category");
--> statement-breakpoint
-- Hand-written: the rollup's triggers (the same shape as lead_status_counts': statement-level, transition tables,
-- insert-only signed deltas, nothing appended by an edit that moves no lead between buckets), its backfill, and
-- an index for "conversões do período" (a range of converted_at over the few converted leads).
CREATE FUNCTION lead_cohort_counts_track() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "lead_cohort_counts" ("created_day", "team_id", "owner_id", "source", "category", "status", "conv_days", "n", "cycle_n", "cycle_secs")
    SELECT (r."created_at" AT TIME ZONE 'America/Sao_Paulo')::date, r."team_id", r."owner_id", r."source", c.category, r."status",
      CASE WHEN r."converted_at" IS NULL THEN NULL
        WHEN extract(epoch FROM (r."converted_at" - r."created_at")) / 86400 <= 30 THEN 30
        WHEN extract(epoch FROM (r."converted_at" - r."created_at")) / 86400 <= 60 THEN 60
        WHEN extract(epoch FROM (r."converted_at" - r."created_at")) / 86400 <= 90 THEN 90 ELSE 999 END,
      sum(r.d),
      sum(CASE WHEN r."status" = 'Converter em lead' AND r."converted_at" IS NOT NULL AND r."first_contact_at" IS NOT NULL THEN r.d ELSE 0 END),
      sum(CASE WHEN r."status" = 'Converter em lead' AND r."converted_at" IS NOT NULL AND r."first_contact_at" IS NOT NULL
        THEN r.d * extract(epoch FROM (r."converted_at" - r."first_contact_at")) ELSE 0 END)
    FROM (SELECT *, 1 AS d FROM new_rows WHERE "deleted_at" IS NULL) r
    CROSS JOIN LATERAL unnest(array['*'] || CASE WHEN cardinality(r."categories") = 0 THEN array['']::text[] ELSE r."categories" END) AS c(category)
    GROUP BY 1, 2, 3, 4, 5, 6, 7
    HAVING sum(r.d) <> 0 OR sum(CASE WHEN r."status" = 'Converter em lead' AND r."converted_at" IS NOT NULL AND r."first_contact_at" IS NOT NULL THEN r.d ELSE 0 END) <> 0
      OR sum(CASE WHEN r."status" = 'Converter em lead' AND r."converted_at" IS NOT NULL AND r."first_contact_at" IS NOT NULL
        THEN r.d * extract(epoch FROM (r."converted_at" - r."first_contact_at")) ELSE 0 END) <> 0;
  ELSIF TG_OP = 'UPDATE' THEN
    INSERT INTO "lead_cohort_counts" ("created_day", "team_id", "owner_id", "source", "category", "status", "conv_days", "n", "cycle_n", "cycle_secs")
    SELECT (r."created_at" AT TIME ZONE 'America/Sao_Paulo')::date, r."team_id", r."owner_id", r."source", c.category, r."status",
      CASE WHEN r."converted_at" IS NULL THEN NULL
        WHEN extract(epoch FROM (r."converted_at" - r."created_at")) / 86400 <= 30 THEN 30
        WHEN extract(epoch FROM (r."converted_at" - r."created_at")) / 86400 <= 60 THEN 60
        WHEN extract(epoch FROM (r."converted_at" - r."created_at")) / 86400 <= 90 THEN 90 ELSE 999 END,
      sum(r.d),
      sum(CASE WHEN r."status" = 'Converter em lead' AND r."converted_at" IS NOT NULL AND r."first_contact_at" IS NOT NULL THEN r.d ELSE 0 END),
      sum(CASE WHEN r."status" = 'Converter em lead' AND r."converted_at" IS NOT NULL AND r."first_contact_at" IS NOT NULL
        THEN r.d * extract(epoch FROM (r."converted_at" - r."first_contact_at")) ELSE 0 END)
    FROM (SELECT *, 1 AS d FROM new_rows WHERE "deleted_at" IS NULL UNION ALL SELECT *, -1 AS d FROM old_rows WHERE "deleted_at" IS NULL) r
    CROSS JOIN LATERAL unnest(array['*'] || CASE WHEN cardinality(r."categories") = 0 THEN array['']::text[] ELSE r."categories" END) AS c(category)
    GROUP BY 1, 2, 3, 4, 5, 6, 7
    HAVING sum(r.d) <> 0 OR sum(CASE WHEN r."status" = 'Converter em lead' AND r."converted_at" IS NOT NULL AND r."first_contact_at" IS NOT NULL THEN r.d ELSE 0 END) <> 0
      OR sum(CASE WHEN r."status" = 'Converter em lead' AND r."converted_at" IS NOT NULL AND r."first_contact_at" IS NOT NULL
        THEN r.d * extract(epoch FROM (r."converted_at" - r."first_contact_at")) ELSE 0 END) <> 0;
  ELSE
    INSERT INTO "lead_cohort_counts" ("created_day", "team_id", "owner_id", "source", "category", "status", "conv_days", "n", "cycle_n", "cycle_secs")
    SELECT (r."created_at" AT TIME ZONE 'America/Sao_Paulo')::date, r."team_id", r."owner_id", r."source", c.category, r."status",
      CASE WHEN r."converted_at" IS NULL THEN NULL
        WHEN extract(epoch FROM (r."converted_at" - r."created_at")) / 86400 <= 30 THEN 30
        WHEN extract(epoch FROM (r."converted_at" - r."created_at")) / 86400 <= 60 THEN 60
        WHEN extract(epoch FROM (r."converted_at" - r."created_at")) / 86400 <= 90 THEN 90 ELSE 999 END,
      sum(r.d),
      sum(CASE WHEN r."status" = 'Converter em lead' AND r."converted_at" IS NOT NULL AND r."first_contact_at" IS NOT NULL THEN r.d ELSE 0 END),
      sum(CASE WHEN r."status" = 'Converter em lead' AND r."converted_at" IS NOT NULL AND r."first_contact_at" IS NOT NULL
        THEN r.d * extract(epoch FROM (r."converted_at" - r."first_contact_at")) ELSE 0 END)
    FROM (SELECT *, -1 AS d FROM old_rows WHERE "deleted_at" IS NULL) r
    CROSS JOIN LATERAL unnest(array['*'] || CASE WHEN cardinality(r."categories") = 0 THEN array['']::text[] ELSE r."categories" END) AS c(category)
    GROUP BY 1, 2, 3, 4, 5, 6, 7
    HAVING sum(r.d) <> 0 OR sum(CASE WHEN r."status" = 'Converter em lead' AND r."converted_at" IS NOT NULL AND r."first_contact_at" IS NOT NULL THEN r.d ELSE 0 END) <> 0
      OR sum(CASE WHEN r."status" = 'Converter em lead' AND r."converted_at" IS NOT NULL AND r."first_contact_at" IS NOT NULL
        THEN r.d * extract(epoch FROM (r."converted_at" - r."first_contact_at")) ELSE 0 END) <> 0;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER lead_cohort_counts_insert AFTER INSERT ON "leads" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION lead_cohort_counts_track();--> statement-breakpoint
CREATE TRIGGER lead_cohort_counts_update AFTER UPDATE ON "leads" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION lead_cohort_counts_track();--> statement-breakpoint
CREATE TRIGGER lead_cohort_counts_delete AFTER DELETE ON "leads" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION lead_cohort_counts_track();--> statement-breakpoint
CREATE FUNCTION lead_cohort_counts_truncate() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "lead_cohort_counts";
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER lead_cohort_counts_truncate AFTER TRUNCATE ON "leads" FOR EACH STATEMENT EXECUTE FUNCTION lead_cohort_counts_truncate();--> statement-breakpoint
-- The leads already there.
INSERT INTO "lead_cohort_counts" ("created_day", "team_id", "owner_id", "source", "category", "status", "conv_days", "n", "cycle_n", "cycle_secs")
    SELECT (r."created_at" AT TIME ZONE 'America/Sao_Paulo')::date, r."team_id", r."owner_id", r."source", c.category, r."status",
      CASE WHEN r."converted_at" IS NULL THEN NULL
        WHEN extract(epoch FROM (r."converted_at" - r."created_at")) / 86400 <= 30 THEN 30
        WHEN extract(epoch FROM (r."converted_at" - r."created_at")) / 86400 <= 60 THEN 60
        WHEN extract(epoch FROM (r."converted_at" - r."created_at")) / 86400 <= 90 THEN 90 ELSE 999 END,
      sum(r.d),
      sum(CASE WHEN r."status" = 'Converter em lead' AND r."converted_at" IS NOT NULL AND r."first_contact_at" IS NOT NULL THEN r.d ELSE 0 END),
      sum(CASE WHEN r."status" = 'Converter em lead' AND r."converted_at" IS NOT NULL AND r."first_contact_at" IS NOT NULL
        THEN r.d * extract(epoch FROM (r."converted_at" - r."first_contact_at")) ELSE 0 END)
    FROM (SELECT *, 1 AS d FROM "leads" WHERE "deleted_at" IS NULL) r
    CROSS JOIN LATERAL unnest(array['*'] || CASE WHEN cardinality(r."categories") = 0 THEN array['']::text[] ELSE r."categories" END) AS c(category)
    GROUP BY 1, 2, 3, 4, 5, 6, 7
    HAVING sum(r.d) <> 0 OR sum(CASE WHEN r."status" = 'Converter em lead' AND r."converted_at" IS NOT NULL AND r."first_contact_at" IS NOT NULL THEN r.d ELSE 0 END) <> 0
      OR sum(CASE WHEN r."status" = 'Converter em lead' AND r."converted_at" IS NOT NULL AND r."first_contact_at" IS NOT NULL
        THEN r.d * extract(epoch FROM (r."converted_at" - r."first_contact_at")) ELSE 0 END) <> 0;--> statement-breakpoint
-- Conversions in a period: leads_converted_at_idx (converted_at, owner_id), created by migration 0022.
-- "Perdas": the leads in a lost status that they entered in the period, a range per status.
CREATE INDEX "leads_status_changed_idx" ON "leads" ("status", "status_changed_at") WHERE "deleted_at" IS NULL;
