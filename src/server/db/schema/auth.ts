import { bigserial, index, integer, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "./users";

/**
 * Every sign-in attempt. Lives in the database (not in memory) so that every app server
 * applies the same brute-force limits.
 */
export const loginAttempts = pgTable(
  "login_attempts",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    email: text("email").notNull(),
    ip: text("ip").notNull(),
    /**
     * success | failure | blocked (refused while locked; does not extend the lock) | second_factor (right password,
     * the authenticator code still to come: neither a success nor a failure)
     */
    outcome: text("outcome", { enum: ["success", "failure", "blocked", "second_factor"] }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("login_attempts_email_idx").on(t.email, t.createdAt),
    index("login_attempts_ip_idx").on(t.ip, t.createdAt),
  ],
);

/** A user's authenticator app (TOTP, RFC 6238): present once enrolment was confirmed with a first code. */
export const userTwoFactor = pgTable("user_two_factor", {
  userId: uuid("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  /** Base32 TOTP secret (the app holds the same one). */
  secret: text("secret").notNull(),
  /** The last 30-second time step a code was accepted for: a code is never accepted twice. */
  lastStep: integer("last_step").notNull().default(0),
  enabledAt: timestamp("enabled_at", { withTimezone: true }).notNull().defaultNow(),
});

/** The 10 single-use recovery codes of a user with two-factor sign-in, hashed like passwords (argon2id). */
export const userRecoveryCodes = pgTable(
  "user_recovery_codes",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    codeHash: text("code_hash").notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
  },
  (t) => [index("user_recovery_codes_user_idx").on(t.userId)],
);

/**
 * One row per sign-in: the session id (`sid`) travels in the next-auth JWT, so a session can be listed in
 * Meu perfil and ended on its own (ended_at), which the token version alone (all sessions at once) cannot do.
 */
export const userSessions = pgTable(
  "user_sessions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** The user's token version at sign-in: a later password change or deactivation ends the session too. */
    tokenVersion: integer("token_version").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /** Moved on by confirmed requests, at most once a minute (see currentUser). */
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true }).notNull().defaultNow(),
    userAgent: text("user_agent").notNull().default(""),
    ip: text("ip").notNull().default("unknown"),
    endedAt: timestamp("ended_at", { withTimezone: true }),
  },
  (t) => [index("user_sessions_user_idx").on(t.userId, t.lastSeenAt)],
);
