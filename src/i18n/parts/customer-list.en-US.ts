import type { Messages } from "../pt-BR";

export const customerListEnUS: Messages["customerList"] = {
  searchLabel: "Search customers",
  searchPlaceholder: "Name, CPF/CNPJ, e-mail or phone",
  kind: "Type",
  allKinds: "All",
  PF: "Individual",
  PJ: "Company",
  import: "Import",
  newCustomer: "New customer",
  name: "Name / company name",
  document: "CPF/CNPJ",
  place: "City/State",
  owner: "Owner",
  tags: "Tags",
  count: "{count} customers",
  empty: "No customer matches these filters.",
  clear: "Clear filters",
  doNotContact: "Do not contact",
};
