import { sql } from "drizzle-orm";
import { boolean, check, index, integer, jsonb, pgTable, primaryKey, smallint, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { NOTIFICATION_CHANNELS, NOTIFICATION_EVENTS, OUTBOX_STATUSES } from "../../../features/notifications/notification-events";
import { users } from "./users";

/**
 * A user's in-app notifications (the bell). The text is not stored: the event and its params are rendered in
 * the reader's language. `dedupe_key` makes a notification idempotent per user (a job retried after a crash
 * inserts nothing new).
 */
export const notifications = pgTable(
  "notifications",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    event: text("event", { enum: NOTIFICATION_EVENTS }).notNull(),
    /** The record the item links to (lead, sale, commission_statement, partner_statement, import). */
    recordKind: text("record_kind"),
    recordId: text("record_id"),
    /** Values of the title (a lead's name, a count): minimum data, never a full CPF or amounts. */
    params: jsonb("params").$type<Record<string, string | number>>().notNull().default({}),
    dedupeKey: text("dedupe_key").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    readAt: timestamp("read_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("notifications_dedupe_key").on(t.userId, t.dedupeKey),
    index("notifications_user_idx").on(t.userId, t.createdAt, t.id),
    // The bell's count and the digest read a user's unread items only.
    index("notifications_unread_idx").on(t.userId, t.createdAt).where(sql`${t.readAt} is null`),
  ],
);

/** Per user and event: where it goes. A missing row means the event's default (notification-events.ts). */
export const notificationPreferences = pgTable(
  "notification_preferences",
  {
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    event: text("event", { enum: NOTIFICATION_EVENTS }).notNull(),
    channel: text("channel", { enum: NOTIFICATION_CHANNELS }).notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.event] }), check("notification_preferences_channel_valid", sql`${t.channel} in ('in_app','email','both','none')`)],
);

/** Per user: the daily digest (on by default, at 7 h São Paulo). A missing row means the defaults. */
export const notificationSettings = pgTable(
  "notification_settings",
  {
    userId: uuid("user_id")
      .primaryKey()
      .references(() => users.id, { onDelete: "cascade" }),
    digestEnabled: boolean("digest_enabled").notNull().default(true),
    /** Hour of the day in São Paulo (0–23). */
    digestHour: smallint("digest_hour").notNull().default(7),
    version: integer("version").notNull().default(1),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check("notification_settings_hour_valid", sql`${t.digestHour} between 0 and 23`)],
);

/**
 * E-mails to send, rendered in the recipient's language when queued. Sent at most once: a row is claimed
 * (queued → sending) in its own transaction before the SMTP conversation (see mail-sender.ts). With no
 * SMTP_URL they stay here as "held" and the Administrador reads them in Configurações → E-mails.
 */
export const emailOutbox = pgTable(
  "email_outbox",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id").references(() => users.id, { onDelete: "set null" }),
    toAddress: text("to_address").notNull(),
    subject: text("subject").notNull(),
    textBody: text("text_body").notNull(),
    htmlBody: text("html_body").notNull(),
    locale: text("locale").notNull(),
    /** Digests: the one-click unsubscribe address (List-Unsubscribe header, RFC 8058). */
    listUnsubscribe: text("list_unsubscribe"),
    /** What made it (event or digest); a retried job queues nothing twice. */
    dedupeKey: text("dedupe_key").notNull(),
    status: text("status", { enum: OUTBOX_STATUSES }).notNull().default("queued"),
    attempts: integer("attempts").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    claimedAt: timestamp("claimed_at", { withTimezone: true }),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    error: text("error"),
  },
  (t) => [
    uniqueIndex("email_outbox_dedupe_key").on(t.dedupeKey),
    index("email_outbox_created_idx").on(t.createdAt, t.id),
    index("email_outbox_queued_idx").on(t.createdAt).where(sql`${t.status} = 'queued'`),
    check("email_outbox_status_valid", sql`${t.status} in ('queued','sending','sent','failed','held')`),
  ],
);
