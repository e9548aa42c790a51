CREATE TABLE "commission_category_months" (
	"user_id" uuid NOT NULL,
	"month" date NOT NULL,
	"category" text NOT NULL,
	"accrued" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "commission_category_months_month_user_id_category_pk" PRIMARY KEY("month","user_id","category")
);
--> statement-breakpoint
CREATE TABLE "goals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"month" date NOT NULL,
	"seller_id" uuid,
	"team_id" uuid,
	"metric" text NOT NULL,
	"category" text,
	"target" bigint NOT NULL,
	"bonus" bigint,
	"created_by" uuid,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "goals_owner_one" CHECK (("goals"."seller_id" is null) <> ("goals"."team_id" is null)),
	CONSTRAINT "goals_metric_valid" CHECK ("goals"."metric" in ('sales_count','base_amount','commission')),
	CONSTRAINT "goals_target_positive" CHECK ("goals"."target" > 0),
	CONSTRAINT "goals_bonus_positive" CHECK ("goals"."bonus" is null or "goals"."bonus" > 0),
	CONSTRAINT "goals_month_start" CHECK (extract(day from "goals"."month") = 1)
);
--> statement-breakpoint
CREATE TABLE "sale_activation_months" (
	"seller_id" uuid NOT NULL,
	"month" date NOT NULL,
	"category" text NOT NULL,
	"sales" bigint DEFAULT 0 NOT NULL,
	"amount" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "sale_activation_months_month_seller_id_category_pk" PRIMARY KEY("month","seller_id","category")
);
--> statement-breakpoint
ALTER TABLE "sales" ADD COLUMN "activation_amount" bigint;--> statement-breakpoint
ALTER TABLE "commission_entries" ADD COLUMN "goal_id" uuid;--> statement-breakpoint
ALTER TABLE "goals" ADD CONSTRAINT "goals_seller_id_users_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goals" ADD CONSTRAINT "goals_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goals" ADD CONSTRAINT "goals_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "goals_scope_key" ON "goals" USING btree ("month",coalesce("seller_id", "team_id"),"metric",coalesce("category", ''));--> statement-breakpoint
CREATE INDEX "goals_seller_idx" ON "goals" USING btree ("seller_id","month");--> statement-breakpoint
CREATE INDEX "goals_team_idx" ON "goals" USING btree ("team_id","month");--> statement-breakpoint
CREATE UNIQUE INDEX "commission_entries_goal_key" ON "commission_entries" USING btree ("goal_id","user_id") WHERE "commission_entries"."goal_id" is not null;--> statement-breakpoint
-- Goals count a sale's base amount as it was when the sale was activated (DOMAIN §5): kept on the sale, set
-- once, the first time the sale has an activation day (later amount changes leave it).
CREATE FUNCTION sales_activation_amount() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW."activation_amount" := NEW."base_amount";
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER sales_activation_amount BEFORE INSERT OR UPDATE ON "sales" FOR EACH ROW
  WHEN (NEW."activated_on" IS NOT NULL AND NEW."activation_amount" IS NULL) EXECUTE FUNCTION sales_activation_amount();--> statement-breakpoint
-- Sales activated before: the amount before the first change after their (latest) activation, else the current one.
UPDATE "sales" s SET "activation_amount" = coalesce((
  SELECT e."from_amount" FROM "sale_events" e
  WHERE e."sale_id" = s."id" AND e."type" = 'amount_changed'
    AND e."id" > (SELECT max(a."id") FROM "sale_events" a WHERE a."sale_id" = s."id" AND a."type" = 'status_changed' AND a."to_status" = 'ativa')
  ORDER BY e."id" LIMIT 1), s."base_amount")
