import { TZDate } from "@date-fns/tz";
import { and, desc, eq, gte, inArray, isNull, sql } from "drizzle-orm";
import type { DbOrTx } from "~/server/db/client";
import { emailOutbox, notifications, notificationSettings, users } from "~/server/db/schema";
import { saoPauloDay } from "~/lib/format";
import { ONE_DAY_MS, SAO_PAULO_TZ } from "~/lib/time";
import { DEFAULT_DIGEST_HOUR } from "../notification-events";
import { renderDigestEmail } from "./email-render";
import { unsubscribeUrl } from "./unsubscribe";

/** Items listed in a digest; the rest are counted ("and N more"). */
const DIGEST_ITEMS = 20;
/**
 * The job runs hourly; a run delayed or retried up to this many hours after a user's hour still sends their
 * digest (the dedupe key keeps it to one a day).
 */
const LATE_HOURS = 2;

export const digestDedupeKey = (userId: string, day: string) => `digest:${userId}:${day}`;

/**
 * Queues today's digest (São Paulo day) for each active user whose digest is on and whose chosen hour is now
 * (or up to LATE_HOURS ago, same day), when they have unread notifications of the last 24 hours. One per user
 * per day: the outbox's dedupe key `digest:<user>:<day>` makes a rerun queue nothing.
 */
export async function queueDigests(db: DbOrTx, now: Date): Promise<{ queued: number }> {
  const hour = new TZDate(now.getTime(), SAO_PAULO_TZ).getHours();
  const day = saoPauloDay(now);
  const since = new Date(now.getTime() - ONE_DAY_MS);
  const digestHour = sql`coalesce(${notificationSettings.digestHour}, ${DEFAULT_DIGEST_HOUR})`;
  const due = await db
    .select({ id: users.id, name: users.name, email: users.email, locale: users.locale })
    .from(users)
    .leftJoin(notificationSettings, eq(notificationSettings.userId, users.id))
    .where(
      and(
        eq(users.active, true),
        sql`coalesce(${notificationSettings.digestEnabled}, true)`,
        sql`${digestHour} between ${Math.max(0, hour - LATE_HOURS)} and ${hour}`,
        sql`exists (select 1 from ${notifications} n where n.user_id = ${users.id} and n.read_at is null and n.created_at >= ${since.toISOString()}::timestamptz)`,
        sql`not exists (select 1 from ${emailOutbox} o where o.dedupe_key = 'digest:' || ${users.id}::text || ':' || ${day})`,
      ),
    );
  if (due.length === 0) return { queued: 0 };
  const unread = await db
    .select({ userId: notifications.userId, event: notifications.event, params: notifications.params, recordKind: notifications.recordKind, recordId: notifications.recordId })
    .from(notifications)
    .where(and(inArray(notifications.userId, due.map((u) => u.id)), isNull(notifications.readAt), gte(notifications.createdAt, since)))
    .orderBy(desc(notifications.createdAt), desc(notifications.id));
  let queued = 0;
  for (const user of due) {
    const items = unread.filter((n) => n.userId === user.id);
    if (items.length === 0) continue;
    const url = unsubscribeUrl(user.id);
    const mail = renderDigestEmail({ locale: user.locale, recipientName: user.name, items: items.slice(0, DIGEST_ITEMS), total: items.length, unsubscribeUrl: url });
    const inserted = await db
      .insert(emailOutbox)
      .values({
        userId: user.id,
        toAddress: user.email,
        subject: mail.subject,
        textBody: mail.text,
        htmlBody: mail.html,
        locale: user.locale,
        listUnsubscribe: url,
        dedupeKey: digestDedupeKey(user.id, day),
      })
      .onConflictDoNothing()
      .returning({ id: emailOutbox.id });
    queued += inserted.length;
  }
  return { queued };
}
