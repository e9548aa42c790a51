import { and, asc, desc, eq, gte, lt, sql, type SQL } from "drizzle-orm";
import { beforeCursorRow } from "~/server/db/before-cursor-row";
import type { Db } from "~/server/db/client";
import { auditLog, users } from "~/server/db/schema";
import { COUNT_CAP } from "~/features/lists/operands";
import { isSecretField } from "../audit-fields";
import type { AuditFilters, AuditListInput } from "../audit.schemas";
import { lookupNames, refsOf, subjectOf } from "./audit-names";

/** Start of a São Paulo calendar day as an instant (UTC−3 all year since 2019); the schema validated the day. */
function saoPauloDayStart(day: string): Date {
  return new Date(`${day}T00:00:00-03:00`);
}

/**
 * The filters as SQL. Person, kind and action each have an index that also holds the sort (at, id):
 * audit_log_actor_idx, audit_log_entity_idx, audit_log_action_idx, and audit_log_at_idx for none. One
 * record's history (audit_log_record_idx, on entity_id) is a few rows, sorted after the lookup.
 */
function filterWhere(input: AuditFilters): (SQL | undefined)[] {
  const where: (SQL | undefined)[] = [];
  if (input.entity) where.push(eq(auditLog.entity, input.entity));
  if (input.entityId) where.push(eq(auditLog.entityId, input.entityId));
  if (input.action) where.push(eq(auditLog.action, input.action));
  if (input.actorId) where.push(eq(auditLog.actorId, input.actorId));
  if (input.from) where.push(gte(auditLog.at, saoPauloDayStart(input.from)));
  if (input.to) where.push(lt(auditLog.at, new Date(saoPauloDayStart(input.to).getTime() + 864e5)));
  return where;
}

/** A jsonb side of an entry without secrets: recordAudit never stores them; this keeps old rows out too. */
function withoutSecrets(value: unknown): Record<string, unknown> | null {
  if (value === null || typeof value !== "object" || Array.isArray(value)) return null;
  return Object.fromEntries(Object.entries(value as Record<string, unknown>).filter(([k]) => !isSecretField(k)));
}

export async function listAudit(db: Db, input: AuditListInput) {
  const where = filterWhere(input);
  if (input.cursor) {
    where.push(beforeCursorRow(auditLog, auditLog.at, auditLog.id, input.cursor));
  }
  const rows = await db
    .select({
      id: auditLog.id,
      at: auditLog.at,
      actorId: auditLog.actorId,
      actorName: users.name,
      action: auditLog.action,
      entity: auditLog.entity,
      entityId: auditLog.entityId,
      before: auditLog.before,
      after: auditLog.after,
      requestId: auditLog.requestId,
      ip: auditLog.ip,
    })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.actorId))
    .where(and(...where))
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(input.limit + 1);
  const page = rows.slice(0, input.limit).map((r) => ({ ...r, before: withoutSecrets(r.before), after: withoutSecrets(r.after) }));
  const lookup = await lookupNames(db, page);
  const items = page.map((r) => ({ ...r, subject: subjectOf(lookup, r) }));
  const last = items[items.length - 1];
  return { items, refs: refsOf(lookup, page), nextCursor: rows.length > input.limit && last ? { at: last.at, id: last.id } : null };
}

/** How many entries match, exact up to COUNT_CAP (a huge log costs at most COUNT_CAP + 1 index entries). */
export async function countAudit(db: Db, input: AuditFilters): Promise<{ count: number; capped: boolean }> {
  const limited = db
    .select({ one: sql`1` })
    .from(auditLog)
    .where(and(...filterWhere(input)))
    .limit(COUNT_CAP + 1)
    .as("limited");
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(limited);
  const n = row?.n ?? 0;
  return { count: Math.min(n, COUNT_CAP), capped: n > COUNT_CAP };
}

/** The record a filtered view is about, by name (the "Só o registro …" chip). */
export async function auditSubject(db: Db, input: { entity: string; entityId: string }) {
  const entry = { entity: input.entity, entityId: input.entityId, before: null, after: null };
  return subjectOf(await lookupNames(db, [entry]), entry);
}

/** Everyone who may appear as "who", active or not: the person filter's choices. */
export async function listAuditActors(db: Db) {
  return db.select({ id: users.id, name: users.name, active: users.active }).from(users).orderBy(asc(users.name), asc(users.id));
}
