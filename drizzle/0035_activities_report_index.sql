-- INCLUDE written by hand: the report reads the period's attempts and notes from the index alone (author, kind)
-- and joins the leads by id for the scope and filters.
CREATE INDEX "lead_activities_channel_at_idx" ON "lead_activities" USING btree ("at") INCLUDE ("author_id", "kind", "lead_id") WHERE "lead_activities"."kind" in ('attempt', 'call', 'whatsapp', 'email', 'meeting', 'note');
