import { eq } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "../db/client";
import { users } from "../db/schema";
import { recordAudit } from "../audit";
import { logger } from "../logger";
import { burnPasswordCheck, verifyPassword } from "./password";
import { claimAttempt, settleAttempt } from "./throttle";

const credentialsSchema = z.object({
  email: z.string().trim().toLowerCase().max(254),
  password: z.string().max(200),
});

export interface AuthorizedUser {
  id: string;
  name: string;
  email: string;
  role: (typeof users.$inferSelect)["role"];
  teamId: string | null;
  locale: (typeof users.$inferSelect)["locale"];
  tokenVersion: number;
  mustChangePassword: boolean;
}

/**
 * Checks e-mail and password. Returns the user, or null for every kind of refusal (unknown
 * e-mail, wrong password, inactive user, throttled) so the answer reveals nothing; the
 * password hash is always computed so that every refusal takes the same time.
 */
export async function authorizeCredentials(db: Db, raw: unknown, ip: string): Promise<AuthorizedUser | null> {
  const parsed = credentialsSchema.safeParse(raw);
  if (!parsed.success || !parsed.data.email || !parsed.data.password) {
    await burnPasswordCheck("");
    return null;
  }
  const { email, password } = parsed.data;
  const log = logger.child({ event: "login", email, ip });

  const throttle = await claimAttempt(db, email, ip);
  if (throttle.locked) {
    await burnPasswordCheck(password);
    log.warn({ outcome: "blocked", until: throttle.until?.toISOString() }, "sign-in refused: throttled");
    return null;
  }

  const [user] = await db.select().from(users).where(eq(users.email, email)).limit(1);
  const ok = user ? await verifyPassword(user.passwordHash, password) : (await burnPasswordCheck(password), false);

  if (!user || !ok || !user.active) {
    const reason = !user ? "unknown_email" : !ok ? "wrong_password" : "inactive";
    // The attempt is already recorded as a failure (claimAttempt).
    await recordAudit(db, { userId: user?.id ?? null, ip }, { action: "auth.signin_failed", entity: "user", entityId: user?.id ?? null, after: { email, reason } });
    log.info({ outcome: "failure", reason }, "sign-in failed");
    return null;
  }

  await db.transaction(async (tx) => {
    await settleAttempt(tx, throttle.attemptId);
    await recordAudit(tx, { userId: user.id, ip }, { action: "auth.signin", entity: "user", entityId: user.id });
  });
  log.info({ outcome: "success", userId: user.id }, "sign-in succeeded");
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    role: user.role,
    teamId: user.teamId,
    locale: user.locale,
    tokenVersion: user.tokenVersion,
    mustChangePassword: user.mustChangePassword,
  };
}
