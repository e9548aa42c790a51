import { defineSearchProvider } from "~/features/search/search-provider";

/** Sales in the global search, by proposal/policy/contract/quota number; they open on the customer's page. */
export const salesSearchProvider = defineSearchProvider({
  id: "sales",
  groupLabel: "shell.groupSales",
  permission: "sales.read",
  minChars: 3,
  query: (q, { utils, signal }) => utils.client.sales.search.query({ q }, { signal }),
  key: (s) => s.id,
  href: (s) => `/clientes/${s.customerId}`,
  render: (s) => (
    <span className="flex min-w-0 flex-1 items-baseline justify-between gap-3">
      <span className="truncate font-medium">{s.contractNumber ?? s.productName}</span>
      <span className="shrink-0 truncate text-xs text-muted-foreground">
        {s.customerName} · {s.productName}
      </span>
    </span>
  ),
});
