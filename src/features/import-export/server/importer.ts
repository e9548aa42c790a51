import type { PgTable } from "drizzle-orm/pg-core";
import type { Actor } from "~/server/actor";
import type { DbOrTx } from "~/server/db/client";
import type { Permission } from "~/lib/permissions";
import type { ImportAuditEntity } from "~/lib/catalog/audit-catalog";
import type { ImportColumn } from "../columns";
import type { ImportCellError, ValidRow } from "../validate";

/** What to do with a row that matches a record already in the database. */
export type DuplicatesPolicy = "skip" | "update";

export interface ImportContext {
  /** The import's transaction on commit; the plain database on preview (nothing is written then). */
  readonly db: DbOrTx;
  readonly actor: Actor;
  readonly duplicates: DuplicatesPolicy;
}

/**
 * What one valid row will do, decided by the list's importer against the database:
 * create a record, update one (only the fields that change), leave one as it is, or be rejected
 * for a reason only the database knows (a match in another seller's carteira, an unknown owner…).
 */
export type RowPlan<Data> = (
  | { readonly kind: "create"; readonly data: Data }
  | { readonly kind: "update"; readonly id: string; readonly before: Record<string, unknown>; readonly changes: Partial<Data> }
  | { readonly kind: "unchanged"; readonly id: string }
  | { readonly kind: "skipped"; readonly id: string }
  | { readonly kind: "rejected"; readonly errors: ImportCellError[] }
) & {
  /** Something the user should know about an accepted row (e.g. "já é cliente"); it does not block the import. */
  readonly notice?: string;
  /**
   * Something the user must confirm before the row is written (an amount far outside the usual): listed apart,
   * and the import writes nothing while such rows are not confirmed.
   */
  readonly warning?: string;
};

export interface PlannedCreate<Data> {
  readonly row: number;
  readonly data: Data;
}

export interface PlannedUpdate<Data> {
  readonly row: number;
  readonly id: string;
  readonly before: Record<string, unknown>;
  readonly changes: Partial<Data>;
}

/**
 * A list's import: its columns, who may import, and the hooks the generic runner calls batch by batch
 * (up to BATCH_SIZE valid rows). Every hook runs with ctx.db, inside the import's one transaction on commit,
 * and must respect ctx.actor's scope. Auditing and counting are the runner's job.
 */
export interface Importer<Cs extends readonly ImportColumn[] = readonly ImportColumn[], Data = Record<string, unknown>> {
  /** Key in the URL (/api/import/<listKey>) and in import_mappings. */
  readonly listKey: string;
  /** Audit entity ("customer"): entries are `<entity>.create`, `<entity>.update` and `<entity>.import`. */
  readonly entity: ImportAuditEntity;
  readonly permission: Permission;
  /** The table written, so a large import refreshes its planner statistics. */
  readonly table: PgTable;
  readonly columns: Cs;
  /** Decides each row of the batch (same order); called on preview and on commit. */
  plan(ctx: ImportContext, rows: readonly ValidRow<Cs>[]): Promise<RowPlan<Data>[]>;
  /** Inserts the batch (one multi-row insert) and returns the new ids in the same order. */
  insert(ctx: ImportContext, items: readonly PlannedCreate<Data>[]): Promise<string[]>;
  /** Applies the updates of the batch; must bump each record's version. */
  update(ctx: ImportContext, items: readonly PlannedUpdate<Data>[]): Promise<void>;
}

/** Any importer, whatever its columns: what the registry and the HTTP endpoint hold. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyImporter = Importer<readonly ImportColumn[], any>;

/** Identity helper that keeps the columns' literal types for the hooks. */
export function defineImporter<const Cs extends readonly ImportColumn[], Data>(importer: Importer<Cs, Data>): Importer<Cs, Data> {
  return importer;
}
