import type { Actor } from "~/server/actor";
import type { Db } from "~/server/db/client";
import { badInput } from "~/server/errors";
import type { Permission } from "~/lib/permissions";
import type { ExportAuditEntity } from "~/lib/catalog/audit-catalog";
import { checkedInput, type AnyListSpec, type ListPage } from "~/features/lists/server";
import type { ListQueryArgs } from "~/features/lists/list.schemas";
import { listStateFromQuery, type RouterQuery } from "~/features/lists/url-state";
import type { ExportColumn } from "../export-format";
import { EXPORT_ROW_LIMIT, EXPORT_SELECTION_MAX } from "../export.schemas";

/** Rows read per query while walking a list (the lists' own page limit). */
export const EXPORT_PAGE_SIZE = 100;
export const EXPORT_MAX_ROWS = EXPORT_ROW_LIMIT;
export const EXPORT_MAX_IDS = EXPORT_SELECTION_MAX;

/** What a list shows, as its URL says: filters, sort and search (no cursor or page size). */
export type ExportListState = Pick<ListQueryArgs, "filters" | "sort" | "search">;

/**
 * One list's export, declared next to the list. `page` and `selectionPage` must be the list's own scoped
 * service (e.g. listCustomers): an export holds exactly what the list shows the actor, never more.
 */
export interface ExporterDef<Row, Extra> {
  /** Who may export: the permission of the list's section. */
  readonly permission: Permission;
  readonly spec: AnyListSpec;
  readonly columns: readonly ExportColumn<Row>[];
  /** File name without date and extension, e.g. "clientes". */
  readonly fileBase: string;
  readonly sheetName: string;
  /** Singular entity name in the audit log ("customer"): the action is `<entity>.export`. */
  readonly auditEntity: ExportAuditEntity;
  /** URL parameters beyond the list state (renewals: dias); throws badInput when wrong. */
  readonly extra?: (query: RouterQuery) => Extra;
  readonly page: (db: Db, actor: Actor, input: ListQueryArgs, extra: Extra) => Promise<ListPage<Row>>;
  /** One page of a selection: the same service narrowed to `ids`, so ids out of scope are absent (extra applies too). */
  readonly selectionPage: (db: Db, actor: Actor, ids: readonly string[], input: ListQueryArgs, extra: Extra) => Promise<ListPage<Row>>;
}

/** A registered exporter, its row type erased so that the registry can hold every list. */
export interface Exporter {
  readonly permission: Permission;
  readonly columns: readonly ExportColumn<unknown>[];
  readonly fileBase: string;
  readonly sheetName: string;
  readonly auditEntity: ExportAuditEntity;
  /** The list state and extra parameters from a URL query; throws badInput (400) for what the list refuses. */
  parseQuery(query: RouterQuery): { state: ExportListState; extra: unknown };
  /** Only the extra parameters (a selection's export carries them in its URL). */
  parseExtra(query: RouterQuery): unknown;
  /** The current filter, page by page (keyset paging, EXPORT_PAGE_SIZE rows a page, at most EXPORT_MAX_ROWS). */
  pages(db: Db, actor: Actor, state: ExportListState, extra: unknown): AsyncGenerator<unknown[]>;
  /** A selection, page by page; ids the actor cannot see are silently absent. */
  byIds(db: Db, actor: Actor, ids: readonly string[], extra: unknown): AsyncGenerator<unknown[]>;
}

/** Walks a keyset-paged list until its last page or `maxRows`, whichever comes first. */
async function* walk<Row>(fetch: (cursor: string | null) => Promise<ListPage<Row>>, maxRows: number): AsyncGenerator<Row[]> {
  let cursor: string | null = null;
  let left = maxRows;
  do {
    const page: ListPage<Row> = await fetch(cursor);
    const items = page.items.slice(0, left);
    left -= items.length;
    if (items.length > 0) yield items;
    cursor = page.nextCursor;
  } while (cursor !== null && left > 0);
}

export function defineExporter<Row, Extra = undefined>(def: ExporterDef<Row, Extra>): Exporter {
  const parseExtra = (query: RouterQuery): unknown => (def.extra ? def.extra(query) : undefined);
  return {
    permission: def.permission,
    columns: def.columns as readonly ExportColumn<unknown>[],
    fileBase: def.fileBase,
    sheetName: def.sheetName,
    auditEntity: def.auditEntity,
    parseQuery(query) {
      // Parsed without the list's meta so that a wrong filter is reported (400), not silently dropped.
      const parsed = listStateFromQuery(query);
      const state: ExportListState = { filters: parsed.filters, sort: parsed.sort, search: parsed.search };
      checkedInput(def.spec, state);
      return { state, extra: parseExtra(query) };
    },
    parseExtra,
    pages(db, actor, state, extra) {
      return walk((cursor) => def.page(db, actor, { ...state, cursor, limit: EXPORT_PAGE_SIZE }, extra as Extra), EXPORT_MAX_ROWS);
    },
    byIds(db, actor, ids, extra) {
      if (ids.length > EXPORT_MAX_IDS) throw badInput("ids", `Selecione no máximo ${EXPORT_MAX_IDS.toLocaleString("pt-BR")} registros para exportar.`);
      const unique = [...new Set(ids)];
      if (unique.length === 0) return walk(async () => ({ items: [] as Row[], nextCursor: null }), 0);
      return walk((cursor) => def.selectionPage(db, actor, unique, { cursor, limit: EXPORT_PAGE_SIZE }, extra as Extra), EXPORT_MAX_IDS);
    },
  };
}
