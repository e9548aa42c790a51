import { integer, timestamp } from "drizzle-orm/pg-core";

/** Columns every user-edited table carries: optimistic-lock version and timestamps. */
export const editable = {
  version: integer("version").notNull().default(1),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
};
