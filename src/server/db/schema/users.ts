import { sql } from "drizzle-orm";
import { type AnyPgColumn, boolean, index, integer, pgTable, text, timestamp, uniqueIndex, uuid, check } from "drizzle-orm/pg-core";
import { editable } from "./columns";

import { LOCALES, ROLES } from "../../../lib/roles";
export { LOCALES, ROLES };

export const teams = pgTable(
  "teams",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    managerId: uuid("manager_id").references((): AnyPgColumn => users.id, { onDelete: "set null" }),
    /** Sellers of the team may pick unassigned leads of the team (the pool). */
    leadPool: boolean("lead_pool").notNull().default(false),
    /** New and imported leads of the team are dealt to its active sellers in turn. */
    roundRobin: boolean("round_robin").notNull().default(false),
    /** The seller who got the last dealt lead (round-robin resumes after them). */
    roundRobinLastUserId: uuid("round_robin_last_user_id").references((): AnyPgColumn => users.id, { onDelete: "set null" }),
    ...editable,
  },
  (t) => [uniqueIndex("teams_name_key").on(sql`lower(${t.name})`)],
);

export const users = pgTable(
  "users",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    /** Always stored lower-case; uniqueness is on this column. */
    email: text("email").notNull(),
    passwordHash: text("password_hash").notNull(),
    role: text("role", { enum: ROLES }).notNull(),
    teamId: uuid("team_id").references((): AnyPgColumn => teams.id, { onDelete: "set null" }),
    locale: text("locale", { enum: LOCALES }).notNull().default("pt-BR"),
    active: boolean("active").notNull().default(true),
    /** Bumped on password change or deactivation: JWTs carrying an older value are refused. */
    tokenVersion: integer("token_version").notNull().default(1),
    mustChangePassword: boolean("must_change_password").notNull().default(false),
    passwordChangedAt: timestamp("password_changed_at", { withTimezone: true }),
    ...editable,
  },
  (t) => [
    uniqueIndex("users_email_key").on(t.email),
    index("users_team_idx").on(t.teamId),
    check("users_email_lower", sql`${t.email} = lower(${t.email})`),
    check("users_role_valid", sql`${t.role} in ('admin','manager','seller','finance')`),
    check("users_locale_valid", sql`${t.locale} in ('pt-BR','en-US')`),
  ],
);
