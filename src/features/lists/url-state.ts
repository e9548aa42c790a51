import { normalizeValues } from "./filter-values";
import type { ListMeta } from "./list-spec";
import type { FilterValue, ListColumns, ListFilter, ListSort } from "./list.schemas";
import { FIELD_KEY_RE, isOperand, LIST_OPERANDS, MAX_FILTERS, MAX_LIST_VALUES, MAX_SEARCH, MAX_TEXT_VALUE, RANGE_OPERANDS, VALUELESS_OPERANDS } from "./operands";

/**
 * A list's state in the URL, so that a link reproduces the view (pure; no router here):
 *
 *   ?f.status.in=ativa&f.status.in=proposta   filters: f.<field>.<operand>=<value> (repeated for lists/ranges)
 *   &f.name.contains=joão&f.phone.isEmpty=1
 *   &sort=-createdAt                          sort (leading "-" = descending)
 *   &q=silva                                  search
 *   &cols=name,-document,status               columns in order, "-" = hidden
 *   &view=<uuid>                              the saved view it started from
 *
 * Parsing never throws: unknown or malformed parts are left out. With the list's meta, filters
 * that the list would refuse are left out too.
 */

export interface ListUrlState {
  filters: ListFilter[];
  sort: ListSort | null;
  search: string | null;
  columns: ListColumns | null;
  view: string | null;
}

/** What Next's router gives as `router.query` (and takes in router.push). */
export type RouterQuery = Record<string, string | string[] | undefined>;

export const FILTER_PREFIX = "f.";
export const URL_KEYS = { sort: "sort", search: "q", columns: "cols", view: "view" } as const;
const OWN_KEYS = new Set<string>(Object.values(URL_KEYS));
const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const EMPTY_LIST_STATE: ListUrlState = { filters: [], sort: null, search: null, columns: null, view: null };

const isListKey = (key: string) => key.startsWith(FILTER_PREFIX) || OWN_KEYS.has(key);

function valueToText(v: unknown): string | null {
  if (typeof v === "string") return v;
  if (typeof v === "number" && Number.isFinite(v)) return String(v);
  if (typeof v === "boolean") return String(v);
  return null;
}

/** The URL parameters for a list's state (only the list's own keys; empty parts are omitted). */
export function listStateToQuery(state: Partial<ListUrlState>): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {};
  for (const filter of state.filters ?? []) {
    const key = `${FILTER_PREFIX}${filter.field}.${filter.operand}`;
    if (VALUELESS_OPERANDS.includes(filter.operand)) {
      out[key] ??= "1";
      continue;
    }
    const values = (Array.isArray(filter.value) ? filter.value : [filter.value]).map(valueToText).filter((v): v is string => v !== null);
    if (!values.length) continue;
    const existing = out[key];
    if (existing === undefined) out[key] = values.length === 1 ? values[0]! : values;
    // Two filters with the same field and single-value operand: repeat the parameter.
    else if (!LIST_OPERANDS.includes(filter.operand) && !RANGE_OPERANDS.includes(filter.operand)) out[key] = [existing].flat().concat(values);
  }
  if (state.sort) out[URL_KEYS.sort] = `${state.sort.dir === "desc" ? "-" : ""}${state.sort.field}`;
  const search = state.search?.trim();
  if (search) out[URL_KEYS.search] = search;
  if (state.columns) {
    const visible = new Set(state.columns.visible);
    const order = [...new Set([...state.columns.order, ...state.columns.visible])];
    out[URL_KEYS.columns] = order.map((c) => (visible.has(c) ? c : `-${c}`)).join(",");
  }
  if (state.view) out[URL_KEYS.view] = state.view;
  return out;
}

/** The current query with the list's keys replaced by `state` (other keys, e.g. route params, kept). */
export function mergeListQuery(current: RouterQuery, state: Partial<ListUrlState>): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {};
  for (const [key, value] of Object.entries(current)) if (value !== undefined && !isListKey(key)) out[key] = value;
  return { ...out, ...listStateToQuery(state) };
}

