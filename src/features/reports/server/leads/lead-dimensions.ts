import { inArray, sql, type SQL } from "drizzle-orm";
import { leads, teams, users } from "~/server/db/schema";
import type { ListFilter } from "~/features/lists/list.schemas";
import { categoryLabel, sourceLabel, type LeadReportCtx } from "./lead-report-base";
import type { CohortGroup } from "./lead-rollup";

/**
 * The breakdowns of the lead reports (origem, categoria, equipe, vendedor): the SQL each groups by, the list
 * filter that selects one of its values (so a row's figures drill into the list), and the row's label.
 * A lead counts once per category it has (a lead of two categories is in both rows); one without any is in
 * "Sem categoria".
 */

export const DIMENSIONS = ["source", "category", "team", "seller"] as const;
export type Dimension = (typeof DIMENSIONS)[number];

export function dimensionTitle(ctx: LeadReportCtx, dim: Dimension): string {
  switch (dim) {
    case "source":
      return ctx.t("Por origem");
    case "category":
      return ctx.t("Por categoria");
    case "team":
      return ctx.t("Por equipe");
    case "seller":
      return ctx.t("Por vendedor");
  }
}

export function dimensionColumnLabel(ctx: LeadReportCtx, dim: Dimension): string {
  switch (dim) {
    case "source":
      return ctx.t("Origem");
    case "category":
      return ctx.t("Categoria");
    case "team":
      return ctx.t("Equipe");
    case "seller":
      return ctx.t("Vendedor");
  }
}

/** What a grouped query selects as the dimension's value (null: no team, no owner, no category). */
export function dimensionKeySql(dim: Dimension): SQL<string | null> {
  switch (dim) {
    case "source":
      return sql<string | null>`${leads.source}`;
    case "category":
      return sql<string | null>`unnest(case when cardinality(${leads.categories}) = 0 then array[null]::text[] else ${leads.categories} end)`;
    case "team":
      return sql<string | null>`${leads.teamId}::text`;
    case "seller":
      return sql<string | null>`${leads.ownerId}::text`;
  }
}

/** A rollup group's value of the dimension (the per-category read holds '' for "no category"). */
export function dimensionKeyOf(dim: Dimension, g: CohortGroup): string | null {
  switch (dim) {
    case "source":
      return g.source;
    case "category":
      return g.category === "" ? null : g.category;
    case "team":
      return g.teamId;
    case "seller":
      return g.ownerId;
  }
}

/** The leads list filter selecting the leads of one value of the dimension. */
export function dimensionFilter(dim: Dimension, key: string | null): ListFilter {
  switch (dim) {
    case "source":
      return { field: "source", operand: "eq", value: key ?? "" };
    case "category":
      return key === null ? { field: "categories", operand: "isEmpty" } : { field: "categories", operand: "hasAny", value: [key] };
    case "team":
      return key === null ? { field: "teamId", operand: "isEmpty" } : { field: "teamId", operand: "eq", value: key };
    case "seller":
      return key === null ? { field: "ownerId", operand: "isEmpty" } : { field: "ownerId", operand: "eq", value: key };
  }
}

/** Labels of the values found, in the user's language; names of teams and users read in one query each. */
export async function dimensionLabels(ctx: LeadReportCtx, dim: Dimension, keys: readonly (string | null)[]): Promise<Map<string | null, string>> {
  const out = new Map<string | null, string>();
  const ids = keys.filter((k): k is string => k !== null);
  if (dim === "team" || dim === "seller") {
    const table = dim === "team" ? teams : users;
    const rows = ids.length ? await ctx.db.select({ id: table.id, name: table.name }).from(table).where(inArray(table.id, ids)) : [];
    const names = new Map(rows.map((r) => [r.id, r.name]));
    for (const k of keys) out.set(k, k === null ? (dim === "team" ? ctx.t("Sem equipe") : ctx.t("Sem responsável")) : (names.get(k) ?? k));
    return out;
  }
  for (const k of keys) {
    if (k === null) out.set(k, ctx.t("Sem categoria"));
    else out.set(k, dim === "source" ? sourceLabel(ctx, k) : categoryLabel(ctx, k));
  }
  return out;
}

/**
 * Whether a breakdown shows a value: with a category filter the category breakdown keeps only that category
 * (a lead of two categories would otherwise need two "has any" filters on the list, which takes one).
 */
export function shownKey(ctx: LeadReportCtx, dim: Dimension, key: string | null): boolean {
  return !(dim === "category" && ctx.filters.category && key !== ctx.filters.category);
}

/** The keys a section shows (shownKey), labelled and sorted by label: the rows of a per-dimension section. */
export async function labelledKeys(ctx: LeadReportCtx, dim: Dimension, keys: Iterable<string | null>): Promise<{ key: string | null; label: string }[]> {
  const shown = [...new Set(keys)].filter((k) => shownKey(ctx, dim, k));
  const labels = await dimensionLabels(ctx, dim, shown);
  return sortByLabel(
    shown.map((key) => ({ key, label: labels.get(key) ?? "" })),
    ctx.locale,
  );
}

/** Rows sorted by label in the user's language, "no value" last. */
export function sortByLabel<T extends { key: string | null; label: string }>(rows: T[], locale: string): T[] {
  return rows.sort((a, b) => (a.key === null ? 1 : b.key === null ? -1 : a.label.localeCompare(b.label, locale)));
}
