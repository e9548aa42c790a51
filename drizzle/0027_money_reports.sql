CREATE TABLE "commission_report_months" (
	"competence" date NOT NULL,
	"user_id" uuid,
	"category" text DEFAULT '' NOT NULL,
	"partner_id" uuid,
	"due_month" date,
	"paid" boolean NOT NULL,
	"kind" text NOT NULL,
	"amount" bigint NOT NULL,
	CONSTRAINT "commission_report_months_key" UNIQUE NULLS NOT DISTINCT("competence","user_id","category","partner_id","due_month","paid","kind")
);
--> statement-breakpoint
CREATE INDEX "commission_report_months_user_idx" ON "commission_report_months" USING btree ("user_id","competence");--> statement-breakpoint
CREATE INDEX "sales_cancelled_on_idx" ON "sales" USING btree ("cancelled_on") WHERE "sales"."deleted_at" is null and "sales"."cancelled_on" is not null;--> statement-breakpoint
-- Relatórios › Comissões reads commission_report_months instead of millions of entries. Kept by one statement-level
-- trigger, named to fire after commission_entries_totals (same event, alphabetical order) so that the receivables
-- it reads already count this statement's receipts. Only people's lines (user_id) and the partner's lines.
CREATE FUNCTION commission_report_kind(t text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN t IN ('prevista', 'ajuste', 'cancelamento') THEN 'accrual' WHEN t = 'estorno' THEN 'estorno'
    WHEN t IN ('bonus', 'premiacao', 'ajuste_manual', 'adiantamento') THEN 'manual' WHEN t = 'repasse' THEN 'repasse' END
$$;--> statement-breakpoint
CREATE FUNCTION commission_entries_report() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- The statement's lines, each "paid" as its installment stood before this statement's receipts (those follow).
  INSERT INTO "commission_report_months" AS t ("competence", "user_id", "category", "partner_id", "due_month", "paid", "kind", "amount")
  SELECT n."competence", n."user_id", coalesce(n."category", ''), n."partner_id", n."due_month",
    commission_report_kind(n."type") = 'accrual' AND coalesce(r."receipts" - coalesce(k."receipts", 0) > 0, false), commission_report_kind(n."type"), sum(n."amount")
  FROM new_rows n
  LEFT JOIN "commission_receivables" r ON r."sale_id" = n."sale_id" AND r."installment" = n."installment"
  LEFT JOIN (
    SELECT "sale_id", "installment", count(*) AS receipts FROM new_rows WHERE "party" = 'partner' AND "type" = 'recebimento' GROUP BY 1, 2
  ) k ON k."sale_id" = n."sale_id" AND k."installment" = n."installment"
  WHERE (n."user_id" IS NOT NULL OR n."party" = 'partner') AND commission_report_kind(n."type") IS NOT NULL
  GROUP BY 1, 2, 3, 4, 5, 6, 7 ORDER BY 1, 2, 3, 4, 5, 6, 7
  ON CONFLICT ON CONSTRAINT "commission_report_months_key" DO UPDATE SET "amount" = t."amount" + excluded."amount";

  -- Installments whose first receipt came in this statement: all their accrual lines (this statement's included,
  -- written above as unpaid) move from unpaid to paid.
  INSERT INTO "commission_report_months" AS t ("competence", "user_id", "category", "partner_id", "due_month", "paid", "kind", "amount")
  SELECT e."competence", e."user_id", coalesce(e."category", ''), e."partner_id", e."due_month", s.paid, 'accrual', sum(e."amount" * s.sign)
  FROM (
    SELECT n."sale_id", n."installment" FROM new_rows n
    JOIN "commission_receivables" r ON r."sale_id" = n."sale_id" AND r."installment" = n."installment"
    WHERE n."party" = 'partner' AND n."type" = 'recebimento'
    GROUP BY n."sale_id", n."installment", r."receipts" HAVING r."receipts" = count(*)
  ) paid_now
  JOIN "commission_entries" e ON e."sale_id" = paid_now."sale_id" AND e."installment" = paid_now."installment"
  CROSS JOIN (VALUES (false, -1), (true, 1)) AS s(paid, sign)
  WHERE (e."user_id" IS NOT NULL OR e."party" = 'partner') AND e."type" IN ('prevista', 'ajuste', 'cancelamento')
  GROUP BY 1, 2, 3, 4, 5, 6 ORDER BY 1, 2, 3, 4, 5, 6
  ON CONFLICT ON CONSTRAINT "commission_report_months_key" DO UPDATE SET "amount" = t."amount" + excluded."amount";
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER commission_entries_totals_report AFTER INSERT ON "commission_entries" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION commission_entries_report();--> statement-breakpoint
-- What the ledger already holds.
INSERT INTO "commission_report_months" ("competence", "user_id", "category", "partner_id", "due_month", "paid", "kind", "amount")
SELECT e."competence", e."user_id", coalesce(e."category", ''), e."partner_id", e."due_month",
  commission_report_kind(e."type") = 'accrual' AND coalesce(r."receipts" > 0, false), commission_report_kind(e."type"), sum(e."amount")
FROM "commission_entries" e
LEFT JOIN "commission_receivables" r ON r."sale_id" = e."sale_id" AND r."installment" = e."installment"
WHERE (e."user_id" IS NOT NULL OR e."party" = 'partner') AND commission_report_kind(e."type") IS NOT NULL
GROUP BY 1, 2, 3, 4, 5, 6, 7;
