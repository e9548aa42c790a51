import { defineExportColumns } from "~/features/import-export";
import { defineExporter } from "~/features/import-export/server/exporter";
import { formatPhoneBr } from "~/lib/brazil";
import { customersList } from "./customers.list";
import { listCustomers } from "./customers-list.service";

type CustomerRow = Awaited<ReturnType<typeof listCustomers>>["items"][number];

/** The customers list as a spreadsheet: what the list shows (CPF masked), with pt-BR headers. */
export const customerExportColumns = defineExportColumns<CustomerRow>([
  { key: "name", header: "Nome", width: 36 },
  { key: "kind", header: "Tipo", width: 8 },
  // Already masked by listCustomers for PF ("***.982.247-**"); a CNPJ gets its punctuation.
  { key: "document", header: "CPF/CNPJ", type: "document", width: 22 },
  { key: "emails", header: "E-mails", type: "tags", width: 32 },
  { key: "phones", header: "Telefones", value: (c) => c.phones.map((p) => formatPhoneBr(p)), type: "tags", width: 22 },
  { key: "city", header: "Cidade", width: 20 },
  { key: "uf", header: "UF", width: 6 },
  { key: "ownerName", header: "Responsável", width: 24 },
  { key: "tags", header: "Etiquetas", type: "tags", width: 24 },
  { key: "doNotContact", header: "Não contatar", type: "boolean", width: 14 },
  { key: "createdAt", header: "Cadastrado em", type: "datetime", width: 18 },
]);

export const customersExporter = defineExporter<CustomerRow>({
  permission: "customers.read",
  spec: customersList,
  columns: customerExportColumns,
  fileBase: "clientes",
  sheetName: "Clientes",
  auditEntity: "customer",
  page: (db, actor, input) => listCustomers(db, actor, input),
  selectionPage: (db, actor, ids, input) => listCustomers(db, actor, input, { only: ids }),
});
