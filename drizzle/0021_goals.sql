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
ALTER TABLE "commission_entries" ADD COLUMN "goal_id" uuid;--> statement-breakpoint
ALTER TABLE "goals" ADD CONSTRAINT "goals_seller_id_users_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goals" ADD CONSTRAINT "goals_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goals" ADD CONSTRAINT "goals_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "goals_scope_key" ON "goals" USING btree ("month",coalesce("seller_id", "team_id"),"metric",coalesce("category", ''));--> statement-breakpoint
CREATE INDEX "goals_seller_idx" ON "goals" USING btree ("seller_id","month");--> statement-breakpoint
CREATE INDEX "goals_team_idx" ON "goals" USING btree ("team_id","month");--> statement-breakpoint
CREATE INDEX "sales_seller_activation_idx" ON "sales" USING btree ("seller_id","activated_on") WHERE "sales"."activated_on" is not null and "sales"."deleted_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "commission_entries_goal_key" ON "commission_entries" USING btree ("goal_id","user_id") WHERE "commission_entries"."goal_id" is not null;