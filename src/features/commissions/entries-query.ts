import { BUCKETS, ENTRY_SIDES } from "./commissions.schemas";
import { ENTRY_TYPES } from "~/lib/catalog/commission-catalog";
import { PRODUCT_CATEGORIES } from "~/lib/catalog/product-categories";

/**
 * The commission entries list in a URL (/comissoes/lancamentos?lado=pessoas&de=2026-01&ate=2026-03&soma=pago…):
 * what a report's figure links to, so the list shows exactly the entries it sums. Pure: the report builds
 * the link with entriesQueryOf, the page and the tests read it back with entriesFiltersFromQuery.
 */
export const ENTRIES_PATH = "/comissoes/lancamentos";

export interface EntriesFilters {
  side: (typeof ENTRY_SIDES)[number];
  from?: string | null;
  to?: string | null;
  userId?: string | null;
  teamId?: string | null;
  sellerId?: string | null;
  partnerId?: string | null;
  category?: (typeof PRODUCT_CATEGORIES)[number] | "none" | null;
  bucket?: (typeof BUCKETS)[number] | null;
  type?: (typeof ENTRY_TYPES)[number] | null;
  dueFrom?: string | null;
  dueTo?: string | null;
}

/** Filter → URL key (pt-BR, like the app's other URLs). */
const KEYS = {
  side: "lado",
  from: "de",
  to: "ate",
  userId: "pessoa",
  teamId: "equipe",
  sellerId: "vendedor",
  partnerId: "parceiro",
  category: "categoria",
  bucket: "soma",
  type: "tipo",
  dueFrom: "vencimento-inicio",
  dueTo: "vencimento-fim",
} as const satisfies Record<keyof EntriesFilters, string>;

export function entriesQueryOf(filters: EntriesFilters): Record<string, string> {
  const query: Record<string, string> = {};
  for (const [field, key] of Object.entries(KEYS) as [keyof EntriesFilters, string][]) {
    const value = filters[field];
    if (value) query[key] = value;
  }
  return query;
}

export function entriesHref(filters: EntriesFilters): string {
  return `${ENTRIES_PATH}?${new URLSearchParams(entriesQueryOf(filters)).toString()}`;
}

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const single = (v: unknown): string | null => {
  const s = Array.isArray(v) ? v[0] : v;
  return typeof s === "string" ? s : null;
};
const oneOf = <T extends string>(values: readonly T[], v: string | null): T | null => (v !== null && (values as readonly string[]).includes(v) ? (v as T) : null);

/** The filters a URL asks for; anything malformed is left out (never thrown), a missing side is "pessoas". */
export function entriesFiltersFromQuery(query: Record<string, unknown>): EntriesFilters {
  const get = (field: keyof EntriesFilters) => single(query[KEYS[field]]);
  const month = (field: keyof EntriesFilters) => {
    const v = get(field);
    return v && MONTH.test(v) ? v : null;
  };
  const id = (field: keyof EntriesFilters) => {
    const v = get(field);
    return v && UUID.test(v) ? v.toLowerCase() : null;
  };
  const category = get("category");
  return {
    side: oneOf(ENTRY_SIDES, get("side")) ?? "pessoas",
    from: month("from"),
    to: month("to"),
    userId: id("userId"),
    teamId: id("teamId"),
    sellerId: id("sellerId"),
    partnerId: id("partnerId"),
    category: category === "none" ? "none" : oneOf(PRODUCT_CATEGORIES, category),
    bucket: oneOf(BUCKETS, get("bucket")),
    type: oneOf(ENTRY_TYPES, get("type")),
    dueFrom: month("dueFrom"),
    dueTo: month("dueTo"),
  };
}
