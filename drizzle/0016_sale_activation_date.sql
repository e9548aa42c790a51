ALTER TABLE "sales" ADD COLUMN "activated_on" date;--> statement-breakpoint
-- Sales activated before the column existed: the business date their activation was recorded with (the latest),
-- else (seeded without history) their vigência start or sale date, as the ledger's backfill assumes.
UPDATE "sales" s SET "activated_on" = coalesce(
  (SELECT e."effective_on" FROM "sale_events" e
    WHERE e."sale_id" = s."id" AND e."type" = 'status_changed' AND e."to_status" = 'ativa' ORDER BY e."id" DESC LIMIT 1),
  s."vigencia_start", s."sold_on")
WHERE s."status" IN ('ativa', 'cancelada', 'encerrada')
  AND NOT EXISTS (SELECT 1 FROM "sale_events" c WHERE c."sale_id" = s."id" AND c."type" = 'status_changed' AND c."from_status" = 'proposta' AND c."to_status" = 'cancelada');
