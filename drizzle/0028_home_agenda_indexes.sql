-- Hand-edited: INCLUDE (first_contact_at, created_at) on the agenda indexes, so Hoje's and Início's capped
-- counts ("not late on the SLA" reads both columns) are index-only scans; the SLA bucket's own partial
-- indexes (a few percent of the leads), the everyone/team one carrying owner and team.
CREATE INDEX "leads_team_status_next_idx" ON "leads" USING btree ("team_id","status","next_contact_on","id") INCLUDE ("first_contact_at","created_at") WHERE "leads"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "leads_sla_pending_owner_idx" ON "leads" USING btree ("owner_id","created_at","id") WHERE "leads"."status" = 'Novo' and "leads"."first_contact_at" is null and "leads"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "leads_sla_pending_idx" ON "leads" USING btree ("created_at","id") INCLUDE ("owner_id","team_id") WHERE "leads"."status" = 'Novo' and "leads"."first_contact_at" is null and "leads"."deleted_at" is null;--> statement-breakpoint
DROP INDEX "leads_owner_status_next_idx";--> statement-breakpoint
CREATE INDEX "leads_owner_status_next_idx" ON "leads" USING btree ("owner_id","status","next_contact_on","id") INCLUDE ("first_contact_at","created_at") WHERE "leads"."deleted_at" is null;--> statement-breakpoint
DROP INDEX "leads_status_next_idx";--> statement-breakpoint
CREATE INDEX "leads_status_next_idx" ON "leads" USING btree ("status","next_contact_on","id") INCLUDE ("first_contact_at","created_at") WHERE "leads"."deleted_at" is null;
