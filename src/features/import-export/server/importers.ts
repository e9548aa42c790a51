import { customersImporter } from "~/features/customers/server/customers.import";
import { leadsImporter } from "~/features/leads/server/leads.import";
import type { AnyImporter } from "./importer";

/**
 * Every list that accepts imports, by the key in /api/import/<key>. Leads and commission statements add
 * theirs here (one import and one line).
 */
export const IMPORTERS: Readonly<Record<string, AnyImporter>> = {
  customers: customersImporter as AnyImporter,
  leads: leadsImporter as AnyImporter,
};

export function importerFor(listKey: string): AnyImporter | null {
  return Object.hasOwn(IMPORTERS, listKey) ? IMPORTERS[listKey]! : null;
}
