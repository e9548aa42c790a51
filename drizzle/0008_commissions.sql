CREATE TABLE "commission_entries" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"sale_id" uuid,
	"rule_version_id" uuid,
	"party" text NOT NULL,
	"user_id" uuid,
	"installment" integer,
	"due_month" date,
	"competence" date NOT NULL,
	"type" text NOT NULL,
	"amount" bigint NOT NULL,
	"partner_id" uuid,
	"category" text,
	"ref_entry_id" bigint,
	"reason" text,
	"request_key" uuid,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "commission_entries_party_valid" CHECK ("commission_entries"."party" in ('partner','seller','presales','referrer','manager','office')),
	CONSTRAINT "commission_entries_month_start" CHECK (extract(day from "commission_entries"."competence") = 1)
);
--> statement-breakpoint
CREATE TABLE "commission_months" (
	"month" date PRIMARY KEY NOT NULL,
	"closed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_by" uuid
);
--> statement-breakpoint
CREATE TABLE "commission_profiles" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"contract_type" text DEFAULT 'pj' NOT NULL,
	"default_split_bp" integer DEFAULT 0 NOT NULL,
	"tax_regime" text DEFAULT 'simples' NOT NULL,
	"iss_bp" integer DEFAULT 0 NOT NULL,
	"pay_on" text DEFAULT 'receipt' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "commission_profiles_contract_valid" CHECK ("commission_profiles"."contract_type" in ('clt','pj','autonomo')),
	CONSTRAINT "commission_profiles_regime_valid" CHECK ("commission_profiles"."tax_regime" in ('simples','normal')),
	CONSTRAINT "commission_profiles_pay_on_valid" CHECK ("commission_profiles"."pay_on" in ('receipt','accrual')),
	CONSTRAINT "commission_profiles_split_range" CHECK ("commission_profiles"."default_split_bp" between 0 and 10000),
	CONSTRAINT "commission_profiles_iss_range" CHECK ("commission_profiles"."iss_bp" between 0 and 10000)
);
--> statement-breakpoint
CREATE TABLE "commission_rule_versions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"rule_id" uuid NOT NULL,
	"effective_from" date NOT NULL,
	"terms" jsonb NOT NULL,
	"note" text,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "commission_rules" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"product_id" uuid,
	"partner_id" uuid,
	"category" text,
	"name" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "commission_rules_scope_valid" CHECK (("commission_rules"."product_id" is not null and "commission_rules"."partner_id" is null and "commission_rules"."category" is null)
        or ("commission_rules"."product_id" is null and "commission_rules"."partner_id" is not null and "commission_rules"."category" is not null)
        or ("commission_rules"."product_id" is null and "commission_rules"."partner_id" is null and "commission_rules"."category" is not null))
);
--> statement-breakpoint
CREATE TABLE "commission_sale_terms" (
	"sale_id" uuid PRIMARY KEY NOT NULL,
	"rule_version_id" uuid NOT NULL,
	"start_month" date NOT NULL,
	"terms" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "commission_entries" ADD CONSTRAINT "commission_entries_sale_id_sales_id_fk" FOREIGN KEY ("sale_id") REFERENCES "public"."sales"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commission_entries" ADD CONSTRAINT "commission_entries_rule_version_id_commission_rule_versions_id_fk" FOREIGN KEY ("rule_version_id") REFERENCES "public"."commission_rule_versions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commission_entries" ADD CONSTRAINT "commission_entries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commission_entries" ADD CONSTRAINT "commission_entries_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commission_entries" ADD CONSTRAINT "commission_entries_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commission_months" ADD CONSTRAINT "commission_months_closed_by_users_id_fk" FOREIGN KEY ("closed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commission_profiles" ADD CONSTRAINT "commission_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commission_rule_versions" ADD CONSTRAINT "commission_rule_versions_rule_id_commission_rules_id_fk" FOREIGN KEY ("rule_id") REFERENCES "public"."commission_rules"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commission_rule_versions" ADD CONSTRAINT "commission_rule_versions_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commission_rules" ADD CONSTRAINT "commission_rules_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commission_rules" ADD CONSTRAINT "commission_rules_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commission_sale_terms" ADD CONSTRAINT "commission_sale_terms_sale_id_sales_id_fk" FOREIGN KEY ("sale_id") REFERENCES "public"."sales"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commission_sale_terms" ADD CONSTRAINT "commission_sale_terms_rule_version_id_commission_rule_versions_id_fk" FOREIGN KEY ("rule_version_id") REFERENCES "public"."commission_rule_versions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "commission_entries_user_month_idx" ON "commission_entries" USING btree ("user_id","competence","id") WHERE "commission_entries"."user_id" is not null;--> statement-breakpoint
CREATE INDEX "commission_entries_sale_idx" ON "commission_entries" USING btree ("sale_id","id");--> statement-breakpoint
CREATE INDEX "commission_entries_partner_month_idx" ON "commission_entries" USING btree ("partner_id","competence") WHERE "commission_entries"."party" = 'partner';--> statement-breakpoint
CREATE INDEX "commission_entries_competence_idx" ON "commission_entries" USING btree ("competence","party");--> statement-breakpoint
CREATE UNIQUE INDEX "commission_entries_request_key" ON "commission_entries" USING btree ("request_key");--> statement-breakpoint
CREATE UNIQUE INDEX "commission_rule_versions_rule_from_key" ON "commission_rule_versions" USING btree ("rule_id","effective_from");--> statement-breakpoint
CREATE UNIQUE INDEX "commission_rules_scope_key" ON "commission_rules" USING btree (coalesce("product_id"::text, ''),coalesce("partner_id"::text, ''),coalesce("category", ''));--> statement-breakpoint
CREATE INDEX "commission_rules_partner_idx" ON "commission_rules" USING btree ("partner_id");--> statement-breakpoint
-- The ledger is append-only: history is corrected by new entries, never edited.
CREATE FUNCTION commission_entries_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'commission_entries is append-only' USING ERRCODE = 'P0001';
END $$;--> statement-breakpoint
CREATE TRIGGER commission_entries_no_update BEFORE UPDATE OR DELETE ON "commission_entries"
  FOR EACH ROW EXECUTE FUNCTION commission_entries_append_only();--> statement-breakpoint
-- A closed month is locked: nothing may land in it (corrections go to the next open month).
CREATE FUNCTION commission_entries_open_month() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM "commission_months" WHERE "month" = NEW."competence") THEN
    RAISE EXCEPTION 'commission month % is closed', NEW."competence" USING ERRCODE = 'P0002';
  END IF;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER commission_entries_closed_month BEFORE INSERT ON "commission_entries"
  FOR EACH ROW EXECUTE FUNCTION commission_entries_open_month();
