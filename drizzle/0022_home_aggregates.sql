ALTER TABLE "lead_status_counts" ADD COLUMN "value" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "sales_activated_idx" ON "sales" USING btree ("activated_on","seller_id") WHERE "sales"."activated_on" is not null and "sales"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "leads_converted_at_idx" ON "leads" USING btree ("converted_at","owner_id") WHERE "leads"."converted_at" is not null and "leads"."deleted_at" is null;--> statement-breakpoint
-- lead_status_counts also carries the estimated values (Início's open pipeline: count and value per status without
-- reading a seller's leads). Same statement-level deltas as migration 0015; an edit of the value alone appends its
-- difference (n = 0).
CREATE OR REPLACE FUNCTION lead_status_counts_track() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "lead_status_counts" ("team_id", "owner_id", "status", "n", "value")
    SELECT "team_id", "owner_id", "status", count(*), coalesce(sum("estimated_value"), 0) FROM new_rows WHERE "deleted_at" IS NULL GROUP BY 1, 2, 3;
  ELSIF TG_OP = 'UPDATE' THEN
    INSERT INTO "lead_status_counts" ("team_id", "owner_id", "status", "n", "value")
    SELECT "team_id", "owner_id", "status", sum(d), sum(v) FROM (
      SELECT "team_id", "owner_id", "status", 1 AS d, coalesce("estimated_value", 0) AS v FROM new_rows WHERE "deleted_at" IS NULL
      UNION ALL
      SELECT "team_id", "owner_id", "status", -1, -coalesce("estimated_value", 0) FROM old_rows WHERE "deleted_at" IS NULL
    ) moved GROUP BY 1, 2, 3 HAVING sum(d) <> 0 OR sum(v) <> 0;
  ELSE
    INSERT INTO "lead_status_counts" ("team_id", "owner_id", "status", "n", "value")
    SELECT "team_id", "owner_id", "status", -count(*), -coalesce(sum("estimated_value"), 0) FROM old_rows WHERE "deleted_at" IS NULL GROUP BY 1, 2, 3;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
-- The totals again, values included, in the migration's transaction.
DELETE FROM "lead_status_counts";--> statement-breakpoint
INSERT INTO "lead_status_counts" ("team_id", "owner_id", "status", "n", "value")
SELECT "team_id", "owner_id", "status", count(*), coalesce(sum("estimated_value"), 0) FROM "leads" WHERE "deleted_at" IS NULL GROUP BY 1, 2, 3;
--> statement-breakpoint
-- Início's funnel of the month (leads created since the 1st, by status, per team) read from the index alone:
-- the list's (created_at, id) index, same keys, now carrying status and team_id (INCLUDE changes no order).
DROP INDEX IF EXISTS "leads_created_idx";--> statement-breakpoint
CREATE INDEX "leads_created_idx" ON "leads" USING btree ("created_at","id") INCLUDE ("status","team_id") WHERE "leads"."deleted_at" is null;
