import type { Readable } from "node:stream";
import { auditActor, type Actor } from "~/server/actor";
import { recordAudit } from "~/server/audit";
import type { Db } from "~/server/db/client";
import { forbidden } from "~/server/errors";
import { logger } from "~/server/logger";
import { can } from "~/lib/permissions";
import { saoPauloDay } from "~/lib/format";
import { csvExportStream } from "../csv-write";
import { xlsxExportStream } from "../xlsx-write";
import { EXPORT_MAX_ROWS, type Exporter, type ExportListState } from "./exporter";

export const EXPORT_FORMATS = ["csv", "xlsx"] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

export const EXPORT_CONTENT_TYPES: Record<ExportFormat, string> = {
  csv: "text/csv; charset=utf-8",
  xlsx: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
};

/** The current filter of the list, or a selection of its rows. */
export type ExportSource = { kind: "filter"; state: ExportListState; extra: unknown } | { kind: "selection"; ids: readonly string[]; extra: unknown };

export interface ExportSummary {
  rows: number;
  /** The whole file reached the client (false: the download was cut short). */
  complete: boolean;
  /** EXPORT_MAX_ROWS was reached: there may be more rows than the file holds. */
  capped: boolean;
}

export interface StartedExport {
  filename: string;
  contentType: string;
  /** The file's bytes, produced as fast as they are read (a page of the list at a time). */
  body: Readable;
  /** Settles once the body has ended or been destroyed, after the audit row is written. */
  done: Promise<ExportSummary>;
}

/** "clientes-2026-11-21.csv": the day in São Paulo, whatever the server's zone. */
export function exportFilename(fileBase: string, format: ExportFormat, now = new Date()): string {
  return `${fileBase}-${saoPauloDay(now)}.${format}`;
}

function auditDetails(list: string, format: ExportFormat, source: ExportSource, summary: ExportSummary): Record<string, unknown> {
  const what =
    source.kind === "filter"
      ? { filters: source.state.filters ?? [], sort: source.state.sort ?? null, search: source.state.search ?? null, ...(source.extra === undefined ? {} : { extra: source.extra }) }
      : { ids: source.ids, ...(source.extra === undefined ? {} : { extra: source.extra }) };
  return { list, format, source: source.kind, ...what, ...summary };
}

/**
 * Starts an export of one list as the actor sees it. The first page is read before returning, so a filter
 * PostgreSQL refuses fails here (and the caller can still answer 400) instead of in the middle of a download.
 * Every export is audited (who, list, filters or ids, rows): files of personal data must be traceable (LGPD).
 */
export async function startExport(
  db: Db,
  actor: Actor,
  exporter: Exporter,
  list: string,
  format: ExportFormat,
  source: ExportSource,
  now = new Date(),
): Promise<StartedExport> {
  if (!can(actor.role, exporter.permission)) throw forbidden();
  const pages = source.kind === "filter" ? exporter.pages(db, actor, source.state, source.extra) : exporter.byIds(db, actor, source.ids, source.extra);
  const first = await pages.next();
  let rows = 0;
  let output: Readable | null = null;
  async function* allRows(): AsyncGenerator<unknown> {
    if (first.done) return;
    for (const row of first.value) yield (rows++, row);
    for await (const page of pages) {
      // A cancelled download stops the reading too (the XLSX writer would otherwise walk on to the end).
      // `destroyed` is set at once; "close" comes later, possibly after PGlite has answered every page.
      if (output?.destroyed) return;
      for (const row of page) yield (rows++, row);
    }
  }
  const body = format === "csv" ? csvExportStream(exporter.columns, allRows()) : xlsxExportStream(exporter.columns, allRows(), { sheetName: exporter.sheetName });
  output = body;
  const done = new Promise<ExportSummary>((resolve) => {
    body.once("close", () => {
      const summary: ExportSummary = { rows, complete: body.readableEnded, capped: rows >= EXPORT_MAX_ROWS };
      recordAudit(db, auditActor(actor), { action: `${exporter.auditEntity}.export`, entity: exporter.auditEntity, after: auditDetails(list, format, source, summary) })
        .catch((err: unknown) => logger.error({ err, requestId: actor.requestId, list }, "export audit failed"))
        .finally(() => resolve(summary));
    });
  });
  return { filename: exportFilename(exporter.fileBase, format, now), contentType: EXPORT_CONTENT_TYPES[format], body, done };
}

/** The whole export in memory, for tests and small callers: the bytes and the audited summary. */
export async function exportToBuffer(...args: Parameters<typeof startExport>): Promise<{ bytes: Buffer; filename: string; summary: ExportSummary }> {
  const started = await startExport(...args);
  const chunks: Buffer[] = [];
  for await (const chunk of started.body) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string));
  return { bytes: Buffer.concat(chunks), filename: started.filename, summary: await started.done };
}
