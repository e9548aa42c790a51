CREATE TABLE "commission_unsettled_entries" (
	"entry_id" bigint PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"competence" date NOT NULL,
	"sale_id" uuid,
	"installment" integer,
	"type" text NOT NULL,
	"amount" bigint NOT NULL
);
--> statement-breakpoint
CREATE INDEX "commission_unsettled_entries_competence_idx" ON "commission_unsettled_entries" USING btree ("competence","user_id");--> statement-breakpoint
CREATE FUNCTION commission_entries_unsettled() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "commission_unsettled_entries" ("entry_id", "user_id", "competence", "sale_id", "installment", "type", "amount")
  SELECT "id", "user_id", "competence", "sale_id", "installment", "type", "amount" FROM new_rows
  WHERE "user_id" IS NOT NULL AND "type" <> 'repasse';
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "commission_entries_unsettled" AFTER INSERT ON "commission_entries" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION commission_entries_unsettled();--> statement-breakpoint
-- What the ledger already holds and no statement settled.
INSERT INTO "commission_unsettled_entries" ("entry_id", "user_id", "competence", "sale_id", "installment", "type", "amount")
SELECT e."id", e."user_id", e."competence", e."sale_id", e."installment", e."type", e."amount" FROM "commission_entries" e
WHERE e."user_id" IS NOT NULL AND e."type" <> 'repasse'
  AND NOT EXISTS (SELECT 1 FROM "commission_statement_lines" l WHERE l."entry_id" = e."id");
