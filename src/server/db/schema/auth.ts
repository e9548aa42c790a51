import { bigserial, index, pgTable, text, timestamp } from "drizzle-orm/pg-core";

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
    /** success | failure | blocked (refused while locked; does not extend the lock) */
    outcome: text("outcome", { enum: ["success", "failure", "blocked"] }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("login_attempts_email_idx").on(t.email, t.createdAt),
    index("login_attempts_ip_idx").on(t.ip, t.createdAt),
  ],
);
