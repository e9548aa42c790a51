CREATE INDEX "leads_pool_status_idx" ON "leads" USING btree ("team_id","status","id") WHERE "leads"."owner_id" is null and "leads"."deleted_at" is null;--> statement-breakpoint
-- The Gestor scope reads leads.team_id alone from now on: align any lead whose owner changed team before.
UPDATE "leads" SET "team_id" = "users"."team_id" FROM "users" WHERE "users"."id" = "leads"."owner_id" AND "leads"."team_id" IS DISTINCT FROM "users"."team_id";
