import { and, eq, inArray } from "drizzle-orm";
import type { DbOrTx } from "~/server/db/client";
import { emailOutbox, notificationPreferences, notifications, users } from "~/server/db/schema";
import { DEFAULT_CHANNELS, wantsEmail, wantsInApp, type NotificationChannel, type NotificationEvent, type RecordKind } from "../notification-events";
import { renderNotificationEmail } from "./email-render";

export interface NotifyInput {
  userId: string;
  event: NotificationEvent;
  /** The record the notification opens. */
  record?: { kind: RecordKind; id: string | null } | null;
  /** Values of the title: names and counts only (DOMAIN.md §6: never a full CPF or amounts). */
  params?: Record<string, string | number>;
  /**
   * What makes this notification unique for its user, e.g. `sla:<leadId>:seller`: the same key again (a job
   * retried after a crash, a check that runs every few minutes) notifies nobody twice.
   */
  dedupeKey: string;
}

/** The outbox's key of a notification's e-mail (the outbox's keys are global, a notification's per user). */
export const emailDedupeKey = (userId: string, dedupeKey: string) => `n:${userId}:${dedupeKey}`;

/**
 * Notifies users of events, inside the caller's transaction when given one (the notification exists iff what
 * caused it was committed): applies each user's preference for the event (in-app, e-mail, both, none; the
 * event's default without one), inserts the bell's item and/or renders the e-mail into the outbox in the user's
 * language. Inactive users get nothing. Idempotent by dedupeKey (ON CONFLICT DO NOTHING on both tables).
 */
export async function notify(db: DbOrTx, input: NotifyInput | readonly NotifyInput[]): Promise<{ inApp: number; emails: number }> {
  const items = (Array.isArray(input) ? input : [input]) as readonly NotifyInput[];
  if (items.length === 0) return { inApp: 0, emails: 0 };
  const userIds = [...new Set(items.map((i) => i.userId))];
  const events = [...new Set(items.map((i) => i.event))];
  const people = await db
    .select({ id: users.id, name: users.name, email: users.email, locale: users.locale, active: users.active })
    .from(users)
    .where(inArray(users.id, userIds));
  const prefs = await db
    .select()
    .from(notificationPreferences)
    .where(and(inArray(notificationPreferences.userId, userIds), inArray(notificationPreferences.event, events)));
  const personOf = new Map(people.map((p) => [p.id, p]));
  const channelOf = (userId: string, event: NotificationEvent): NotificationChannel =>
    prefs.find((p) => p.userId === userId && p.event === event)?.channel ?? DEFAULT_CHANNELS[event];

  const inAppRows: (typeof notifications.$inferInsert)[] = [];
  const emailRows: (typeof emailOutbox.$inferInsert)[] = [];
  for (const item of items) {
    const person = personOf.get(item.userId);
    if (!person?.active) continue;
    const channel = channelOf(item.userId, item.event);
    const params = item.params ?? {};
    const recordKind = item.record?.kind ?? null;
    const recordId = item.record?.id ?? null;
    if (wantsInApp(channel)) inAppRows.push({ userId: item.userId, event: item.event, recordKind, recordId, params, dedupeKey: item.dedupeKey });
    if (wantsEmail(channel)) {
      const mail = renderNotificationEmail({ locale: person.locale, recipientName: person.name, event: item.event, params, recordKind, recordId });
      emailRows.push({
        userId: item.userId,
        toAddress: person.email,
        subject: mail.subject,
        textBody: mail.text,
        htmlBody: mail.html,
        locale: person.locale,
        dedupeKey: emailDedupeKey(item.userId, item.dedupeKey),
      });
    }
  }
  let inApp = 0;
  let emails = 0;
  for (let i = 0; i < inAppRows.length; i += 500) {
    inApp += (await db.insert(notifications).values(inAppRows.slice(i, i + 500)).onConflictDoNothing().returning({ id: notifications.id })).length;
  }
  for (let i = 0; i < emailRows.length; i += 200) {
    emails += (await db.insert(emailOutbox).values(emailRows.slice(i, i + 200)).onConflictDoNothing().returning({ id: emailOutbox.id })).length;
  }
  return { inApp, emails };
}

/** Used by tests and the preferences screen: the effective channel of each event for a user. */
export async function channelsOf(db: DbOrTx, userId: string): Promise<Record<NotificationEvent, NotificationChannel>> {
  const rows = await db.select().from(notificationPreferences).where(eq(notificationPreferences.userId, userId));
  const out = { ...DEFAULT_CHANNELS };
  for (const r of rows) out[r.event] = r.channel;
  return out;
}
