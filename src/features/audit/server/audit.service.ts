import { and, desc, eq, gte, lt, sql, type SQL } from "drizzle-orm";
import type { Db } from "~/server/db/client";
import { auditLog, users } from "~/server/db/schema";
import type { AuditListInput } from "../audit.schemas";

/** Start of a São Paulo calendar day as an instant (UTC−3 all year since 2019); the schema validated the day. */
function saoPauloDayStart(day: string): Date {
  return new Date(`${day}T00:00:00-03:00`);
}

export async function listAudit(db: Db, input: AuditListInput) {
  const where: (SQL | undefined)[] = [];
  if (input.entity) where.push(eq(auditLog.entity, input.entity));
  if (input.actorId) where.push(eq(auditLog.actorId, input.actorId));
  if (input.from) where.push(gte(auditLog.at, saoPauloDayStart(input.from)));
  if (input.to) where.push(lt(auditLog.at, new Date(saoPauloDayStart(input.to).getTime() + 864e5)));
  if (input.cursor) {
    // The cursor's Date has milliseconds, the column microseconds: seek from the cursor row's
    // exact timestamp (looked up by id) so that rows in the same millisecond are neither skipped
    // nor repeated. The cursor's own time is only a fallback.
    const cursorAt = sql`coalesce((select c.at from ${auditLog} c where c.id = ${input.cursor.id}), ${input.cursor.at.toISOString()}::timestamptz)`;
    where.push(sql`(${auditLog.at}, ${auditLog.id}) < (${cursorAt}, ${input.cursor.id})`);
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
  const items = rows.slice(0, input.limit);
  const last = items[items.length - 1];
  return { items, nextCursor: rows.length > input.limit && last ? { at: last.at, id: last.id } : null };
}

export async function listAuditEntities(db: Db): Promise<string[]> {
  const rows = await db.selectDistinct({ entity: auditLog.entity }).from(auditLog).orderBy(sql`1`);
  return rows.map((r) => r.entity);
}
