DROP INDEX "customers_name_idx";--> statement-breakpoint
DROP INDEX "partners_name_idx";--> statement-breakpoint
DROP INDEX "products_name_idx";--> statement-breakpoint
CREATE INDEX "customers_name_sort_idx" ON "customers" USING btree (f_unaccent(lower("name")),"id");--> statement-breakpoint
CREATE INDEX "partners_name_sort_idx" ON "partners" USING btree (f_unaccent(lower("name")),"id");--> statement-breakpoint
CREATE INDEX "products_name_sort_idx" ON "products" USING btree (f_unaccent(lower("name")),"id");--> statement-breakpoint
CREATE INDEX "sales_renewals_idx" ON "sales" USING btree ("vigencia_end","id") WHERE "sales"."status" = 'ativa' and "sales"."deleted_at" is null;