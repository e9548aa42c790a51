import { and, desc, eq, inArray, isNull, ne, or, sql, type SQL } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type { Actor } from "~/server/actor";
import type { Db } from "~/server/db/client";
import { auditLog, customerNotes, customers, partners, products, sales, users } from "~/server/db/schema";
import { notFound } from "~/server/errors";
import { hideCpf } from "~/lib/brazil";
import { convertedLeadsHistory, type LeadHistoryRow } from "~/features/leads/server/lead-history.service";
import type { CustomerTimelineInput } from "../customer-timeline.schemas";
import { customerScope, mayEditCustomer } from "./customers.policy";

export const TIMELINE_PAGE = 30;

export type TimelineKind = "note" | "created" | "status" | "update" | "deleted" | "restored" | "other" | "lead";
export type TimelineValue = string | number | boolean | null | string[];
export interface TimelineChange {
  field: string;
  before: TimelineValue;
  after: TimelineValue;
}
/** An entry of a lead converted into the customer, as its own timeline recorded it (kind "lead"). */
export interface TimelineLeadEntry {
  id: string;
  name: string;
  /** Whether the viewer may open the lead (the link); seeing the customer is enough to read its history. */
  visible: boolean;
  activity: LeadHistoryRow["kind"];
  outcome: string | null;
  data: Record<string, unknown> | null;
}
export interface TimelineEntry {
  /** Sort key, unique across notes ("n…"), audit entries ("a…") and converted leads' entries ("l…"). */
  id: string;
  at: Date;
  kind: TimelineKind;
  subject: "customer" | "sale" | "lead";
  authorName: string | null;
  /** The sale's product, for entries about a sale. */
  saleLabel: string | null;
  body: string | null;
  status: { from: string | null; to: string; cancelledOn: string | null; cancelReason: string | null } | null;
  changes: TimelineChange[];
  lead: TimelineLeadEntry | null;
}

/**
 * Never shown: secrets and derived columns (the audit log drops them already; this is the second
 * lock), bookkeeping, and what another entry says better (status goes to its own entry).
 */
const HIDDEN_FIELDS = new Set([
  "passwordHash",
  "password",
  "tokenVersion",
  "temporaryPassword",
  "searchText",
  "id",
  "version",
  "createdAt",
  "updatedAt",
  "deletedAt",
  "customerId",
  "leadId",
  "category",
]);
/** Columns holding a user id: shown as the person's name. */
const PERSON_FIELDS = new Set(["ownerId", "sellerId", "presalesId", "referrerId"]);

const KIND_BY_ACTION: Record<string, TimelineKind> = {
  "customer.create": "created",
  "sale.create": "created",
  "customer.update": "update",
  "sale.update": "update",
  "sale.status": "status",
  "customer.delete": "deleted",
  "customer.restore": "restored",
};

