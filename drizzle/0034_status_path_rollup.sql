CREATE TABLE "lead_status_path_counts" (
	"created_day" date NOT NULL,
	"team_id" uuid,
	"owner_id" uuid,
	"source" text NOT NULL,
	"category" text NOT NULL,
	"status" text NOT NULL,
	"path_status" text NOT NULL,
	"n" bigint NOT NULL,
	"closed_secs" double precision DEFAULT 0 NOT NULL,
	"shift_secs" double precision DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lead_status_paths" (
	"lead_id" uuid PRIMARY KEY NOT NULL,
	"statuses" text[] NOT NULL,
	"closed_secs" jsonb NOT NULL,
	"changed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "lead_status_paths" ADD CONSTRAINT "lead_status_paths_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- Hand-written from here. The statement that turns rows of leads with their path — a query `src` of the leads'
-- columns, the path's statuses, closed_secs, changed_at, and d (+1 or −1) — into signed deltas of
-- lead_status_path_counts: one text, EXECUTEd by both triggers below (transition tables are visible to the
-- trigger function's own queries only, so it cannot be a function that runs it).
CREATE FUNCTION lead_status_path_counts_sql(src text) RETURNS text LANGUAGE sql IMMUTABLE AS $f$
SELECT format($q$
  INSERT INTO "lead_status_path_counts" ("created_day", "team_id", "owner_id", "source", "category", "status", "path_status", "n", "closed_secs", "shift_secs")
  SELECT * FROM (
    SELECT (r."created_at" AT TIME ZONE 'America/Sao_Paulo')::date AS created_day, r."team_id", r."owner_id", r."source", c.category, r."status", s.path_status,
      sum(CASE WHEN s.path_status <> r."status" THEN r.d ELSE 0 END) AS n,
      sum(r.d * coalesce((r."closed_secs" ->> s.path_status)::float8, 0)) AS closed_secs,
      sum(CASE WHEN s.path_status = r."status" THEN r.d * (extract(epoch FROM r."created_at") - extract(epoch FROM r."changed_at")) ELSE 0 END) AS shift_secs
    FROM (%s) r
    CROSS JOIN LATERAL unnest(array['*'] || CASE WHEN cardinality(r."categories") = 0 THEN array['']::text[] ELSE r."categories" END) AS c(category)
    CROSS JOIN LATERAL (SELECT DISTINCT v FROM unnest(r."statuses" || r."status") AS u(v)) AS s(path_status)
    WHERE r."deleted_at" IS NULL
    GROUP BY 1, 2, 3, 4, 5, 6, 7
  ) delta WHERE n <> 0 OR closed_secs <> 0 OR shift_secs <> 0
$q$, src)
$f$;--> statement-breakpoint
-- A lead's own changes (team, owner, status, deletion…) move its path's rows. Most updates of a lead (notes, next
-- contact, last activity) touch none of the columns the rows are keyed by, nor a lead with a path: those return at
-- once, before the statement is planned (~5 ms).
CREATE FUNCTION lead_status_path_counts_track() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' THEN
    IF NOT EXISTS (
      SELECT 1 FROM new_rows n JOIN old_rows o ON o."id" = n."id" JOIN "lead_status_paths" p ON p."lead_id" = n."id"
      WHERE (n."created_at", n."team_id", n."owner_id", n."source", n."categories", n."status", n."deleted_at")
        IS DISTINCT FROM (o."created_at", o."team_id", o."owner_id", o."source", o."categories", o."status", o."deleted_at")
    ) THEN
      RETURN NULL;
    END IF;
  END IF;
  EXECUTE lead_status_path_counts_sql(CASE TG_OP
    WHEN 'INSERT' THEN 'SELECT r.*, p."statuses", p."closed_secs", p."changed_at", 1 AS d FROM new_rows r JOIN "lead_status_paths" p ON p."lead_id" = r."id"'
    WHEN 'UPDATE' THEN 'SELECT r.*, p."statuses", p."closed_secs", p."changed_at", 1 AS d FROM new_rows r JOIN "lead_status_paths" p ON p."lead_id" = r."id"
      UNION ALL SELECT r.*, p."statuses", p."closed_secs", p."changed_at", -1 AS d FROM old_rows r JOIN "lead_status_paths" p ON p."lead_id" = r."id"'
    ELSE 'SELECT r.*, p."statuses", p."closed_secs", p."changed_at", -1 AS d FROM old_rows r JOIN "lead_status_paths" p ON p."lead_id" = r."id"' END);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER lead_status_path_counts_insert AFTER INSERT ON "leads" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION lead_status_path_counts_track();--> statement-breakpoint
CREATE TRIGGER lead_status_path_counts_update AFTER UPDATE ON "leads" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION lead_status_path_counts_track();--> statement-breakpoint
CREATE TRIGGER lead_status_path_counts_delete AFTER DELETE ON "leads" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION lead_status_path_counts_track();--> statement-breakpoint
-- A path recomputed (or its lead's first change) moves its rows, under the lead's columns of now.
CREATE FUNCTION lead_status_path_counts_path() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE lead_status_path_counts_sql(CASE TG_OP
    WHEN 'INSERT' THEN 'SELECT l.*, r."statuses", r."closed_secs", r."changed_at", 1 AS d FROM new_rows r JOIN "leads" l ON l."id" = r."lead_id"'
    WHEN 'UPDATE' THEN 'SELECT l.*, r."statuses", r."closed_secs", r."changed_at", 1 AS d FROM new_rows r JOIN "leads" l ON l."id" = r."lead_id"
      UNION ALL SELECT l.*, r."statuses", r."closed_secs", r."changed_at", -1 AS d FROM old_rows r JOIN "leads" l ON l."id" = r."lead_id"'
    ELSE 'SELECT l.*, r."statuses", r."closed_secs", r."changed_at", -1 AS d FROM old_rows r JOIN "leads" l ON l."id" = r."lead_id"' END);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER lead_status_paths_insert AFTER INSERT ON "lead_status_paths" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION lead_status_path_counts_path();--> statement-breakpoint
CREATE TRIGGER lead_status_paths_update AFTER UPDATE ON "lead_status_paths" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION lead_status_path_counts_path();--> statement-breakpoint
CREATE TRIGGER lead_status_paths_delete AFTER DELETE ON "lead_status_paths" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION lead_status_path_counts_path();--> statement-breakpoint
-- The paths of the given leads recomputed from their status changes, walked in order of `at` exactly as the
-- time-in-status report's timeline walk does (each change closes the interval of its "from", from creation
-- or the previous change, never negative).
CREATE FUNCTION lead_status_paths_recompute(ids uuid[]) RETURNS void LANGUAGE sql AS $$
  DELETE FROM "lead_status_paths" WHERE "lead_id" = ANY(ids);
  INSERT INTO "lead_status_paths" ("lead_id", "statuses", "closed_secs", "changed_at")
  WITH ev AS (
    SELECT a."lead_id", a."at", a."data"->'status'->>'from' AS f, a."data"->'status'->>'to' AS t,
      lag(a."at") OVER (PARTITION BY a."lead_id" ORDER BY a."at") AS prev
    FROM "lead_activities" a
    WHERE a."lead_id" = ANY(ids) AND a."kind" IN ('status', 'converted') AND a."data"->'status' IS NOT NULL
  ),
  st AS (SELECT ev."lead_id", array_agg(DISTINCT x.v ORDER BY x.v) AS statuses FROM ev CROSS JOIN LATERAL (VALUES (ev.f), (ev.t)) AS x(v) WHERE x.v IS NOT NULL GROUP BY 1),
  cl AS (
    SELECT s."lead_id", jsonb_object_agg(s.f, s.secs) AS closed FROM (
      SELECT ev."lead_id", ev.f, sum(greatest(extract(epoch FROM (ev."at" - coalesce(ev.prev, l."created_at"))), 0))::float8 AS secs
      FROM ev JOIN "leads" l ON l."id" = ev."lead_id" WHERE ev.f IS NOT NULL GROUP BY 1, 2
    ) s GROUP BY 1
  ),
  la AS (SELECT ev."lead_id", max(ev."at") AS changed_at FROM ev GROUP BY 1)
  SELECT la."lead_id", coalesce(st.statuses, '{}'), coalesce(cl.closed, '{}'), la.changed_at
  FROM la LEFT JOIN st ON st."lead_id" = la."lead_id" LEFT JOIN cl ON cl."lead_id" = la."lead_id";
$$;--> statement-breakpoint
CREATE FUNCTION lead_status_paths_refresh() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE ids uuid[] := '{}';
BEGIN
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    ids := ids || array(SELECT "lead_id" FROM new_rows WHERE "kind" IN ('status', 'converted'));
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    ids := ids || array(SELECT "lead_id" FROM old_rows WHERE "kind" IN ('status', 'converted'));
  END IF;
  IF cardinality(ids) > 0 THEN
    PERFORM lead_status_paths_recompute(array(SELECT DISTINCT unnest(ids)));
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER lead_status_paths_activity_insert AFTER INSERT ON "lead_activities" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION lead_status_paths_refresh();--> statement-breakpoint
CREATE TRIGGER lead_status_paths_activity_update AFTER UPDATE ON "lead_activities" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION lead_status_paths_refresh();--> statement-breakpoint
CREATE TRIGGER lead_status_paths_activity_delete AFTER DELETE ON "lead_activities" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION lead_status_paths_refresh();--> statement-breakpoint
CREATE FUNCTION lead_status_paths_truncate() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'lead_activities' THEN DELETE FROM "lead_status_paths"; ELSE DELETE FROM "lead_status_path_counts"; END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER lead_status_paths_activity_truncate AFTER TRUNCATE ON "lead_activities" FOR EACH STATEMENT EXECUTE FUNCTION lead_status_paths_truncate();--> statement-breakpoint
CREATE TRIGGER lead_status_paths_truncate AFTER TRUNCATE ON "lead_status_paths" FOR EACH STATEMENT EXECUTE FUNCTION lead_status_paths_truncate();--> statement-breakpoint
-- The leads already there, held still meanwhile: their paths (whose trigger writes the counts), then the index.
LOCK TABLE "leads", "lead_activities" IN SHARE MODE;--> statement-breakpoint
SELECT lead_status_paths_recompute(array(SELECT DISTINCT "lead_id" FROM "lead_activities" WHERE "kind" IN ('status', 'converted')));--> statement-breakpoint
CREATE INDEX "lead_status_path_counts_day_idx" ON "lead_status_path_counts" USING btree ("created_day","category") INCLUDE ("status","path_status","source","team_id","owner_id","n","closed_secs","shift_secs");
