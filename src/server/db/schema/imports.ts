import { jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { users } from "./users";

/**
 * The column mapping a user last confirmed when importing into a list, by header name
 * ({ columnKey: normalizedHeader }), so the next file with the same headers maps itself.
 */
export const importMappings = pgTable(
  "import_mappings",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    listKey: text("list_key").notNull(),
    mapping: jsonb("mapping").$type<Record<string, string>>().notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("import_mappings_user_list_key").on(t.userId, t.listKey)],
);
