ALTER TABLE "leads" ADD COLUMN "owner_worked_at" timestamp with time zone;--> statement-breakpoint
-- Hand-written from here. The owner's last work entry on a lead: the kinds of WORK_ACTIVITY_KINDS
-- (src/lib/catalog/lead-work.ts), the same expression as the leads list's ownerWorkedAt filter.
CREATE FUNCTION lead_owner_worked_at(lead uuid, owner uuid) RETURNS timestamptz LANGUAGE sql STABLE AS $$
  SELECT max("at") FROM "lead_activities"
  WHERE "lead_id" = lead AND "author_id" = owner AND "kind" IN ('attempt', 'call', 'whatsapp', 'email', 'meeting', 'note', 'status', 'converted')
$$;--> statement-breakpoint
-- Another owner: the new owner's own last entry (none for most reassigned leads).
CREATE FUNCTION leads_owner_worked_at_owner() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW."owner_worked_at" := lead_owner_worked_at(NEW."id", NEW."owner_id");
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER leads_owner_worked_at_owner BEFORE UPDATE OF "owner_id" ON "leads"
  FOR EACH ROW WHEN (NEW."owner_id" IS DISTINCT FROM OLD."owner_id") EXECUTE FUNCTION leads_owner_worked_at_owner();--> statement-breakpoint
-- Entries written: a later one of the owner moves the instant forward; entries edited, moved or deleted
-- (rare: merges, corrections) recompute it for their leads.
CREATE FUNCTION lead_owner_worked_at_refresh() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE "leads" l SET "owner_worked_at" = x.at
    FROM (
      SELECT "lead_id", "author_id", max("at") AS at FROM new_rows
      WHERE "kind" IN ('attempt', 'call', 'whatsapp', 'email', 'meeting', 'note', 'status', 'converted') GROUP BY 1, 2
    ) x
    WHERE l."id" = x."lead_id" AND l."owner_id" = x."author_id" AND (l."owner_worked_at" IS NULL OR l."owner_worked_at" < x.at);
  ELSIF TG_OP = 'UPDATE' THEN
    UPDATE "leads" l SET "owner_worked_at" = lead_owner_worked_at(l."id", l."owner_id")
    WHERE l."id" IN (SELECT "lead_id" FROM old_rows UNION SELECT "lead_id" FROM new_rows)
      AND l."owner_worked_at" IS DISTINCT FROM lead_owner_worked_at(l."id", l."owner_id");
  ELSE
    UPDATE "leads" l SET "owner_worked_at" = lead_owner_worked_at(l."id", l."owner_id")
    WHERE l."id" IN (SELECT "lead_id" FROM old_rows)
      AND l."owner_worked_at" IS DISTINCT FROM lead_owner_worked_at(l."id", l."owner_id");
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER lead_owner_worked_at_insert AFTER INSERT ON "lead_activities" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION lead_owner_worked_at_refresh();--> statement-breakpoint
CREATE TRIGGER lead_owner_worked_at_update AFTER UPDATE ON "lead_activities" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION lead_owner_worked_at_refresh();--> statement-breakpoint
CREATE TRIGGER lead_owner_worked_at_delete AFTER DELETE ON "lead_activities" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION lead_owner_worked_at_refresh();--> statement-breakpoint
-- The leads already there (only those their owner worked), then the index.
UPDATE "leads" l SET "owner_worked_at" = w.at
FROM (
  SELECT a."lead_id", max(a."at") AS at FROM "lead_activities" a JOIN "leads" o ON o."id" = a."lead_id" AND o."owner_id" = a."author_id"
  WHERE a."kind" IN ('attempt', 'call', 'whatsapp', 'email', 'meeting', 'note', 'status', 'converted') GROUP BY 1
) w
WHERE l."id" = w."lead_id";--> statement-breakpoint
CREATE INDEX "leads_owner_worked_idx" ON "leads" USING btree ("owner_id","owner_worked_at") WHERE "leads"."deleted_at" is null;
