ALTER TABLE "lead_options" ADD COLUMN "label_en" text;--> statement-breakpoint
UPDATE "lead_options" SET "label_en" = v.label_en FROM (VALUES
  ('source', 'Indicação', 'Referral'), ('source', 'Site', 'Website'), ('source', 'Evento', 'Event'),
  ('source', 'Campanha', 'Campaign'), ('source', 'Importação', 'Import'), ('source', 'Parceiro', 'Partner'),
  ('source', 'Outro', 'Other'),
  ('lostReason', 'Não atende aos critérios do produto', 'Does not meet the product criteria'), ('lostReason', 'Sem orçamento', 'No budget'),
  ('lostReason', 'Já tem o produto com outra instituição', 'Already has the product elsewhere'), ('lostReason', 'Preço ou condições', 'Price or terms'),
  ('lostReason', 'Não quer ser contatado', 'Does not want to be contacted'), ('lostReason', 'Outro', 'Other')
) AS v(kind, label, label_en)
WHERE "lead_options"."kind" = v.kind AND "lead_options"."label" = v.label AND "lead_options"."label_en" IS NULL;
