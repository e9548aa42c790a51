CREATE TABLE "lead_status_counts" (
	"team_id" uuid,
	"owner_id" uuid,
	"status" text NOT NULL,
	"n" bigint NOT NULL
);
--> statement-breakpoint
-- Appends, per writing statement, the net change of live leads per (team, owner, status): an edit that moves no
-- lead between buckets (most of them) appends nothing. Insert-only, so writers never wait on each other here.
-- Transition tables allow one event per trigger, hence three triggers over one function.
CREATE FUNCTION lead_status_counts_track() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "lead_status_counts" ("team_id", "owner_id", "status", "n")
    SELECT "team_id", "owner_id", "status", count(*) FROM new_rows WHERE "deleted_at" IS NULL GROUP BY 1, 2, 3;
  ELSIF TG_OP = 'UPDATE' THEN
    INSERT INTO "lead_status_counts" ("team_id", "owner_id", "status", "n")
    SELECT "team_id", "owner_id", "status", sum(d) FROM (
      SELECT "team_id", "owner_id", "status", 1 AS d FROM new_rows WHERE "deleted_at" IS NULL
      UNION ALL
      SELECT "team_id", "owner_id", "status", -1 FROM old_rows WHERE "deleted_at" IS NULL
    ) moved GROUP BY 1, 2, 3 HAVING sum(d) <> 0;
  ELSE
    INSERT INTO "lead_status_counts" ("team_id", "owner_id", "status", "n")
    SELECT "team_id", "owner_id", "status", -count(*) FROM old_rows WHERE "deleted_at" IS NULL GROUP BY 1, 2, 3;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER lead_status_counts_insert AFTER INSERT ON "leads" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION lead_status_counts_track();--> statement-breakpoint
CREATE TRIGGER lead_status_counts_update AFTER UPDATE ON "leads" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION lead_status_counts_track();--> statement-breakpoint
CREATE TRIGGER lead_status_counts_delete AFTER DELETE ON "leads" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION lead_status_counts_track();--> statement-breakpoint
CREATE FUNCTION lead_status_counts_truncate() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "lead_status_counts";
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER lead_status_counts_truncate AFTER TRUNCATE ON "leads" FOR EACH STATEMENT EXECUTE FUNCTION lead_status_counts_truncate();--> statement-breakpoint
-- The leads already there.
INSERT INTO "lead_status_counts" ("team_id", "owner_id", "status", "n")
SELECT "team_id", "owner_id", "status", count(*) FROM "leads" WHERE "deleted_at" IS NULL GROUP BY 1, 2, 3;
