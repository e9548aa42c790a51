CREATE TABLE "commission_partner_months" (
	"partner_id" uuid NOT NULL,
	"month" date NOT NULL,
	"previsto" bigint DEFAULT 0 NOT NULL,
	"recebido" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "commission_partner_months_partner_id_month_pk" PRIMARY KEY("partner_id","month")
);
--> statement-breakpoint
CREATE TABLE "commission_person_months" (
	"user_id" uuid NOT NULL,
	"month" date NOT NULL,
	"accrued" bigint DEFAULT 0 NOT NULL,
	"estornos" bigint DEFAULT 0 NOT NULL,
	"manual" bigint DEFAULT 0 NOT NULL,
	"paid" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "commission_person_months_user_id_month_pk" PRIMARY KEY("user_id","month")
);
--> statement-breakpoint
CREATE TABLE "commission_receivables" (
	"sale_id" uuid NOT NULL,
	"installment" integer NOT NULL,
	"partner_id" uuid NOT NULL,
	"due_month" date,
	"expected" bigint DEFAULT 0 NOT NULL,
	"received" bigint DEFAULT 0 NOT NULL,
	"receipts" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "commission_receivables_sale_id_installment_pk" PRIMARY KEY("sale_id","installment")
);
--> statement-breakpoint
CREATE INDEX "commission_person_months_month_idx" ON "commission_person_months" USING btree ("month");--> statement-breakpoint
CREATE INDEX "commission_receivables_open_idx" ON "commission_receivables" USING btree ("due_month","sale_id","installment") WHERE "commission_receivables"."receipts" = 0;--> statement-breakpoint
CREATE INDEX "commission_receivables_partner_open_idx" ON "commission_receivables" USING btree ("partner_id","due_month","sale_id","installment") WHERE "commission_receivables"."receipts" = 0;--> statement-breakpoint
-- Keeps the totals in step with the (append-only) ledger: one aggregated upsert per inserting statement, rows
-- taken in key order so that concurrent writers lock them in the same order.
CREATE FUNCTION commission_entries_totals() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "commission_partner_months" AS t ("partner_id", "month", "previsto", "recebido")
  SELECT "partner_id", coalesce("due_month", "competence"),
    coalesce(sum("amount") FILTER (WHERE "type" IN ('prevista', 'ajuste', 'estorno', 'cancelamento', 'ajuste_manual')), 0),
    coalesce(sum("amount") FILTER (WHERE "type" = 'recebimento'), 0)
  FROM new_rows WHERE "party" = 'partner' AND "partner_id" IS NOT NULL
  GROUP BY 1, 2 ORDER BY 1, 2
  ON CONFLICT ("partner_id", "month") DO UPDATE SET "previsto" = t."previsto" + excluded."previsto", "recebido" = t."recebido" + excluded."recebido";

  INSERT INTO "commission_receivables" AS r ("sale_id", "installment", "partner_id", "due_month", "expected", "received", "receipts")
  SELECT "sale_id", "installment", (array_agg("partner_id"))[1], min("due_month"),
    coalesce(sum("amount") FILTER (WHERE "type" IN ('prevista', 'ajuste', 'estorno', 'cancelamento', 'ajuste_manual')), 0),
    coalesce(sum("amount") FILTER (WHERE "type" = 'recebimento'), 0),
    count(*) FILTER (WHERE "type" = 'recebimento')
  FROM new_rows WHERE "party" = 'partner' AND "sale_id" IS NOT NULL AND "installment" IS NOT NULL AND "partner_id" IS NOT NULL
  GROUP BY 1, 2 ORDER BY 1, 2
  ON CONFLICT ("sale_id", "installment") DO UPDATE SET "expected" = r."expected" + excluded."expected", "received" = r."received" + excluded."received",
    "receipts" = r."receipts" + excluded."receipts", "due_month" = coalesce(r."due_month", excluded."due_month");

  INSERT INTO "commission_person_months" AS p ("user_id", "month", "accrued", "estornos", "manual", "paid")
  SELECT "user_id", "competence",
    coalesce(sum("amount") FILTER (WHERE "type" IN ('prevista', 'ajuste', 'cancelamento')), 0),
    coalesce(sum("amount") FILTER (WHERE "type" = 'estorno'), 0),
    coalesce(sum("amount") FILTER (WHERE "type" IN ('bonus', 'premiacao', 'ajuste_manual', 'adiantamento')), 0),
    coalesce(-sum("amount") FILTER (WHERE "type" = 'repasse'), 0)
  FROM new_rows WHERE "user_id" IS NOT NULL
  GROUP BY 1, 2 ORDER BY 1, 2
  ON CONFLICT ("user_id", "month") DO UPDATE SET "accrued" = p."accrued" + excluded."accrued", "estornos" = p."estornos" + excluded."estornos",
    "manual" = p."manual" + excluded."manual", "paid" = p."paid" + excluded."paid";
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER commission_entries_totals AFTER INSERT ON "commission_entries" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION commission_entries_totals();--> statement-breakpoint
-- The totals of what is already in the ledger.
INSERT INTO "commission_partner_months" ("partner_id", "month", "previsto", "recebido")
SELECT "partner_id", coalesce("due_month", "competence"),
  coalesce(sum("amount") FILTER (WHERE "type" IN ('prevista', 'ajuste', 'estorno', 'cancelamento', 'ajuste_manual')), 0),
  coalesce(sum("amount") FILTER (WHERE "type" = 'recebimento'), 0)
FROM "commission_entries" WHERE "party" = 'partner' AND "partner_id" IS NOT NULL GROUP BY 1, 2;--> statement-breakpoint
INSERT INTO "commission_receivables" ("sale_id", "installment", "partner_id", "due_month", "expected", "received", "receipts")
SELECT "sale_id", "installment", (array_agg("partner_id"))[1], min("due_month"),
  coalesce(sum("amount") FILTER (WHERE "type" IN ('prevista', 'ajuste', 'estorno', 'cancelamento', 'ajuste_manual')), 0),
  coalesce(sum("amount") FILTER (WHERE "type" = 'recebimento'), 0),
  count(*) FILTER (WHERE "type" = 'recebimento')
FROM "commission_entries" WHERE "party" = 'partner' AND "sale_id" IS NOT NULL AND "installment" IS NOT NULL AND "partner_id" IS NOT NULL GROUP BY 1, 2;--> statement-breakpoint
INSERT INTO "commission_person_months" ("user_id", "month", "accrued", "estornos", "manual", "paid")
SELECT "user_id", "competence",
  coalesce(sum("amount") FILTER (WHERE "type" IN ('prevista', 'ajuste', 'cancelamento')), 0),
  coalesce(sum("amount") FILTER (WHERE "type" = 'estorno'), 0),
  coalesce(sum("amount") FILTER (WHERE "type" IN ('bonus', 'premiacao', 'ajuste_manual', 'adiantamento')), 0),
  coalesce(-sum("amount") FILTER (WHERE "type" = 'repasse'), 0)
FROM "commission_entries" WHERE "user_id" IS NOT NULL GROUP BY 1, 2;
