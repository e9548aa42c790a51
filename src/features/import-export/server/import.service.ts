import { refreshPlannerStats, STATS_REFRESH_ROWS } from "~/server/db/planner-stats";
import type { Actor } from "~/server/actor";
import { recordAudit } from "~/server/audit";
import { auditActor } from "~/server/actor";
import type { Db } from "~/server/db/client";
import { forbidden } from "~/server/errors";
import { can } from "~/lib/permissions";
import { csvLines, CSV_BOM } from "../csv-write";
import { neutraliseCell } from "../neutralise";
import { REJECTION_REASON_HEADER, rejectionReason } from "../rejected";
import type { ImportMapping } from "../columns";
import type { AnyImporter, DuplicatesPolicy } from "./importer";
import { localizeCellErrors } from "./localize";
import { initialMapping, mappingByName, saveMapping } from "./mappings";
import { readImportFile, sampleOf, type FileSummary } from "./read-file";
import { runImport, type ImportRunResult } from "./run";
import { randomUUID } from "node:crypto";
import { notify } from "~/features/notifications/server/notify.service";

export type { ImportRunResult } from "./run";

/** Sample rows shown under each header in the mapping step. */
const SAMPLE_ROWS = 3;

function assertMayImport(actor: Actor, importer: AnyImporter): void {
  if (!can(actor.role, importer.permission)) throw forbidden("Você não tem permissão para importar nesta lista.");
}

export interface AnalyseResult {
  readonly file: FileSummary;
  readonly samples: string[][];
  readonly mapping: ImportMapping;
  readonly mappingSource: "remembered" | "suggested";
  readonly columns: { key: string; label: string; type: string; required: boolean }[];
}

/** Step 1: the file's format, encoding, separator, headers, a few sample rows, and the mapping to start from. */
export async function analyseImport(db: Db, actor: Actor, importer: AnyImporter, input: AsyncIterable<Uint8Array>): Promise<AnalyseResult> {
  assertMayImport(actor, importer);
  const samples: string[][] = [];
  const file = await readImportFile(input, (row) => {
    if (samples.length < SAMPLE_ROWS) samples.push(sampleOf(row.cells));
  });
  const initial = await initialMapping(db, actor.id, importer.listKey, file.headers, importer.columns);
  return {
    file,
    samples,
    mapping: initial.mapping,
    mappingSource: initial.source,
    columns: importer.columns.map((c) => ({ key: c.key, label: c.label, type: c.type, required: c.required === true })),
  };
}

export interface ImportStepOptions {
  readonly mapping: ImportMapping;
  readonly duplicates: DuplicatesPolicy;
  readonly totalBytes?: number;
}

/** Step 2: validates every row and decides it against the database, writing nothing. */
export async function previewImport(db: Db, actor: Actor, importer: AnyImporter, input: AsyncIterable<Uint8Array>, options: ImportStepOptions): Promise<ImportRunResult> {
  assertMayImport(actor, importer);
  return runImport({ importer, db, actor, input, mapping: options.mapping, duplicates: options.duplicates, totalBytes: options.totalBytes, write: false });
}

export interface CommitOptions extends ImportStepOptions {
  /** Import the valid rows even when others are rejected ("importar apenas as linhas válidas"). */
  readonly validOnly: boolean;
  /** Import the rows with warnings too ("importar mesmo assim as N linhas com valores fora do usual"). */
  readonly confirmWarnings?: boolean;
  readonly fileName?: string | null;
  readonly onProgress?: (rows: number) => void | Promise<void>;
}

export type CommitResult = ImportRunResult & { readonly committed: boolean };

/** Thrown inside the transaction to roll it back when rejected rows forbid the import. */
class RolledBack extends Error {
  constructor(readonly result: ImportRunResult) {
    super("import rolled back");
  }
}

/**
 * Step 3: one transaction for the whole file. Rejected rows roll everything back (committed: false, with the
 * errors) unless validOnly, and so do rows with warnings unless confirmWarnings; then the valid rows are
 * written, the mapping remembered and the import audited.
 */
export async function commitImport(db: Db, actor: Actor, importer: AnyImporter, input: AsyncIterable<Uint8Array>, options: CommitOptions): Promise<CommitResult> {
  assertMayImport(actor, importer);
  try {
    const committed = await db.transaction(async (tx) => {
      let headers: string[] = [];
      const result = await runImport({
        importer,
        db: tx,
        actor,
        input,
        mapping: options.mapping,
        duplicates: options.duplicates,
        totalBytes: options.totalBytes,
        write: true,
        validOnly: options.validOnly,
        confirmWarnings: options.confirmWarnings,
        onHeaders: (h) => void (headers = h),
        onProgress: options.onProgress,
      });
      if (result.counts.rejected > 0 && !options.validOnly) throw new RolledBack(result);
      if (result.warningCount > 0 && options.confirmWarnings !== true) throw new RolledBack(result);
      await saveMapping(tx, actor.id, importer.listKey, mappingByName(options.mapping, headers));
      await recordAudit(tx, auditActor(actor), {
        action: `${importer.entity}.import`,
        entity: importer.entity,
        after: {
          listKey: importer.listKey,
          fileName: options.fileName ?? null,
          duplicates: options.duplicates,
          validOnly: options.validOnly,
          ...result.counts,
          ...(result.warningCount > 0 ? { warningsConfirmed: result.warningCount } : {}),
        },
      });
      // The importer hears when it is done (a long file may have been left running in another tab).
      await notify(tx, {
        userId: actor.id,
        event: "import.finished",
        record: { kind: "import", id: importer.listKey },
        params: { list: importer.listKey, created: result.counts.created, updated: result.counts.updated },
        dedupeKey: `import:${randomUUID()}`,
      });
      return { ...result, committed: true };
    });
    if (committed.counts.created + committed.counts.updated >= STATS_REFRESH_ROWS) await refreshPlannerStats(db, importer.table);
    return committed;
  } catch (error) {
    if (error instanceof RolledBack) return { ...error.result, committed: false };
    throw error;
  }
}

/**
 * The rejected rows with their reasons as a CSV (UTF-8 BOM, ";"), written piece by piece to `write` so a file
 * with many rejections never sits in memory: the file's own header and cells plus "Motivo da rejeição".
 */
export async function rejectedRowsImport(
  db: Db,
  actor: Actor,
  importer: AnyImporter,
  input: AsyncIterable<Uint8Array>,
  options: ImportStepOptions & { write: (chunk: string) => void | Promise<void>; translate?: (text: string) => string },
): Promise<ImportRunResult> {
  assertMayImport(actor, importer);
  // The reasons and their header in the user's language (column labels and messages are written in pt-BR).
  const t = options.translate ?? ((text: string) => text);
  let width = 0;
  return runImport({
    importer,
    db,
    actor,
    input,
    mapping: options.mapping,
    duplicates: options.duplicates,
    totalBytes: options.totalBytes,
    write: false,
    onHeaders: async (headers) => {
      width = headers.length;
      await options.write(CSV_BOM + csvLines([[...headers.map(neutraliseCell), t(REJECTION_REASON_HEADER)]]));
    },
    onRejected: async (row) => {
      const cells = Array.from({ length: width }, (_, i) => neutraliseCell(row.cells[i] ?? ""));
      await options.write(csvLines([[...cells, neutraliseCell(rejectionReason(localizeCellErrors(row.errors, t)))]]));
    },
  });
}