WHERE s."activated_on" IS NOT NULL;--> statement-breakpoint
-- Sales activated per seller, month and category: one aggregated upsert per writing statement, with the net
-- change of the rows it touched (an edit that moves no sale between buckets writes nothing), keys in order so
-- concurrent writers lock them in the same order. Transition tables allow one event per trigger: three triggers.
CREATE FUNCTION sale_activation_months_track() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "sale_activation_months" AS t ("month", "seller_id", "category", "sales", "amount")
    SELECT date_trunc('month', "activated_on")::date, "seller_id", "category", count(*), sum("activation_amount")
    FROM new_rows WHERE "activated_on" IS NOT NULL AND "deleted_at" IS NULL
    GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
    ON CONFLICT ("month", "seller_id", "category") DO UPDATE SET "sales" = t."sales" + excluded."sales", "amount" = t."amount" + excluded."amount";
  ELSIF TG_OP = 'UPDATE' THEN
    INSERT INTO "sale_activation_months" AS t ("month", "seller_id", "category", "sales", "amount")
    SELECT "month", "seller_id", "category", sum(n), sum(amount) FROM (
      SELECT date_trunc('month', "activated_on")::date AS "month", "seller_id", "category", 1 AS n, "activation_amount" AS amount
      FROM new_rows WHERE "activated_on" IS NOT NULL AND "deleted_at" IS NULL
      UNION ALL
      SELECT date_trunc('month', "activated_on")::date, "seller_id", "category", -1, -"activation_amount"
      FROM old_rows WHERE "activated_on" IS NOT NULL AND "deleted_at" IS NULL
    ) moved GROUP BY 1, 2, 3 HAVING sum(n) <> 0 OR sum(amount) <> 0 ORDER BY 1, 2, 3
    ON CONFLICT ("month", "seller_id", "category") DO UPDATE SET "sales" = t."sales" + excluded."sales", "amount" = t."amount" + excluded."amount";
  ELSE
    INSERT INTO "sale_activation_months" AS t ("month", "seller_id", "category", "sales", "amount")
    SELECT date_trunc('month', "activated_on")::date, "seller_id", "category", -count(*), -sum("activation_amount")
    FROM old_rows WHERE "activated_on" IS NOT NULL AND "deleted_at" IS NULL
    GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
    ON CONFLICT ("month", "seller_id", "category") DO UPDATE SET "sales" = t."sales" + excluded."sales", "amount" = t."amount" + excluded."amount";
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER sale_activation_months_insert AFTER INSERT ON "sales" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION sale_activation_months_track();--> statement-breakpoint
CREATE TRIGGER sale_activation_months_update AFTER UPDATE ON "sales" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION sale_activation_months_track();--> statement-breakpoint
CREATE TRIGGER sale_activation_months_delete AFTER DELETE ON "sales" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION sale_activation_months_track();--> statement-breakpoint
CREATE FUNCTION sale_activation_months_truncate() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "sale_activation_months";
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER sale_activation_months_truncate AFTER TRUNCATE ON "sales" FOR EACH STATEMENT EXECUTE FUNCTION sale_activation_months_truncate();--> statement-breakpoint
INSERT INTO "sale_activation_months" ("month", "seller_id", "category", "sales", "amount")
SELECT date_trunc('month', "activated_on")::date, "seller_id", "category", count(*), sum("activation_amount")
FROM "sales" WHERE "activated_on" IS NOT NULL AND "deleted_at" IS NULL GROUP BY 1, 2, 3;--> statement-breakpoint
-- A person's accrued commission per month and category, one aggregated upsert per inserting statement (the
-- ledger is append-only: insert-only keeps it exact), beside the ledger's own totals (commission_entries_totals).
CREATE FUNCTION commission_category_months_track() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "commission_category_months" AS c ("month", "user_id", "category", "accrued")
  SELECT "competence", "user_id", coalesce("category", ''), sum("amount")
  FROM new_rows WHERE "user_id" IS NOT NULL AND "type" IN ('prevista', 'ajuste', 'cancelamento', 'estorno')
  GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
  ON CONFLICT ("month", "user_id", "category") DO UPDATE SET "accrued" = c."accrued" + excluded."accrued";
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER commission_category_months AFTER INSERT ON "commission_entries" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION commission_category_months_track();--> statement-breakpoint
INSERT INTO "commission_category_months" ("month", "user_id", "category", "accrued")
SELECT "competence", "user_id", coalesce("category", ''), sum("amount")
FROM "commission_entries" WHERE "user_id" IS NOT NULL AND "type" IN ('prevista', 'ajuste', 'cancelamento', 'estorno')
GROUP BY 1, 2, 3;
