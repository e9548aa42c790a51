import { and, desc, eq, inArray, isNull, sql } from "drizzle-orm";
import { auditActor, type Actor } from "~/server/actor";
import { diffFields, recordAudit } from "~/server/audit";
import { beforeCursorRow } from "~/server/db/before-cursor-row";
import type { Db, DbOrTx } from "~/server/db/client";
import { emailOutbox, notificationPreferences, notifications, notificationSettings } from "~/server/db/schema";
import { DEFAULT_DIGEST_HOUR, NOTIFICATION_EVENTS, type NotificationChannel, type NotificationEvent } from "../notification-events";
import type { NotificationPreferencesInput, NotificationsListInput, OutboxListInput } from "../notifications.schemas";
import { channelsOf } from "./notify.service";

/** The bell's badge: unread items of the caller (the partial unread index). */
export async function unreadCount(db: DbOrTx, actor: Actor): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(notifications)
    .where(and(eq(notifications.userId, actor.id), isNull(notifications.readAt)));
  return Number(row?.n ?? 0);
}

/** The bell's list, newest first, keyset-paginated on (created_at, id). Only the caller's own items. */
export async function listNotifications(db: DbOrTx, actor: Actor, input: NotificationsListInput) {
  const c = input.cursor;
  const rows = await db
    .select({
      id: notifications.id,
      event: notifications.event,
      recordKind: notifications.recordKind,
      recordId: notifications.recordId,
      params: notifications.params,
      createdAt: notifications.createdAt,
      readAt: notifications.readAt,
    })
    .from(notifications)
    .where(
      and(
        eq(notifications.userId, actor.id),
        c ? beforeCursorRow(notifications, notifications.createdAt, notifications.id, { at: c.createdAt, id: c.id }, eq(notifications.userId, actor.id)) : undefined,
      ),
    )
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(input.limit + 1);
  const items = rows.slice(0, input.limit);
  const last = items.at(-1);
  return { items, nextCursor: rows.length > input.limit && last ? { createdAt: last.createdAt, id: last.id } : null };
}

/**
 * Marks the caller's own items read (someone else's ids are ignored). Not audited: it changes the reader's
 * inbox state only, no business record (like a mail client's "read" flag).
 */
export async function markRead(db: DbOrTx, actor: Actor, ids: readonly string[]): Promise<{ count: number }> {
  const done = await db
    .update(notifications)
    .set({ readAt: sql`now()` })
    .where(and(eq(notifications.userId, actor.id), inArray(notifications.id, [...ids]), isNull(notifications.readAt)))
    .returning({ id: notifications.id });
  return { count: done.length };
}

export async function markAllRead(db: DbOrTx, actor: Actor): Promise<{ count: number }> {
  const done = await db
    .update(notifications)
    .set({ readAt: sql`now()` })
    .where(and(eq(notifications.userId, actor.id), isNull(notifications.readAt)))
    .returning({ id: notifications.id });
  return { count: done.length };
}

export interface NotificationPreferences {
  channels: Record<NotificationEvent, NotificationChannel>;
  digestEnabled: boolean;
  digestHour: number;
}

export async function getPreferences(db: DbOrTx, userId: string): Promise<NotificationPreferences> {
  const [settings] = await db.select().from(notificationSettings).where(eq(notificationSettings.userId, userId)).limit(1);
  return { channels: await channelsOf(db, userId), digestEnabled: settings?.digestEnabled ?? true, digestHour: settings?.digestHour ?? DEFAULT_DIGEST_HOUR };
}

/** Saves the caller's choices (last write wins: a personal setting, no version) and audits what changed. */
export async function savePreferences(db: Db, actor: Actor, input: NotificationPreferencesInput): Promise<NotificationPreferences> {
  return db.transaction(async (tx) => {
    const before = await getPreferences(tx, actor.id);
    for (const event of NOTIFICATION_EVENTS) {
      const channel = input.channels[event];
      if (!channel || channel === before.channels[event]) continue;
      await tx
        .insert(notificationPreferences)
        .values({ userId: actor.id, event, channel })
        .onConflictDoUpdate({ target: [notificationPreferences.userId, notificationPreferences.event], set: { channel, updatedAt: sql`now()` } });
    }
    await upsertSettings(tx, actor.id, { digestEnabled: input.digestEnabled, digestHour: input.digestHour });
    const after = await getPreferences(tx, actor.id);
    await recordAudit(tx, auditActor(actor), { action: "user.notification_preferences", entity: "user", entityId: actor.id, ...diffFields(flat(before), flat(after)) });
    return after;
  });
}

/** The audit's view of preferences: the channels as one "event=channel" text, then the digest. */
function flat(p: NotificationPreferences): Record<string, unknown> {
  const channels = Object.entries(p.channels).map(([k, v]) => `${k}=${v}`).join(", ");
  return { notificationChannels: channels, digestEnabled: p.digestEnabled, digestHour: p.digestHour };
}

export async function upsertSettings(tx: DbOrTx, userId: string, values: { digestEnabled: boolean; digestHour?: number }): Promise<void> {
  await tx
    .insert(notificationSettings)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: notificationSettings.userId, set: { ...values, version: sql`${notificationSettings.version} + 1`, updatedAt: sql`now()` } });
}

/** Configurações → E-mails: the whole outbox, newest first (Administrador only, checked by the procedure). */
export async function listOutbox(db: DbOrTx, input: OutboxListInput) {
  const c = input.cursor;
  const rows = await db
    .select()
    .from(emailOutbox)
    .where(c ? beforeCursorRow(emailOutbox, emailOutbox.createdAt, emailOutbox.id, { at: c.createdAt, id: c.id }) : undefined)
    .orderBy(desc(emailOutbox.createdAt), desc(emailOutbox.id))
    .limit(input.limit + 1);
  const items = rows.slice(0, input.limit).map(({ htmlBody: _html, ...r }) => r);
  const last = items.at(-1);
  return { items, nextCursor: rows.length > input.limit && last ? { createdAt: last.createdAt, id: last.id } : null };
}
