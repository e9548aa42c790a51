import { eq, inArray } from "drizzle-orm";
import type { Db } from "~/server/db/client";
import {
  commissionRules,
  commissionStatements,
  customers,
  leadOptions,
  leads,
  partnerStatementLines,
  partnerStatements,
  partners,
  products,
  sales,
  savedViews,
  teams,
  users,
} from "~/server/db/schema";
import { isAuditEntity } from "~/lib/catalog/audit-catalog";
import { REF_FIELDS, SUBJECT_REF, type RefKind } from "../audit-fields";
import type { AuditRefs, AuditSubject } from "../audit-describe";

/**
 * Names of the records a page of the log is about, read set-wise: one query per kind of record on the page,
 * never one per row. Deleted records (soft-deleted customers, leads and sales) resolve to `deleted` and
 * carry no name, so the log does not show what was removed from the system.
 */

interface Found {
  name: string;
  deleted: boolean;
  month?: string;
  line?: number;
  /** The page the record is shown on. */
  href?: string | null;
  /** Sales: "<product> · <customer>". */
  product?: string;
  customer?: string | null;
}

export type Lookup = ReadonlyMap<RefKind, ReadonlyMap<string, Found>>;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

async function readKind(db: Db, kind: RefKind, ids: string[]): Promise<Map<string, Found>> {
  const map = new Map<string, Found>();
  const put = (rows: { id: string; name: string; deletedAt?: Date | null }[], href?: (id: string) => string) => {
    for (const r of rows) map.set(r.id, { name: r.name, deleted: Boolean(r.deletedAt), href: href ? href(r.id) : null });
  };
  switch (kind) {
    case "user":
      put(await db.select({ id: users.id, name: users.name }).from(users).where(inArray(users.id, ids)));
      break;
    case "team":
      put(await db.select({ id: teams.id, name: teams.name }).from(teams).where(inArray(teams.id, ids)));
      break;
    case "customer":
      put(await db.select({ id: customers.id, name: customers.name, deletedAt: customers.deletedAt }).from(customers).where(inArray(customers.id, ids)), (id) => `/clientes/${id}`);
      break;
    case "lead":
      put(await db.select({ id: leads.id, name: leads.name, deletedAt: leads.deletedAt }).from(leads).where(inArray(leads.id, ids)), (id) => `/leads/${id}`);
      break;
    case "partner":
      put(await db.select({ id: partners.id, name: partners.name }).from(partners).where(inArray(partners.id, ids)));
      break;
    case "product":
      put(await db.select({ id: products.id, name: products.name }).from(products).where(inArray(products.id, ids)));
      break;
    case "commission_rule":
      put(await db.select({ id: commissionRules.id, name: commissionRules.name }).from(commissionRules).where(inArray(commissionRules.id, ids)), (id) => `/comissoes/regras/${id}`);
      break;
    case "lead_option":
      put(await db.select({ id: leadOptions.id, name: leadOptions.label }).from(leadOptions).where(inArray(leadOptions.id, ids)), () => "/configuracoes/origens");
      break;
    case "saved_view":
      put(await db.select({ id: savedViews.id, name: savedViews.name }).from(savedViews).where(inArray(savedViews.id, ids)));
      break;
    case "sale": {
      const rows = await db
        .select({ id: sales.id, deletedAt: sales.deletedAt, product: products.name, customerId: customers.id, customer: customers.name, customerDeletedAt: customers.deletedAt })
        .from(sales)
        .innerJoin(products, eq(products.id, sales.productId))
        .innerJoin(customers, eq(customers.id, sales.customerId))
        .where(inArray(sales.id, ids));
      for (const r of rows) {
        const customer = r.customerDeletedAt ? null : r.customer;
        map.set(r.id, { name: `${r.product} · ${customer ?? "—"}`, deleted: Boolean(r.deletedAt), product: r.product, customer, href: customer ? `/clientes/${r.customerId}` : null });
      }
      break;
    }
    case "commission_statement": {
      const rows = await db
        .select({ id: commissionStatements.id, month: commissionStatements.month, name: users.name })
        .from(commissionStatements)
        .innerJoin(users, eq(users.id, commissionStatements.userId))
        .where(inArray(commissionStatements.id, ids));
      for (const r of rows) map.set(r.id, { name: r.name, deleted: false, month: r.month, href: `/comissoes/extratos/${r.id}` });
      break;
    }
    case "partner_statement": {
      const rows = await db
        .select({ id: partnerStatements.id, month: partnerStatements.month, name: partners.name })
        .from(partnerStatements)
        .innerJoin(partners, eq(partners.id, partnerStatements.partnerId))
        .where(inArray(partnerStatements.id, ids));
      for (const r of rows) map.set(r.id, { name: r.name, deleted: false, month: r.month, href: `/comissoes/conciliacao/${r.id}` });
      break;
    }
    case "partner_statement_line": {
      const rows = await db
        .select({ id: partnerStatementLines.id, line: partnerStatementLines.lineNo, statementId: partnerStatements.id, month: partnerStatements.month, name: partners.name })
        .from(partnerStatementLines)
        .innerJoin(partnerStatements, eq(partnerStatements.id, partnerStatementLines.statementId))
        .innerJoin(partners, eq(partners.id, partnerStatements.partnerId))
        .where(inArray(partnerStatementLines.id, ids));
      for (const r of rows) map.set(r.id, { name: r.name, deleted: false, month: r.month, line: r.line, href: `/comissoes/conciliacao/${r.statementId}` });
      break;
    }
  }
  return map;
}

