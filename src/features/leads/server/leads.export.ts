import { defineExportColumns } from "~/features/import-export";
import { defineExporter } from "~/features/import-export/server/exporter";
import type { ListQueryArgs } from "~/features/lists/list.schemas";
import type { RouterQuery } from "~/features/lists/url-state";
import { formatPhoneBr } from "~/lib/brazil";
import { productCategoryLabel, type ProductCategory } from "~/lib/catalog/product-categories";
import { badInput } from "~/server/errors";
import { leadsList } from "./leads.list";
import { listLeads } from "./leads-list.service";

type LeadRow = Awaited<ReturnType<typeof listLeads>>["items"][number];

/** The URL parameter of an export for a campaign (`campanha=1`). */
export const CAMPAIGN_PARAM = "campanha";

export interface LeadsExportExtra {
  /** For a campaign: leads that asked not to be contacted are left out (LGPD opt-out). */
  campaign: boolean;
}

export function leadsExportExtra(query: RouterQuery): LeadsExportExtra {
  const raw = query[CAMPAIGN_PARAM];
  const value = Array.isArray(raw) ? raw[0] : raw;
  if (value === undefined || value === "" || value === "0") return { campaign: false };
  if (value === "1") return { campaign: true };
  throw badInput(CAMPAIGN_PARAM, "Parâmetro “campanha” inválido: use 1.");
}

/** The list input of a campaign export (filter or selection): the user's filters plus "not do-not-contact", applied in the query. */
export function withCampaignScope(input: ListQueryArgs, extra: LeadsExportExtra | undefined): ListQueryArgs {
  if (!extra?.campaign) return input;
  return { ...input, filters: [...(input.filters ?? []), { field: "doNotContact", operand: "eq", value: "false" }] };
}

/** The leads list as a spreadsheet: what the list shows the user (their scope, CPF masked), pt-BR headers. */
export const leadExportColumns = defineExportColumns<LeadRow>([
  { key: "name", header: "Nome", width: 36 },
  { key: "kind", header: "Tipo", width: 8 },
  // Already masked by listLeads for PF ("***.982.247-**"); a CNPJ gets its punctuation.
  { key: "document", header: "CPF/CNPJ", type: "document", width: 22 },
  { key: "emails", header: "E-mails", type: "tags", width: 32 },
  { key: "phones", header: "Telefones", value: (l) => l.phones.map((p) => formatPhoneBr(p)), type: "tags", width: 22 },
  { key: "city", header: "Cidade", width: 20 },
  { key: "uf", header: "UF", width: 6 },
  { key: "status", header: "Status", width: 20 },
  { key: "ownerName", header: "Responsável", value: (l) => l.ownerName ?? "Sem responsável (pool)", width: 24 },
  // As the user reads them: an en-US user's export has the options' English labels.
  { key: "source", header: "Origem", value: (l) => l.sourceLabel, width: 16 },
  { key: "categories", header: "Categorias", value: (l) => l.categories.map((c) => productCategoryLabel(c as ProductCategory)), type: "tags", width: 30 },
  { key: "estimatedValue", header: "Valor estimado (R$)", type: "money", width: 18 },
  { key: "nextContactOn", header: "Próximo contato", type: "date", width: 16 },
  { key: "contactAttempts", header: "Tentativas", type: "integer", width: 12 },
  { key: "lastActivityAt", header: "Última atividade", type: "datetime", width: 18 },
  { key: "lostReason", header: "Motivo de perda", value: (l) => l.lostReasonLabel, width: 24 },
  { key: "doNotContact", header: "Não contatar", type: "boolean", width: 14 },
  { key: "tags", header: "Etiquetas", type: "tags", width: 24 },
  { key: "createdAt", header: "Criado em", type: "datetime", width: 18 },
]);

export const leadsExporter = defineExporter<LeadRow, LeadsExportExtra>({
  permission: "leads.read",
  spec: leadsList,
  columns: leadExportColumns,
  fileBase: "leads",
  sheetName: "Leads",
  auditEntity: "lead",
  extra: leadsExportExtra,
  page: (db, actor, input, extra) => listLeads(db, actor, withCampaignScope(input, extra)),
  selectionPage: (db, actor, ids, input, extra) => listLeads(db, actor, withCampaignScope(input, extra), { only: ids }),
});
