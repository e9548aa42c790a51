import { useQuery } from "@tanstack/react-query";
import { useEffect, useState, type ReactNode } from "react";
import { useTranslations } from "use-intl";
import { can } from "~/lib/permissions";
import type { Role } from "~/lib/roles";
import { api } from "~/utils/api";
import { SEARCH_PROVIDERS } from "./providers";

const DEBOUNCE_MS = 250;

export interface ResultGroup {
  id: string;
  heading: string;
  items: { key: string; node: ReactNode; href: string }[];
}

function useDebounced<T>(value: T, ms: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return debounced;
}

/**
 * Asks every provider the user may use (debounced; TanStack Query cancels the previous round
 * through the abort signal). With no provider or too little text, the palette shows its
 * commands instead.
 */
export function useSearchResults(text: string, role: Role | undefined, open: boolean) {
  const t = useTranslations();
  const utils = api.useUtils();
  const query = useDebounced(text.trim(), DEBOUNCE_MS);
  const providers = SEARCH_PROVIDERS.filter((p) => (!p.permission || can(role, p.permission)) && query.length >= (p.minChars ?? 2));
  const active = open && providers.length > 0;
  const results = useQuery({
    queryKey: ["palette-search", role, query, providers.map((p) => p.id)],
    enabled: active,
    queryFn: ({ signal }) =>
      Promise.all(
        providers.map(async (p): Promise<ResultGroup> => {
          const items = await p.query(query, { utils, signal }).catch(() => []);
          return { id: p.id, heading: t(p.groupLabel as never), items: items.map((it) => ({ key: p.key(it), node: p.render(it), href: p.href(it) })) };
        }),
      ).then((groups) => groups.filter((g) => g.items.length > 0)),
  });
  return { groups: active ? (results.data ?? []) : [], loading: active && results.isFetching, active };
}
