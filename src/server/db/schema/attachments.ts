import { sql } from "drizzle-orm";
import { bigint, index, pgEnum, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { ATTACHMENT_KINDS, ATTACHMENT_RECORDS } from "~/lib/catalog/attachments";
import { editable } from "./columns";
import { users } from "./users";

export const attachmentRecordEnum = pgEnum("attachment_record", ATTACHMENT_RECORDS);
export const attachmentKindEnum = pgEnum("attachment_kind", ATTACHMENT_KINDS);

/**
 * A file kept on a lead, customer or sale. The bytes live in the configured storage under `storage_key` (random,
 * never derived from the name); the row carries what the list shows and what the download checks. Deleting sets
 * `deleted_at` (undo restores it); the bytes are removed by a job a day later.
 */
export const attachments = pgTable(
  "attachments",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    recordKind: attachmentRecordEnum("record_kind").notNull(),
    recordId: uuid("record_id").notNull(),
    kind: attachmentKindEnum("kind").notNull(),
    fileName: text("file_name").notNull(),
    contentType: text("content_type").notNull(),
    sizeBytes: bigint("size_bytes", { mode: "number" }).notNull(),
    sha256: text("sha256").notNull(),
    storageKey: text("storage_key").notNull().unique(),
    uploadedBy: uuid("uploaded_by").references(() => users.id, { onDelete: "set null" }),
    deletedAt: timestamp("deleted_at", { withTimezone: true }),
    deletedBy: uuid("deleted_by").references(() => users.id, { onDelete: "set null" }),
    ...editable,
  },
  (t) => [
    index("attachments_record_idx").on(t.recordKind, t.recordId, t.createdAt).where(sql`${t.deletedAt} is null`),
    index("attachments_deleted_idx").on(t.deletedAt).where(sql`${t.deletedAt} is not null`),
  ],
);
