import { and, isNull, type SQL } from "drizzle-orm";
import type { Actor } from "~/server/actor";
import type { Db, DbOrTx } from "~/server/db/client";
import { leads } from "~/server/db/schema";
import { checkedInput } from "~/features/lists/server";
import { buildWhere } from "~/features/lists/server/where";
import type { ListFilter } from "~/features/lists/list.schemas";
import { listStateToQuery } from "~/features/lists/url-state";
import { leadsList } from "~/features/leads/server/leads.list";
import { liveLeadScope } from "~/features/leads/server/leads-list.service";
import { optionLabel, optionLabelsFor, type OptionLabels } from "~/features/leads/server/lead-options.service";
import { serverTranslator, type ServerTranslator } from "~/i18n/server/translate";
import { LEAD_STATUS_LABELS, type LeadStatus } from "~/lib/catalog/lead-statuses";
import { PRODUCT_CATEGORY_LABELS, type ProductCategory } from "~/lib/catalog/product-categories";
import { can } from "~/lib/permissions";
import type { Locale } from "~/lib/roles";
import type { DayRange, ReportCell, ReportFilters } from "../../report-contract";

/**
 * What every lead report shares. The one rule that keeps report figures and lists in agreement: a figure is
 * a count over `leadWhere(ctx, filters)` — the leads list's own WHERE for those list filters, inside the
 * actor's scope — and its drill-down link is the leads list URL with exactly those filters. Report filters
 * (team, seller, category, source) and the period become list filters first (`baseFilters`, `dayRangeFilters`).
 */

export interface LeadReportCtx {
  db: Db;
  actor: Actor;
  filters: ReportFilters;
  range: DayRange;
  locale: Locale;
  t: ServerTranslator;
  labels: OptionLabels;
  /** Whether figures link to the leads list: only for roles that may open it (Financeiro reads reports, not leads). */
  drill: boolean;
}

export async function leadReportCtx(db: Db, actor: Actor, filters: ReportFilters, range: DayRange): Promise<LeadReportCtx> {
  const locale = actor.locale ?? "pt-BR";
  return { db, actor, filters, range, locale, t: serverTranslator(locale), labels: await optionLabelsFor(db, locale), drill: can(actor.role, "leads.read") };
}

/**
 * The leads a report counts: the leads policy's scope (Vendedor own + open pool, Gestor team, Administrador all);
 * Financeiro reads the office's figures (reports.read) over all live leads but never the leads themselves.
 */
export function reportLeadScope(db: DbOrTx, actor: Actor): SQL | undefined {
  if (actor.role === "finance") return isNull(leads.deletedAt);
  return liveLeadScope(db, actor);
}

/** The report's team, seller, category and source filters as leads list filters (partner does not apply to leads). */
export function baseFilters(filters: ReportFilters): ListFilter[] {
  const out: ListFilter[] = [];
  if (filters.teamId) out.push({ field: "teamId", operand: "eq", value: filters.teamId });
  if (filters.sellerId) out.push({ field: "ownerId", operand: "eq", value: filters.sellerId });
  if (filters.category) out.push({ field: "categories", operand: "hasAny", value: [filters.category] });
  if (filters.source) out.push({ field: "source", operand: "eq", value: filters.source });
  return out;
}

const ONE_DAY = 86_400_000;

/** The instant a São Paulo day starts (UTC−3 all year since 2019). */
export const dayStart = (day: string): Date => new Date(`${day}T00:00:00-03:00`);

/** São Paulo days `from`..`to` (both included) on a datetime field: gte the first day's start, lt the next day's. */
export function dayRangeFilters(field: string, range: DayRange): ListFilter[] {
  return [
    { field, operand: "gte", value: dayStart(range.from).toISOString() },
    { field, operand: "lt", value: new Date(dayStart(range.to).getTime() + ONE_DAY).toISOString() },
  ];
}

/** The leads list's WHERE for these filters, inside the report's scope. */
export function leadWhere(ctx: Pick<LeadReportCtx, "db" | "actor">, filters: readonly ListFilter[]): SQL | undefined {
  return and(reportLeadScope(ctx.db, ctx.actor), listWhere(filters));
}

/**
 * The leads list's WHERE for these filters alone (no scope): a part of `leadWhere(ctx, [...a, ...b])` for a
 * `count(*) filter (where …)` over `leadWhere(ctx, a)` — the same conjunction, so the same count.
 */
export function listWhere(filters: readonly ListFilter[]): SQL | undefined {
  const checked = checkedInput(leadsList, { filters: [...filters] });
  return buildWhere(leadsList, checked.filters, null);
}

/** The leads list URL that shows exactly these leads. */
export function leadsHref(filters: readonly ListFilter[]): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(listStateToQuery({ filters: [...filters] }))) {
    for (const v of [value].flat()) params.append(key, v);
  }
  return `/leads?${params.toString()}`;
}

/** A count that drills into the leads list under `filters` (the same filters its query counted). */
export function countCell(ctx: Pick<LeadReportCtx, "drill">, value: number, filters: readonly ListFilter[]): ReportCell {
  return { kind: "count", value, href: ctx.drill ? leadsHref(filters) : null };
}

export const textCell = (value: string): ReportCell => ({ kind: "text", value });
export const rateCell = (part: number, whole: number): ReportCell => ({ kind: "rate", value: whole ? Math.round((part * 10_000) / whole) : null });
export const daysCell = (value: number | null): ReportCell => ({ kind: "days", value: value === null ? null : Math.round(value * 10) / 10 });

export const statusLabel = (ctx: LeadReportCtx, status: string) => LEAD_STATUS_LABELS[ctx.locale][status as LeadStatus] ?? status;
export const categoryLabel = (ctx: LeadReportCtx, category: string) => PRODUCT_CATEGORY_LABELS[ctx.locale][category as ProductCategory] ?? category;
export const sourceLabel = (ctx: LeadReportCtx, source: string) => optionLabel(ctx.labels, "source", source);
export const lostReasonLabel = (ctx: LeadReportCtx, reason: string) => optionLabel(ctx.labels, "lostReason", reason);

/** Rows of a raw statement (both drivers answer { rows }). */
export async function rowsOf<R>(db: DbOrTx, query: SQL): Promise<R[]> {
  const { rows } = (await db.execute(query)) as unknown as { rows: R[] };
  return rows;
}
