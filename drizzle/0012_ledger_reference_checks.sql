ALTER TABLE "commission_entries" DROP CONSTRAINT "commission_entries_sale_id_sales_id_fk";
--> statement-breakpoint
ALTER TABLE "commission_entries" DROP CONSTRAINT "commission_entries_partner_id_partners_id_fk";
--> statement-breakpoint
ALTER TABLE "commission_entries" DROP CONSTRAINT "commission_entries_created_by_users_id_fk";
--> statement-breakpoint
ALTER TABLE "partner_statement_lines" DROP CONSTRAINT "partner_statement_lines_statement_id_partner_statements_id_fk";
--> statement-breakpoint
ALTER TABLE "partner_statement_lines" DROP CONSTRAINT "partner_statement_lines_sale_id_sales_id_fk";
--> statement-breakpoint
ALTER TABLE "partner_statement_lines" DROP CONSTRAINT "partner_statement_lines_entry_id_commission_entries_id_fk";
--> statement-breakpoint
-- The references the dropped keys guarded, checked once per inserting statement over its new rows (an
-- anti-join, no row locks). Nothing deletes sales, partners, users, statements or entries (soft delete;
-- the ledger is append-only), so the delete side of the keys had nothing left to guard.
CREATE FUNCTION commission_entries_references() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM new_rows n WHERE n."sale_id" IS NOT NULL AND NOT EXISTS (SELECT 1 FROM "sales" s WHERE s."id" = n."sale_id"))
    OR EXISTS (SELECT 1 FROM new_rows n WHERE n."partner_id" IS NOT NULL AND NOT EXISTS (SELECT 1 FROM "partners" p WHERE p."id" = n."partner_id"))
    OR EXISTS (SELECT 1 FROM new_rows n WHERE n."created_by" IS NOT NULL AND NOT EXISTS (SELECT 1 FROM "users" u WHERE u."id" = n."created_by")) THEN
    RAISE EXCEPTION 'commission_entries: a sale, partner or user it refers to does not exist' USING ERRCODE = '23503';
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "commission_entries_references" AFTER INSERT ON "commission_entries" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION commission_entries_references();--> statement-breakpoint
CREATE FUNCTION partner_statement_lines_references() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM new_rows n WHERE NOT EXISTS (SELECT 1 FROM "partner_statements" p WHERE p."id" = n."statement_id"))
    OR EXISTS (SELECT 1 FROM new_rows n WHERE n."sale_id" IS NOT NULL AND NOT EXISTS (SELECT 1 FROM "sales" s WHERE s."id" = n."sale_id"))
    OR EXISTS (SELECT 1 FROM new_rows n WHERE n."entry_id" IS NOT NULL AND NOT EXISTS (SELECT 1 FROM "commission_entries" e WHERE e."id" = n."entry_id")) THEN
    RAISE EXCEPTION 'partner_statement_lines: a statement, sale or entry it refers to does not exist' USING ERRCODE = '23503';
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "partner_statement_lines_references" AFTER INSERT ON "partner_statement_lines" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION partner_statement_lines_references();--> statement-breakpoint
-- A hand match sets the line's sale and entry (a trigger with a transition table takes one event).
CREATE TRIGGER "partner_statement_lines_references_update" AFTER UPDATE ON "partner_statement_lines" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION partner_statement_lines_references();
