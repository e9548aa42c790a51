CREATE TABLE "app_settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lead_activities" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"lead_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"body" text,
	"outcome" text,
	"data" jsonb,
	"author_id" uuid,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lead_options" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"label" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lead_options_kind_valid" CHECK ("lead_options"."kind" in ('source','lostReason'))
);
--> statement-breakpoint
CREATE TABLE "lead_sales" (
	"lead_id" uuid NOT NULL,
	"sale_id" uuid NOT NULL,
	CONSTRAINT "lead_sales_lead_id_sale_id_pk" PRIMARY KEY("lead_id","sale_id")
);
--> statement-breakpoint
CREATE TABLE "leads" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"document" text,
	"emails" text[] DEFAULT '{}'::text[] NOT NULL,
	"phones" text[] DEFAULT '{}'::text[] NOT NULL,
	"city" text,
	"uf" text,
	"source" text NOT NULL,
	"referrer_id" uuid,
	"referrer_name" text,
	"categories" text[] DEFAULT '{}'::text[] NOT NULL,
	"estimated_value" bigint,
	"status" text DEFAULT 'Novo' NOT NULL,
	"owner_id" uuid,
	"team_id" uuid,
	"next_contact_on" date,
	"first_contact_at" timestamp with time zone,
	"contact_attempts" integer DEFAULT 0 NOT NULL,
	"lost_reason" text,
	"do_not_contact" boolean DEFAULT false NOT NULL,
	"lgpd_legal_basis" text,
	"consent_text_version" text,
	"consent_at" timestamp with time zone,
	"consent_channel" text,
	"notes" text,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"status_changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_activity_at" timestamp with time zone DEFAULT now() NOT NULL,
	"converted_customer_id" uuid,
	"converted_at" timestamp with time zone,
	"merged_into_id" uuid,
	"search_text" text DEFAULT '' NOT NULL,
	"created_by_id" uuid,
	"deleted_at" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "leads_kind_valid" CHECK ("leads"."kind" in ('PF','PJ')),
	CONSTRAINT "leads_status_valid" CHECK ("leads"."status" in ('Novo','Contatar novamente','Momento ruim','Não responde','Não qualificado','Sem interesse','Converter em lead')),
	CONSTRAINT "leads_attempts_valid" CHECK ("leads"."contact_attempts" >= 0)
);
--> statement-breakpoint
ALTER TABLE "teams" ADD COLUMN "lead_pool" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "teams" ADD COLUMN "round_robin" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "teams" ADD COLUMN "round_robin_last_user_id" uuid;--> statement-breakpoint
ALTER TABLE "lead_activities" ADD CONSTRAINT "lead_activities_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_activities" ADD CONSTRAINT "lead_activities_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_sales" ADD CONSTRAINT "lead_sales_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_sales" ADD CONSTRAINT "lead_sales_sale_id_sales_id_fk" FOREIGN KEY ("sale_id") REFERENCES "public"."sales"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_referrer_id_users_id_fk" FOREIGN KEY ("referrer_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_converted_customer_id_customers_id_fk" FOREIGN KEY ("converted_customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lead_activities_lead_idx" ON "lead_activities" USING btree ("lead_id","at","id");--> statement-breakpoint
CREATE INDEX "lead_activities_author_idx" ON "lead_activities" USING btree ("author_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "lead_options_label_key" ON "lead_options" USING btree ("kind",lower("label"));--> statement-breakpoint
CREATE UNIQUE INDEX "lead_sales_sale_key" ON "lead_sales" USING btree ("sale_id");--> statement-breakpoint
CREATE INDEX "leads_created_idx" ON "leads" USING btree ("created_at","id") WHERE "leads"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "leads_owner_status_next_idx" ON "leads" USING btree ("owner_id","status","next_contact_on","id") WHERE "leads"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "leads_owner_created_idx" ON "leads" USING btree ("owner_id","created_at","id") WHERE "leads"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "leads_team_status_idx" ON "leads" USING btree ("team_id","status","id") WHERE "leads"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "leads_status_next_idx" ON "leads" USING btree ("status","next_contact_on","id") WHERE "leads"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "leads_next_contact_idx" ON "leads" USING btree ("next_contact_on","id") WHERE "leads"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "leads_activity_idx" ON "leads" USING btree ("last_activity_at","id") WHERE "leads"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "leads_name_sort_idx" ON "leads" USING btree (f_unaccent(lower("name")),"id") WHERE "leads"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "leads_search_trgm_idx" ON "leads" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "leads_document_idx" ON "leads" USING btree ("document") WHERE "leads"."document" is not null;--> statement-breakpoint
CREATE INDEX "leads_emails_idx" ON "leads" USING gin ("emails") WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "leads_phones_idx" ON "leads" USING gin ("phones") WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "leads_categories_idx" ON "leads" USING gin ("categories");--> statement-breakpoint
CREATE INDEX "leads_tags_idx" ON "leads" USING gin ("tags");--> statement-breakpoint
ALTER TABLE "teams" ADD CONSTRAINT "teams_round_robin_last_user_id_users_id_fk" FOREIGN KEY ("round_robin_last_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
INSERT INTO "lead_options" ("kind", "label", "position") VALUES
  ('source', 'Indicação', 1), ('source', 'Site', 2), ('source', 'Evento', 3), ('source', 'Campanha', 4),
  ('source', 'Importação', 5), ('source', 'Parceiro', 6), ('source', 'Outro', 7),
  ('lostReason', 'Não atende aos critérios do produto', 1), ('lostReason', 'Sem orçamento', 2),
  ('lostReason', 'Já tem o produto com outra instituição', 3), ('lostReason', 'Preço ou condições', 4),
  ('lostReason', 'Não quer ser contatado', 5), ('lostReason', 'Outro', 6);
--> statement-breakpoint
INSERT INTO "app_settings" ("key", "value") VALUES ('leads.firstContactSlaHours', '24');
