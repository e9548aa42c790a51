import { and, or, sql, type SQL, type SQLWrapper } from "drizzle-orm";
import type { NormalizedFilter } from "../filter-values";
import type { AnyListSpec, ListSearch } from "../list-spec";
import type { FieldType } from "../operands";

/** Filters and search → one WHERE condition (pure: builds SQL, runs nothing). */

/** Escapes LIKE wildcards so that a user's "%" or "_" matches itself. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/**
 * Accent- and case-insensitive match, written exactly like the trigram indexes
 * (`f_unaccent(lower(col))`) so that they can serve it: "joao" finds "João".
 */
export function textContains(expr: SQLWrapper, term: string): SQL {
  return sql`f_unaccent(lower(${expr})) ilike f_unaccent(lower(${`%${escapeLike(term)}%`}::text))`;
}

export function textStartsWith(expr: SQLWrapper, term: string): SQL {
  return sql`f_unaccent(lower(${expr})) ilike f_unaccent(lower(${`${escapeLike(term)}%`}::text))`;
}

const list = (values: string[]): SQL => sql.join(values.map((v) => sql`${v}`), sql`, `);

function isEmptySql(type: FieldType, e: SQLWrapper): SQL {
  if (type === "text") return sql`(${e} is null or ${e} = '')`;
  if (type === "tags") return sql`coalesce(cardinality(${e}), 0) = 0`;
  return sql`${e} is null`;
}

/** One filter as SQL. Values are bound as untyped parameters: PostgreSQL reads them as the column's type. */
export function filterSql(type: FieldType, e: SQLWrapper, filter: Pick<NormalizedFilter, "operand" | "values">): SQL {
  const [a = "", b = ""] = filter.values;
  switch (filter.operand) {
    case "eq":
      return sql`${e} = ${a}`;
    case "neq":
      // Rows without a value are "different from X" too.
      return sql`${e} is distinct from ${a}`;
    case "in":
      return sql`${e} in (${list(filter.values)})`;
    case "contains":
      return textContains(e, a);
    case "startsWith":
      return textStartsWith(e, a);
    case "gt":
      return sql`${e} > ${a}`;
    case "gte":
      return sql`${e} >= ${a}`;
    case "lt":
      return sql`${e} < ${a}`;
    case "lte":
      return sql`${e} <= ${a}`;
    case "between":
      return sql`${e} between ${a} and ${b}`;
    case "isEmpty":
      return isEmptySql(type, e);
    case "isNotEmpty":
      return sql`not ${isEmptySql(type, e)}`;
    case "hasAny":
      return sql`${e} && array[${list(filter.values)}]::text[]`;
  }
}

export function searchSql(search: ListSearch, term: string): SQL | undefined {
  if (typeof search === "function") return search(term);
  const exprs: readonly SQLWrapper[] = Array.isArray(search) ? (search as readonly SQLWrapper[]) : [search as SQLWrapper];
  return or(...exprs.map((e) => textContains(e, term)));
}

/** All filters (AND) and the search; undefined when there is nothing to filter. */
export function buildWhere(spec: AnyListSpec, filters: NormalizedFilter[], search: string | null): SQL | undefined {
  const parts: (SQL | undefined)[] = filters.map((f) => {
    const field = spec.fields[f.field];
    if (!field) throw new Error(`List "${spec.key}": unknown field "${f.field}"`);
    return filterSql(field.type, field.column, f);
  });
  if (search && spec.search !== undefined) parts.push(searchSql(spec.search, search));
  return and(...parts);
}
