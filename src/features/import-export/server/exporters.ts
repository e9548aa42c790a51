import { auditExporter } from "~/features/audit/server/audit.export";
import { customersExporter } from "~/features/customers/server/customers.export";
import { leadsExporter } from "~/features/leads/server/leads.export";
import { renewalsExporter, salesExporter } from "~/features/sales/server/sales.export";
import { partnersExporter, productsExporter } from "./catalogue.export";
import type { Exporter } from "./exporter";

/**
 * Every list that can be exported, by the key used in /api/export/<key>. A new list is one entry here
 * plus a `<feature>.export.ts` next to it (columns + defineExporter over the list's scoped service).
 */
export const EXPORTERS = {
  customers: customersExporter,
  sales: salesExporter,
  renewals: renewalsExporter,
  partners: partnersExporter,
  products: productsExporter,
  leads: leadsExporter,
  audit: auditExporter,
} as const satisfies Record<string, Exporter>;

export type ExportListKey = keyof typeof EXPORTERS;

export function exporterFor(key: string): Exporter | null {
  return Object.hasOwn(EXPORTERS, key) ? EXPORTERS[key as ExportListKey] : null;
}
