import { useAppLocale } from "~/i18n/use-app-locale";
import { defineSearchProvider } from "~/features/search/search-provider";
import { leadStatusLabel, type LeadStatus } from "~/lib/catalog/lead-statuses";

/** The status in the interface's language (the stored code is the pt-BR label). */
function StatusLabel({ status }: { status: string }) {
  return <>{leadStatusLabel(status as LeadStatus, useAppLocale())}</>;
}

/** Leads in the global search: name, CPF/CNPJ, e-mail or phone, accents and case ignored ("joao" finds João). */
export const leadsSearchProvider = defineSearchProvider({
  id: "leads",
  groupLabel: "leadsToday.paletteGroup",
  permission: "leads.read",
  minChars: 2,
  query: (q, { utils, signal }) => utils.client.leads.search.query({ q }, { signal }),
  key: (l) => l.id,
  href: (l) => `/leads/${l.id}`,
  render: (l) => (
    <span className="flex min-w-0 flex-1 items-baseline justify-between gap-3">
      <span className="truncate font-medium">{l.name}</span>
      <span className="shrink-0 truncate text-xs text-muted-foreground">
        <StatusLabel status={l.status} />
        {l.city ? ` · ${l.city}/${l.uf ?? ""}` : ""}
      </span>
    </span>
  ),
});