export interface NamedEntry {
  entity: string;
  entityId: string | null;
  before: unknown;
  after: unknown;
}

/** The ids a side of an entry holds, by kind: its fields and those of the objects it holds (an export's filters). */
function* refIds(side: unknown, depth = 0): Generator<[RefKind, string]> {
  if (side === null || typeof side !== "object" || Array.isArray(side)) return;
  for (const [field, value] of Object.entries(side as Record<string, unknown>)) {
    const kind = REF_FIELDS[field];
    if (kind) for (const v of Array.isArray(value) ? value : [value]) if (typeof v === "string" && UUID.test(v)) yield [kind, v];
    if (depth === 0) yield* refIds(value, 1);
  }
}

function addId(wanted: Map<RefKind, Set<string>>, kind: RefKind, id: string): void {
  let set = wanted.get(kind);
  if (!set) wanted.set(kind, (set = new Set()));
  set.add(id.toLowerCase());
}

/** Every record the entries name (as their subject or in a value), looked up with one query per kind. */
export async function lookupNames(db: Db, entries: readonly NamedEntry[]): Promise<Lookup> {
  const wanted = new Map<RefKind, Set<string>>();
  for (const e of entries) {
    const kind = isAuditEntity(e.entity) ? SUBJECT_REF[e.entity] : undefined;
    if (kind && e.entityId && UUID.test(e.entityId)) addId(wanted, kind, e.entityId);
    for (const side of [e.before, e.after]) for (const [ref, id] of refIds(side)) addId(wanted, ref, id);
  }
  const result = new Map<RefKind, Map<string, Found>>();
  // Sequential: one connection is enough, and PGlite answers one query at a time anyway.
  for (const [kind, ids] of wanted) result.set(kind, await readKind(db, kind, [...ids]));
  return result;
}

/** Names for the values of a page: "<kind>:<id>" → name, null when deleted or gone. */
export function refsOf(lookup: Lookup, entries: readonly NamedEntry[]): AuditRefs {
  const refs: Record<string, string | null> = {};
  for (const e of entries) {
    for (const side of [e.before, e.after]) {
      for (const [kind, id] of refIds(side)) {
        const found = lookup.get(kind)?.get(id.toLowerCase());
        refs[`${kind}:${id}`] = found && !found.deleted ? found.name : null;
      }
    }
  }
  return refs;
}

function listOf(after: unknown): string | null {
  if (after === null || typeof after !== "object") return null;
  const a = after as Record<string, unknown>;
  const list = a.list ?? a.listKey;
  return typeof list === "string" ? list : null;
}

/** What an entry is about, by name; null when it names no record (an import or export names its list). */
export function subjectOf(lookup: Lookup, e: NamedEntry): AuditSubject | null {
  const id = e.entityId;
  if (!id) {
    const list = listOf(e.after);
    return list ? { t: "list", list } : null;
  }
  if (e.entity === "commission_entry") return { t: "entry", id };
  if (e.entity === "commission_month") return { t: "month", month: id, href: "/comissoes/fechamento" };
  if (e.entity === "app_setting") return { t: "setting", key: id };
  const kind = isAuditEntity(e.entity) ? SUBJECT_REF[e.entity] : undefined;
  if (!kind) return null;
  const found = UUID.test(id) ? lookup.get(kind)?.get(id.toLowerCase()) : undefined;
  if (!found) return { t: "missing" };
  if (found.deleted) return { t: "deleted" };
  if (e.entity === "commission_profile") return { t: "profile", name: found.name };
  if (kind === "sale") return { t: "sale", product: found.product ?? found.name, customer: found.customer ?? null, href: found.href ?? null };
  if (kind === "commission_statement" || kind === "partner_statement") return { t: "statement", name: found.name, month: found.month ?? "", href: found.href ?? "" };
  if (kind === "partner_statement_line") return { t: "line", line: found.line ?? 0, name: found.name, month: found.month ?? "", href: found.href ?? "" };
  return { t: "name", name: found.name, href: found.href ?? null };
}
