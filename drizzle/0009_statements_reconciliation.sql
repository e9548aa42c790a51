CREATE TABLE "commission_statement_lines" (
	"entry_id" bigint PRIMARY KEY NOT NULL,
	"statement_id" uuid NOT NULL
);
--> statement-breakpoint
CREATE TABLE "commission_statements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"month" date NOT NULL,
	"user_id" uuid NOT NULL,
	"contract_type" text NOT NULL,
	"tax_regime" text NOT NULL,
	"gross" bigint NOT NULL,
	"withholdings" jsonb NOT NULL,
	"withheld" bigint NOT NULL,
	"advances" bigint NOT NULL,
	"carried_in" bigint NOT NULL,
	"payable" bigint NOT NULL,
	"carried_out" bigint NOT NULL,
	"status" text DEFAULT 'fechado' NOT NULL,
	"paid_on" date,
	"paid_reference" text,
	"paid_by" uuid,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "commission_statements_status_valid" CHECK ("commission_statements"."status" in ('fechado','pago'))
);
--> statement-breakpoint
CREATE TABLE "partner_statement_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"statement_id" uuid NOT NULL,
	"line_no" integer NOT NULL,
	"reference" text,
	"installment" integer,
	"document" text,
	"competence" date,
	"customer_name" text,
	"amount" bigint NOT NULL,
	"status" text NOT NULL,
	"sale_id" uuid,
	"matched_installment" integer,
	"expected" bigint,
	"difference" bigint,
	"entry_id" bigint,
	"resolved_by" uuid,
	"resolved_at" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "partner_statement_lines_status_valid" CHECK ("partner_statement_lines"."status" in ('recebida','divergente','nao_identificada','lancada'))
);
--> statement-breakpoint
CREATE TABLE "partner_statement_templates" (
	"partner_id" uuid PRIMARY KEY NOT NULL,
	"mapping" jsonb NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "partner_statements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"partner_id" uuid NOT NULL,
	"month" date NOT NULL,
	"file_name" text NOT NULL,
	"content_hash" text NOT NULL,
	"line_count" integer NOT NULL,
	"total" bigint NOT NULL,
	"imported_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "commission_entries_partner_month_idx";--> statement-breakpoint
ALTER TABLE "commission_statement_lines" ADD CONSTRAINT "commission_statement_lines_entry_id_commission_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."commission_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commission_statement_lines" ADD CONSTRAINT "commission_statement_lines_statement_id_commission_statements_id_fk" FOREIGN KEY ("statement_id") REFERENCES "public"."commission_statements"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commission_statements" ADD CONSTRAINT "commission_statements_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commission_statements" ADD CONSTRAINT "commission_statements_paid_by_users_id_fk" FOREIGN KEY ("paid_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_statement_lines" ADD CONSTRAINT "partner_statement_lines_statement_id_partner_statements_id_fk" FOREIGN KEY ("statement_id") REFERENCES "public"."partner_statements"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_statement_lines" ADD CONSTRAINT "partner_statement_lines_sale_id_sales_id_fk" FOREIGN KEY ("sale_id") REFERENCES "public"."sales"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_statement_lines" ADD CONSTRAINT "partner_statement_lines_entry_id_commission_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."commission_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_statement_lines" ADD CONSTRAINT "partner_statement_lines_resolved_by_users_id_fk" FOREIGN KEY ("resolved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_statement_templates" ADD CONSTRAINT "partner_statement_templates_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_statements" ADD CONSTRAINT "partner_statements_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_statements" ADD CONSTRAINT "partner_statements_imported_by_users_id_fk" FOREIGN KEY ("imported_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "commission_statement_lines_statement_idx" ON "commission_statement_lines" USING btree ("statement_id");--> statement-breakpoint
CREATE UNIQUE INDEX "commission_statements_month_user_key" ON "commission_statements" USING btree ("month","user_id");--> statement-breakpoint
CREATE INDEX "commission_statements_user_idx" ON "commission_statements" USING btree ("user_id","month");--> statement-breakpoint
CREATE UNIQUE INDEX "partner_statement_lines_no_key" ON "partner_statement_lines" USING btree ("statement_id","line_no");--> statement-breakpoint
CREATE INDEX "partner_statement_lines_status_idx" ON "partner_statement_lines" USING btree ("status","statement_id");--> statement-breakpoint
CREATE UNIQUE INDEX "partner_statement_lines_installment_key" ON "partner_statement_lines" USING btree ("sale_id","matched_installment") WHERE "partner_statement_lines"."sale_id" is not null and "partner_statement_lines"."matched_installment" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "partner_statements_content_key" ON "partner_statements" USING btree ("partner_id","content_hash");--> statement-breakpoint
CREATE INDEX "partner_statements_month_idx" ON "partner_statements" USING btree ("month","partner_id");--> statement-breakpoint
CREATE INDEX "commission_entries_partner_due_idx" ON "commission_entries" USING btree ("partner_id",coalesce("due_month", "competence")) WHERE "commission_entries"."party" = 'partner';