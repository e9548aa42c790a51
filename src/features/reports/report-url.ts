import { PRODUCT_CATEGORIES, type ProductCategory } from "~/lib/catalog/product-categories";
import { isCalendarDay } from "~/lib/field-bounds";
import { REPORT_KEYS, REPORT_PERIODS, type ReportFiltersInput, type ReportKey, type ReportPeriod } from "./report-contract";

/**
 * The Relatórios page's state in the URL (pt-BR parameter names, like the app's other URLs), so a link
 * reproduces the report: ?relatorio=funil&periodo=personalizado&de=2026-01-01&ate=2026-01-31&equipe=<uuid>
 * &vendedor=<uuid>&categoria=AutoInsurance&parceiro=<uuid>&origem=Site. Parsing never throws: what is not
 * valid is left out (the server validates again).
 */

export const REPORT_URL_KEYS = {
  key: "relatorio",
  period: "periodo",
  from: "de",
  to: "ate",
  teamId: "equipe",
  sellerId: "vendedor",
  category: "categoria",
  partnerId: "parceiro",
  source: "origem",
} as const;

export interface ReportUrlState {
  key: ReportKey;
  filters: ReportFiltersInput;
}

type Query = Record<string, string | string[] | undefined>;

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const first = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v) ?? null;
const uuid = (v: string | null) => (v && UUID_RE.test(v) ? v : null);

export function reportStateFromQuery(query: Query): ReportUrlState {
  const key = first(query[REPORT_URL_KEYS.key]);
  const period = first(query[REPORT_URL_KEYS.period]);
  const from = first(query[REPORT_URL_KEYS.from]);
  const to = first(query[REPORT_URL_KEYS.to]);
  const category = first(query[REPORT_URL_KEYS.category]);
  const source = first(query[REPORT_URL_KEYS.source])?.trim().slice(0, 120) || null;
  const custom = period === "personalizado";
  return {
    key: (REPORT_KEYS as readonly string[]).includes(key ?? "") ? (key as ReportKey) : "funil",
    filters: {
      period: (REPORT_PERIODS as readonly string[]).includes(period ?? "") ? (period as ReportPeriod) : "este-mes",
      ...(custom ? { from: from && isCalendarDay(from) ? from : null, to: to && isCalendarDay(to) ? to : null } : {}),
      teamId: uuid(first(query[REPORT_URL_KEYS.teamId])),
      sellerId: uuid(first(query[REPORT_URL_KEYS.sellerId])),
      category: (PRODUCT_CATEGORIES as readonly string[]).includes(category ?? "") ? (category as ProductCategory) : null,
      partnerId: uuid(first(query[REPORT_URL_KEYS.partnerId])),
      source,
    },
  };
}

/** The URL parameters of a state (defaults and empty filters left out). */
export function reportStateToQuery(state: ReportUrlState): Record<string, string> {
  const f = state.filters;
  const out: Record<string, string> = { [REPORT_URL_KEYS.key]: state.key };
  if (f.period && f.period !== "este-mes") out[REPORT_URL_KEYS.period] = f.period;
  if (f.period === "personalizado") {
    if (f.from) out[REPORT_URL_KEYS.from] = f.from;
    if (f.to) out[REPORT_URL_KEYS.to] = f.to;
  }
  for (const name of ["teamId", "sellerId", "category", "partnerId", "source"] as const) {
    const v = f[name];
    if (v) out[REPORT_URL_KEYS[name]] = v;
  }
  return out;
}

/** Whether the state can be run: a custom period needs both days, in order. */
export function runnableFilters(filters: ReportFiltersInput): boolean {
  if (filters.period !== "personalizado") return true;
  return Boolean(filters.from && filters.to && filters.from <= filters.to);
}
