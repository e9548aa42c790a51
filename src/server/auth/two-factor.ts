import { randomInt } from "node:crypto";
import { and, eq, isNull, sql } from "drizzle-orm";
import { generateSecret, generateURI, verify } from "otplib";
import type { Db, DbOrTx } from "../db/client";
import { appSettings, userRecoveryCodes, userTwoFactor, users } from "../db/schema";
import { isSealed, openSecret, sealSecret } from "./secret-box";
import { hashPassword, verifyPassword } from "./password";

/** The name authenticator apps list the account under. */
export const TOTP_ISSUER = "Corretora";
export const RECOVERY_CODE_COUNT = 10;
/** app_settings key: two-step verification required of the Administrador and Financeiro roles. */
export const TWO_FACTOR_REQUIRED_KEY = "auth.twoFactorRequired";
/** The roles the requirement applies to (who sees commissions, money and every user). */
export const TWO_FACTOR_ROLES = ["admin", "finance"] as const;
/** One 30-second step either side: a phone clock a little off still works. */
const EPOCH_TOLERANCE_SECONDS = 30;
// No 0/O, 1/I/L: codes are typed from paper.
const RECOVERY_ALPHABET = "23456789ABCDEFGHJKMNPQRSTUVWXYZ";

export function newTotpSecret(): { secret: string; uri: (label: string) => string } {
  const secret = generateSecret();
  return { secret, uri: (label) => generateURI({ issuer: TOTP_ISSUER, label, secret }) };
}

/** The time step a 6-digit code is valid for under `secret`, or null; never a step at or before `afterStep`. */
export async function totpStep(secret: string, code: string, afterStep = 0): Promise<number | null> {
  const token = code.replace(/\s+/g, "");
  if (!/^\d{6}$/.test(token)) return null;
  try {
    const result = await verify({ secret, token, epochTolerance: EPOCH_TOLERANCE_SECONDS, afterTimeStep: afterStep });
    return result.valid && "timeStep" in result ? result.timeStep : null;
  } catch {
    // A malformed secret or token is a refusal, not an error.
    return null;
  }
}

/** "K7M2Q-9XWPD": 10 random characters (about 49 bits), in two groups for reading aloud. */
function recoveryCode(): string {
  const chars = Array.from({ length: 10 }, () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)]);
  return `${chars.slice(0, 5).join("")}-${chars.slice(5).join("")}`;
}

function normaliseRecoveryCode(code: string): string {
  const plain = code.toUpperCase().replace(/[^0-9A-Z]/g, "");
  return plain.length === 10 ? `${plain.slice(0, 5)}-${plain.slice(5)}` : "";
}

/** Replaces the user's recovery codes with 10 new ones; the plain codes are returned once and never stored. */
export async function replaceRecoveryCodes(tx: DbOrTx, userId: string): Promise<string[]> {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, recoveryCode);
  const hashes = await Promise.all(codes.map(hashPassword));
  await tx.delete(userRecoveryCodes).where(eq(userRecoveryCodes.userId, userId));
  await tx.insert(userRecoveryCodes).values(hashes.map((codeHash) => ({ userId, codeHash })));
  return codes;
}

export async function twoFactorOf(db: DbOrTx, userId: string) {
  const [row] = await db.select().from(userTwoFactor).where(eq(userTwoFactor.userId, userId)).limit(1);
  return row ?? null;
}

export type SecondFactor = { kind: "totp" } | { kind: "recovery"; left: number };

/**
 * Checks the second factor of a sign-in: a 6-digit code from the app (each accepted once: the step it was
 * accepted for is kept, and a later sign-in needs a later step), or one of the recovery codes (used up).
 * Both updates are conditional, so two requests with the same code cannot both pass.
 */
export async function checkSecondFactor(db: Db, userId: string, code: string): Promise<SecondFactor | null> {
  const factor = await twoFactorOf(db, userId);
  if (!factor) return null;
  if (/^\s*\d{3}\s*\d{3}\s*$/.test(code)) {
    const secret = openSecret(factor.secret);
    const step = secret === null ? null : await totpStep(secret, code, factor.lastStep);
    if (step === null) return null;
    // A secret stored before they were sealed is sealed the first time it proves right.
    const claimed = await db
      .update(userTwoFactor)
      .set({ lastStep: step, ...(isSealed(factor.secret) ? {} : { secret: sealSecret(secret!) }) })
      .where(and(eq(userTwoFactor.userId, userId), sql`${userTwoFactor.lastStep} < ${step}`))
      .returning({ userId: userTwoFactor.userId });
    return claimed.length ? { kind: "totp" } : null;
  }
  const plain = normaliseRecoveryCode(code);
  if (!plain) return null;
  const unused = await db
    .select({ id: userRecoveryCodes.id, codeHash: userRecoveryCodes.codeHash })
    .from(userRecoveryCodes)
    .where(and(eq(userRecoveryCodes.userId, userId), isNull(userRecoveryCodes.usedAt)));
  for (const row of unused) {
    if (!(await verifyPassword(row.codeHash, plain))) continue;
    const used = await db
      .update(userRecoveryCodes)
      .set({ usedAt: sql`now()` })
      .where(and(eq(userRecoveryCodes.id, row.id), isNull(userRecoveryCodes.usedAt)))
      .returning({ id: userRecoveryCodes.id });
    return used.length ? { kind: "recovery", left: unused.length - 1 } : null;
  }
  return null;
}

export async function twoFactorRequired(db: DbOrTx): Promise<boolean> {
  const [row] = await db.select({ value: appSettings.value }).from(appSettings).where(eq(appSettings.key, TWO_FACTOR_REQUIRED_KEY)).limit(1);
  return row?.value === true;
}

/**
 * SQL for "this user must enrol before doing anything else": the requirement is on, their role is one it
 * covers, and they have no authenticator yet. Read with the user row on every request (currentUser), so
 * turning the requirement on applies to sessions already open.
 */
export const mustEnrolTwoFactorSql = sql<boolean>`(
  ${users.role} in ('admin', 'finance')
  and not exists (select 1 from ${userTwoFactor} where ${userTwoFactor.userId} = ${users.id})
  and coalesce((select ${appSettings.value} = 'true'::jsonb from ${appSettings} where ${appSettings.key} = ${TWO_FACTOR_REQUIRED_KEY}), false)
)`;
