import { sql } from "drizzle-orm";
import { boolean, index, jsonb, pgTable, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { editable } from "./columns";
import { teams, users } from "./users";

/** A saved filter, exactly as lists take it: `{ field, operand, value }`. */
export interface SavedViewFilter {
  field: string;
  operand: string;
  value?: unknown;
}

/**
 * A named set of filters, sort, search and columns for one list, owned by a user and optionally
 * shared with the owner's team. Stored as data, so a view outlives changes to the screens.
 */
export const savedViews = pgTable(
  "saved_views",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** The team the view is shared with: the owner's team when it was last saved. */
    teamId: uuid("team_id").references(() => teams.id, { onDelete: "set null" }),
    listKey: text("list_key").notNull(),
    name: text("name").notNull(),
    filters: jsonb("filters").$type<SavedViewFilter[]>().notNull().default([]),
    sort: jsonb("sort").$type<{ field: string; dir: "asc" | "desc" } | null>(),
    search: text("search"),
    columns: jsonb("columns").$type<{ visible: string[]; order: string[] } | null>(),
    shared: boolean("shared").notNull().default(false),
    /** The owner's default view of this list (at most one per user and list). */
    isDefault: boolean("is_default").notNull().default(false),
    ...editable,
  },
  (t) => [
    index("saved_views_user_list_idx").on(t.userId, t.listKey),
    index("saved_views_team_list_idx").on(t.teamId, t.listKey).where(sql`${t.shared}`),
    uniqueIndex("saved_views_name_key").on(t.userId, t.listKey, sql`lower(${t.name})`),
    uniqueIndex("saved_views_default_key").on(t.userId, t.listKey).where(sql`${t.isDefault}`),
  ],
);
