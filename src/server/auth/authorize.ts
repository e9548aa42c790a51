import { eq } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "../db/client";
import { users } from "../db/schema";
import { recordAudit } from "../audit";
import { logger } from "../logger";
import { burnPasswordCheck, verifyPassword } from "./password";
import { claimAttempt, settleAttempt } from "./throttle";
import { checkSecondFactor, twoFactorOf, twoFactorRequired, TWO_FACTOR_ROLES } from "./two-factor";

const credentialsSchema = z.object({
  email: z.string().trim().toLowerCase().max(254),
  password: z.string().max(200),
  /** The authenticator app's code or a recovery code: asked for once the password is right (SPEC §7 stays as it is). */
  totp: z.string().trim().max(20).optional(),
});

/**
 * Thrown when e-mail and password are right but the account has two-step verification and no code came:
 * next-auth answers `error=TwoFactorRequired` (not CredentialsSignin), and the sign-in form asks for the code.
 */
export class SecondFactorRequired extends Error {
  constructor() {
    super("TwoFactorRequired");
    this.name = "SecondFactorRequired";
  }
}

export interface AuthorizedUser {
  id: string;
  name: string;
  email: string;
  role: (typeof users.$inferSelect)["role"];
  teamId: string | null;
  locale: (typeof users.$inferSelect)["locale"];
  tokenVersion: number;
  mustChangePassword: boolean;
  /** Two-step verification is required of this role and the user has no authenticator yet. */
  mustEnrolTwoFactor: boolean;
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
  const { email, password, totp } = parsed.data;
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

  const factor = await twoFactorOf(db, user.id);
  if (factor && !totp) {
    await settleAttempt(db, throttle.attemptId, "second_factor");
    log.info({ outcome: "second_factor", userId: user.id }, "sign-in needs the authenticator code");
    throw new SecondFactorRequired();
  }
  const second = factor && totp ? await checkSecondFactor(db, user.id, totp) : null;
  if (factor && !second) {
    // The attempt stays a failure: guessing codes counts against the same limits as guessing passwords.
    await recordAudit(db, { userId: user.id, ip }, { action: "auth.signin_failed", entity: "user", entityId: user.id, after: { email, reason: "wrong_code" } });
    log.info({ outcome: "failure", reason: "wrong_code" }, "sign-in failed");
    return null;
  }

  await db.transaction(async (tx) => {
    await settleAttempt(tx, throttle.attemptId);
    if (second?.kind === "recovery") {
      await recordAudit(tx, { userId: user.id, ip }, { action: "auth.recovery_code_used", entity: "user", entityId: user.id, after: { recoveryCodesLeft: second.left } });
    }
    await recordAudit(tx, { userId: user.id, ip }, { action: "auth.signin", entity: "user", entityId: user.id });
  });
  const mustEnrolTwoFactor = !factor && (TWO_FACTOR_ROLES as readonly string[]).includes(user.role) && (await twoFactorRequired(db));
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
    mustEnrolTwoFactor,
  };
}
