import { defineSearchProvider } from "~/features/search/search-provider";

/** Customers in the global search: name, CPF/CNPJ (with or without punctuation), e-mail, phone. */
export const customersSearchProvider = defineSearchProvider({
  id: "customers",
  groupLabel: "shell.groupCustomers",
  permission: "customers.read",
  minChars: 2,
  query: (q, { utils, signal }) => utils.client.customers.search.query({ q }, { signal }),
  key: (c) => c.id,
  href: (c) => `/clientes/${c.id}`,
  render: (c) => (
    <span className="flex min-w-0 flex-1 items-baseline justify-between gap-3">
      <span className="truncate font-medium">{c.name}</span>
      <span className="shrink-0 text-xs text-muted-foreground">
        {c.document}
        {c.city ? ` · ${c.city}/${c.uf ?? ""}` : ""}
      </span>
    </span>
  ),
});