const first = (v: string | string[] | undefined): string | null => (typeof v === "string" ? v : Array.isArray(v) && typeof v[0] === "string" ? v[0] : null);
const all = (v: string | string[] | undefined): string[] => (typeof v === "string" ? [v] : Array.isArray(v) ? v.filter((x) => typeof x === "string") : []);

function parseFilters(query: RouterQuery, meta: ListMeta | undefined): ListFilter[] {
  const filters: ListFilter[] = [];
  for (const [key, raw] of Object.entries(query)) {
    if (!key.startsWith(FILTER_PREFIX)) continue;
    const [field = "", operand = "", ...rest] = key.slice(FILTER_PREFIX.length).split(".");
    if (rest.length || !FIELD_KEY_RE.test(field) || !isOperand(operand)) continue;
    const texts = all(raw).filter((t) => t.length <= MAX_TEXT_VALUE);
    const candidates: (FilterValue | undefined)[] = VALUELESS_OPERANDS.includes(operand)
      ? [undefined]
      : LIST_OPERANDS.includes(operand)
        ? [texts.slice(0, MAX_LIST_VALUES)]
        : RANGE_OPERANDS.includes(operand)
          ? [texts]
          : texts;
    for (const value of candidates) {
      if (Array.isArray(value) && (value.length === 0 || (RANGE_OPERANDS.includes(operand) && value.length !== 2))) continue;
      if (typeof value === "string" && value.trim() === "") continue;
      if (meta) {
        const fieldMeta = Object.hasOwn(meta.fields, field) ? meta.fields[field] : undefined;
        if (!fieldMeta?.operands.includes(operand) || "error" in normalizeValues(fieldMeta, operand, value)) continue;
      }
      filters.push(value === undefined ? { field, operand } : { field, operand, value });
    }
  }
  return filters.slice(0, MAX_FILTERS);
}

function parseSort(raw: string | null, meta: ListMeta | undefined): ListSort | null {
  if (!raw) return null;
  const desc = raw.startsWith("-");
  const field = desc ? raw.slice(1) : raw;
  if (!FIELD_KEY_RE.test(field)) return null;
  if (meta && !(Object.hasOwn(meta.fields, field) && meta.fields[field]?.sortable)) return null;
  return { field, dir: desc ? "desc" : "asc" };
}

function parseColumns(raw: string | null): ListColumns | null {
  if (!raw) return null;
  const order: string[] = [];
  const visible: string[] = [];
  for (const part of raw.split(",")) {
    const hidden = part.startsWith("-");
    const key = hidden ? part.slice(1) : part;
    if (!FIELD_KEY_RE.test(key) || order.includes(key) || order.length >= 100) continue;
    order.push(key);
    if (!hidden) visible.push(key);
  }
  return order.length ? { visible, order } : null;
}

/** A list's state from the URL; anything invalid is ignored, never thrown. */
export function listStateFromQuery(query: RouterQuery, opts: { meta?: ListMeta } = {}): ListUrlState {
  const search = first(query[URL_KEYS.search])?.trim() ?? "";
  const view = first(query[URL_KEYS.view]);
  return {
    filters: parseFilters(query, opts.meta),
    sort: parseSort(first(query[URL_KEYS.sort]), opts.meta),
    search: search && search.length <= MAX_SEARCH && (!opts.meta || opts.meta.searchable) ? search : null,
    columns: parseColumns(first(query[URL_KEYS.columns])),
    view: view && UUID_RE.test(view) ? view.toLowerCase() : null,
  };
}

/**
 * A state from elsewhere (a saved view, an old link) reduced to what the list accepts today:
 * filters on removed fields or with values the field no longer takes are left out.
 */
export function sanitizeListState(state: Partial<ListUrlState>, meta: ListMeta): ListUrlState {
  return listStateFromQuery(listStateToQuery(state), { meta });
}
