import { createTranslator } from "use-intl";
import { catalogs } from "~/i18n";
import type { Db } from "~/server/db/client";
import { badInput } from "~/server/errors";
import { defineExportColumns } from "~/features/import-export/export-format";
import { EXPORT_MAX_ROWS, EXPORT_PAGE_SIZE, type Exporter } from "~/features/import-export/server/exporter";
import { auditTextOf, describeAuditEntry, type DescribeContext } from "../audit-describe";
import { auditFilters, auditFiltersFromQuery, AUDIT_URL_KEYS, type AuditFilters } from "../audit.schemas";
import { listAudit } from "./audit.service";

/** One line of the file: one changed field of an entry (an entry without details is one line with empty fields). */
export interface AuditCsvRow {
  at: Date;
  who: string;
  action: string;
  entity: string;
  record: string;
  field: string;
  before: string;
  after: string;
  ip: string;
  recordId: string;
}

// Like the other exports, the file is in pt-BR (Excel pt-BR is who opens it); the words are the screen's.
const LOCALE = "pt-BR";
const t = createTranslator({ locale: LOCALE, messages: catalogs[LOCALE] });
const ctx: DescribeContext = { text: auditTextOf(t as never), locale: LOCALE };
const header = (key: "when" | "who" | "action" | "entity" | "record" | "field" | "before" | "after" | "ip") => ctx.text(`audit.csv.${key}`) ?? key;

export const auditExportColumns = defineExportColumns<AuditCsvRow>([
  { key: "at", header: header("when"), type: "datetime", width: 18 },
  { key: "who", header: header("who"), width: 24 },
  { key: "action", header: header("action"), width: 32 },
  { key: "entity", header: header("entity"), width: 20 },
  { key: "record", header: header("record"), width: 32 },
  { key: "field", header: header("field"), width: 24 },
  { key: "before", header: header("before"), width: 32 },
  { key: "after", header: header("after"), width: 32 },
  { key: "ip", header: header("ip"), width: 16 },
  { key: "recordId", header: "ID", width: 38 },
]);

type Page = Awaited<ReturnType<typeof listAudit>>;

/** The lines of one page of the log, in the page's order. */
export function auditCsvRows(page: Page): AuditCsvRow[] {
  return page.items.flatMap((item) => {
    const d = describeAuditEntry(item, page.refs, ctx);
    const base = {
      at: item.at,
      who: item.actorName ?? ctx.text(item.actorId ? "audit.unknownUser" : "audit.system") ?? "",
      action: d.action,
      entity: d.entity,
      record: d.subject?.text ?? "",
      ip: item.ip ?? "",
      recordId: item.entityId ?? "",
    };
    if (d.changes.length === 0) return [{ ...base, field: "", before: "", after: "" }];
    return d.changes.map((c) => ({ ...base, field: c.label, before: c.before ?? "", after: c.after ?? "" }));
  });
}

async function* auditPages(db: Db, filters: AuditFilters): AsyncGenerator<AuditCsvRow[]> {
  let cursor: Page["nextCursor"] = null;
  let left = EXPORT_MAX_ROWS;
  do {
    const page: Page = await listAudit(db, { ...filters, cursor, limit: EXPORT_PAGE_SIZE });
    const rows = auditCsvRows(page).slice(0, left);
    left -= rows.length;
    if (rows.length > 0) yield rows;
    cursor = page.nextCursor;
  } while (cursor !== null && left > 0);
}

const URL_KEY_OF = AUDIT_URL_KEYS as Record<string, string>;

/** The filters of the page's URL (?quem=…&tipo=…&de=…), checked as the list checks them. */
function filtersOf(query: Readonly<Record<string, string | string[] | undefined>>): AuditFilters {
  const parsed = auditFilters.safeParse(auditFiltersFromQuery(query));
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  const field = String(issue?.path[0] ?? "");
  throw badInput(URL_KEY_OF[field] ?? field, issue?.message ?? "Filtro inválido.");
}

/**
 * GET /api/export/audit?format=csv&<the page's filters>: the filtered log, newest first, one line per changed
 * field, with the screen's words. Only holders of audit.read; the download itself is audited (audit_log.export).
 */
export const auditExporter: Exporter = {
  permission: "audit.read",
  columns: auditExportColumns as Exporter["columns"],
  fileBase: "auditoria",
  sheetName: "Auditoria",
  auditEntity: "audit_log",
  parseQuery: (query) => ({ state: {}, extra: filtersOf(query) }),
  parseExtra: () => undefined,
  pages: (db, _actor, _state, extra) => auditPages(db, extra as AuditFilters),
  byIds: () => {
    throw badInput("ids", "O log de auditoria é exportado pelo filtro, não por seleção.");
  },
};
