-- Hand-written: covering columns for the lead reports (issue 18), so their reads of a period's leads are
-- index-only scans. leads_created_idx (admin cohort: first-contact buckets, time in status) and
-- leads_owner_created_idx (a seller's cohort; team_id for the open pool's branch of the scope) gain the
-- columns those reads test; leads_status_changed_idx (Perdas: lost statuses by status_changed_at) gains the
-- motivo, source and categories it groups by and the scope's owner and team.
DROP INDEX IF EXISTS "leads_created_idx";--> statement-breakpoint
CREATE INDEX "leads_created_idx" ON "leads" USING btree ("created_at","id") INCLUDE ("status","team_id","owner_id","first_contact_at") WHERE "leads"."deleted_at" is null;--> statement-breakpoint
DROP INDEX IF EXISTS "leads_owner_created_idx";--> statement-breakpoint
CREATE INDEX "leads_owner_created_idx" ON "leads" USING btree ("owner_id","created_at","id") INCLUDE ("status","team_id","first_contact_at") WHERE "leads"."deleted_at" is null;--> statement-breakpoint
DROP INDEX IF EXISTS "leads_status_changed_idx";--> statement-breakpoint
CREATE INDEX "leads_status_changed_idx" ON "leads" USING btree ("status","status_changed_at") INCLUDE ("lost_reason","source","categories","owner_id","team_id") WHERE "leads"."deleted_at" is null;