/** The exact time as text (microseconds, UTC): a JS Date would lose the digits the cursor needs. */
const atText = (col: AnyPgColumn) => sql<string>`to_char(${col} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;
const auditKey = sql<string>`'a' || lpad(${auditLog.id}::text, 19, '0')`;
const noteKey = sql<string>`'n' || ${customerNotes.id}::text`;

/** Strictly after the cursor in "newest first" order. Keys compare bytewise (collate "C"), as in JS. */
function before(col: AnyPgColumn, key: SQL<string>, cursor: string | null | undefined): SQL | undefined {
  if (!cursor) return undefined;
  const [at, k] = cursor.split("|") as [string, string];
  return sql`(${col} < ${at}::timestamptz or (${col} = ${at}::timestamptz and ${key} collate "C" < ${k}))`;
}

const asValue = (v: unknown): TimelineValue => {
  if (v === null || v === undefined) return null;
  if (typeof v === "string" || typeof v === "number" || typeof v === "boolean") return v;
  if (Array.isArray(v)) return v.map(String);
  return JSON.stringify(v);
};
const record = (v: unknown): Record<string, unknown> => (v && typeof v === "object" && !Array.isArray(v) ? (v as Record<string, unknown>) : {});

/**
 * The customer page's "Linha do tempo": the customer's notes, the audit entries of the customer and of
 * its sales, and the history of the leads converted into it (read from the leads' own timelines), newest
 * first, TIMELINE_PAGE per page (keyset over time and a unique key: each source reads TIMELINE_PAGE + 1
 * after the cursor, the merge keeps the first TIMELINE_PAGE).
 * Visible exactly to who may see the customer (customers.get); the CPF stays masked for viewers who
 * may not edit the customer, as on the page.
 */
export async function customerTimeline(db: Db, actor: Actor, input: CustomerTimelineInput) {
  const [customer] = await db
    .select({ id: customers.id, kind: customers.kind, ownerId: customers.ownerId, ownerTeamId: users.teamId })
    .from(customers)
    .leftJoin(users, eq(users.id, customers.ownerId))
    .where(and(eq(customers.id, input.customerId), isNull(customers.deletedAt), customerScope(db, actor)))
    .limit(1);
  if (!customer) throw notFound("Cliente não encontrado.");
  const showDocument = customer.kind === "PJ" || mayEditCustomer(actor, customer, customer.ownerTeamId);

  const notes = await db
    .select({ key: noteKey, atKey: atText(customerNotes.createdAt), at: customerNotes.createdAt, body: customerNotes.body, authorName: users.name })
    .from(customerNotes)
    .leftJoin(users, eq(users.id, customerNotes.authorId))
    .where(and(eq(customerNotes.customerId, customer.id), before(customerNotes.createdAt, noteKey, input.cursor)))
    .orderBy(desc(customerNotes.createdAt), sql`${noteKey} collate "C" desc`)
    .limit(TIMELINE_PAGE + 1);

  const audits = await db
    .select({
      key: auditKey,
      atKey: atText(auditLog.at),
      at: auditLog.at,
      action: auditLog.action,
      entity: auditLog.entity,
      before: auditLog.before,
      after: auditLog.after,
      authorName: users.name,
      productName: products.name,
    })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.actorId))
    .leftJoin(sales, and(eq(auditLog.entity, "sale"), sql`${sales.id}::text = ${auditLog.entityId}`))
    .leftJoin(products, eq(products.id, sales.productId))
    .where(
      and(
        or(and(eq(auditLog.entity, "customer"), eq(auditLog.entityId, customer.id)), and(eq(auditLog.entity, "sale"), eq(sales.customerId, customer.id))),
        // A note's audit entry would repeat the note itself.
        ne(auditLog.action, "customer.note"),
        before(auditLog.at, auditKey, input.cursor),
      ),
    )
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(TIMELINE_PAGE + 1);

  const [at, key] = input.cursor ? (input.cursor.split("|") as [string, string]) : [];
  const history = await convertedLeadsHistory(db, actor, { customerId: customer.id, before: at && key ? { at, key } : null, limit: TIMELINE_PAGE + 1 });

  type Row = { key: string; atKey: string; entry: () => TimelineEntry };
  const rows: Row[] = [
    ...notes.map((n) => ({
      key: n.key,
      atKey: n.atKey,
      entry: (): TimelineEntry => ({ id: n.key, at: n.at, kind: "note", subject: "customer", authorName: n.authorName, saleLabel: null, body: n.body, status: null, changes: [], lead: null }),
    })),
    ...audits.map((a) => ({ key: a.key, atKey: a.atKey, entry: () => auditEntry(a, showDocument) })),
    ...history.map((h) => ({ key: h.key, atKey: h.atKey, entry: () => leadEntry(h) })),
  ];
  rows.sort((x, y) => (x.atKey !== y.atKey ? (x.atKey < y.atKey ? 1 : -1) : x.key < y.key ? 1 : x.key > y.key ? -1 : 0));
  const page = rows.slice(0, TIMELINE_PAGE);
  const items = page.map((r) => r.entry());
  await resolveNames(db, items);
  const last = page.at(-1);
  return { items, nextCursor: rows.length > TIMELINE_PAGE && last ? `${last.atKey}|${last.key}` : null };
}

function leadEntry(h: LeadHistoryRow): TimelineEntry {
  return {
    id: h.key,
    at: h.at,
    kind: "lead",
    subject: "lead",
    authorName: h.authorName,
    saleLabel: null,
    body: h.body,
    status: null,
    changes: [],
    lead: { ...h.lead, activity: h.kind, outcome: h.outcome, data: h.data },
  };
}

function auditEntry(
  a: { key: string; at: Date; action: string; entity: string; before: unknown; after: unknown; authorName: string | null; productName: string | null },
  showDocument: boolean,
): TimelineEntry {
  const kind = KIND_BY_ACTION[a.action] ?? "other";
  const b = record(a.before);
  const after = record(a.after);
  const base = { id: a.key, at: a.at, kind, subject: a.entity === "sale" ? ("sale" as const) : ("customer" as const), authorName: a.authorName, saleLabel: a.productName, body: null, lead: null };
  if (kind === "status") {
    const to = typeof after.status === "string" ? after.status : "";
    const str = (v: unknown) => (typeof v === "string" ? v : null);
    return { ...base, status: { from: str(b.status), to, cancelledOn: str(after.cancelledOn), cancelReason: str(after.cancelReason) }, changes: [] };
  }
  if (kind === "created") {
    // The whole new row is in the log; the entry shows only the sale's amount, the rest is on the page.
    const changes = a.entity === "sale" && after.baseAmount !== undefined ? [{ field: "baseAmount", before: null, after: asValue(after.baseAmount) }] : [];
    return { ...base, status: null, changes };
  }
  const mask = (field: string, v: TimelineValue) => (field === "document" && !showDocument && typeof v === "string" ? hideCpf(v) : v);
  const changes = Object.keys(after)
    .filter((field) => !HIDDEN_FIELDS.has(field))
    .map((field) => ({ field, before: mask(field, asValue(b[field])), after: mask(field, asValue(after[field])) }));
  return { ...base, status: null, changes };
}

/** Replaces user, product and partner ids in the changes by their names (one query each). */
async function resolveNames(db: Db, items: TimelineEntry[]): Promise<void> {
  const ids = (fields: (f: string) => boolean) =>
    [...new Set(items.flatMap((e) => e.changes.filter((c) => fields(c.field)).flatMap((c) => [c.before, c.after])).filter((v): v is string => typeof v === "string"))];
  const uuid = /^[0-9a-f-]{36}$/;
  const lookup = async (table: typeof users | typeof products | typeof partners, wanted: string[]) => {
    const valid = wanted.filter((v) => uuid.test(v));
    if (!valid.length) return new Map<string, string>();
    const rows = await db.select({ id: table.id, name: table.name }).from(table).where(inArray(table.id, valid));
    return new Map(rows.map((r) => [r.id, r.name]));
  };
  const people = await lookup(users, ids((f) => PERSON_FIELDS.has(f)));
  const productNames = await lookup(products, ids((f) => f === "productId"));
  const partnerNames = await lookup(partners, ids((f) => f === "partnerId"));
  const nameOf = (field: string, v: TimelineValue): TimelineValue => {
    if (typeof v !== "string") return v;
    const map = PERSON_FIELDS.has(field) ? people : field === "productId" ? productNames : field === "partnerId" ? partnerNames : null;
    return map ? (map.get(v) ?? v) : v;
  };
  for (const e of items) e.changes = e.changes.map((c) => ({ ...c, before: nameOf(c.field, c.before), after: nameOf(c.field, c.after) }));
}
