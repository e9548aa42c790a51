CREATE TABLE "tasks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"lead_id" uuid,
	"customer_id" uuid,
	"sale_id" uuid,
	"kind" text NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"assignee_id" uuid NOT NULL,
	"notes" text,
	"follow_up" boolean DEFAULT false NOT NULL,
	"done_at" timestamp with time zone,
	"done_by_id" uuid,
	"created_by_id" uuid,
	"deleted_at" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tasks_one_record" CHECK (num_nonnulls("tasks"."lead_id", "tasks"."customer_id", "tasks"."sale_id") = 1),
	CONSTRAINT "tasks_kind_valid" CHECK ("tasks"."kind" in ('call','whatsapp','email','meeting','visit','other')),
	CONSTRAINT "tasks_follow_up_lead" CHECK (not "tasks"."follow_up" or "tasks"."lead_id" is not null),
	CONSTRAINT "tasks_done_by_done" CHECK ("tasks"."done_by_id" is null or "tasks"."done_at" is not null)
);
--> statement-breakpoint
ALTER TABLE "lead_activities" ADD COLUMN "channel" text;--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_sale_id_sales_id_fk" FOREIGN KEY ("sale_id") REFERENCES "public"."sales"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_assignee_id_users_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_done_by_id_users_id_fk" FOREIGN KEY ("done_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tasks_assignee_open_due_idx" ON "tasks" USING btree ("assignee_id","due_at","id") WHERE "tasks"."done_at" is null and "tasks"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "tasks_assignee_due_idx" ON "tasks" USING btree ("assignee_id","due_at","id") WHERE "tasks"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "tasks_open_due_idx" ON "tasks" USING btree ("due_at","id") WHERE "tasks"."done_at" is null and "tasks"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "tasks_lead_idx" ON "tasks" USING btree ("lead_id","due_at") WHERE "tasks"."lead_id" is not null and "tasks"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "tasks_customer_idx" ON "tasks" USING btree ("customer_id","due_at") WHERE "tasks"."customer_id" is not null and "tasks"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "tasks_sale_idx" ON "tasks" USING btree ("sale_id","due_at") WHERE "tasks"."sale_id" is not null and "tasks"."deleted_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "tasks_lead_follow_up_key" ON "tasks" USING btree ("lead_id") WHERE "tasks"."follow_up" and "tasks"."done_at" is null and "tasks"."deleted_at" is null;--> statement-breakpoint
ALTER TABLE "lead_activities" ADD CONSTRAINT "lead_activities_channel_valid" CHECK ("lead_activities"."channel" is null or "lead_activities"."channel" in ('call','whatsapp','email'));--> statement-breakpoint
ALTER TABLE "lead_activities" ADD CONSTRAINT "lead_activities_attempt_outcome_valid" CHECK ("lead_activities"."kind" <> 'attempt' or "lead_activities"."outcome" is null or "lead_activities"."outcome" in ('answered','no_answer','voicemail','wrong_number','call_back'));