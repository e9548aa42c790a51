import { eq, sql } from "drizzle-orm";
import { auditActor, type Actor } from "~/server/actor";
import { diffFields, recordAudit } from "~/server/audit";
import { hashPassword, verifyPassword } from "~/server/auth/password";
import { claimAttempt, settleAttempt } from "~/server/auth/throttle";
import type { Db } from "~/server/db/client";
import { users } from "~/server/db/schema";
import { versionedUpdate } from "~/server/db/versioned-update";
import { badInput, notFound } from "~/server/errors";
import { passwordProblem, PASSWORD_MIN_LENGTH } from "../password-rules";
import type { MeChangePasswordInput, MeSetLocaleInput, MeUpdateProfileInput } from "../users.schemas";
import { getUser, type PublicUser } from "./users.service";

export async function getMe(db: Db, actor: Actor): Promise<PublicUser> {
  return getUser(db, actor.id);
}

export async function updateProfile(db: Db, actor: Actor, input: MeUpdateProfileInput): Promise<PublicUser> {
  return db.transaction(async (tx) => {
    const before = await getUser(tx, actor.id);
    await versionedUpdate(tx, users, actor.id, input.version, { name: input.name, locale: input.locale });
    const after = await getUser(tx, actor.id);
    await recordAudit(tx, auditActor(actor), { action: "user.update_profile", entity: "user", entityId: actor.id, ...diffFields(before, after) });
    return after;
  });
}

/**
 * The language preference alone, from the menu or the palette: a one-click toggle where the
 * last choice wins, so it carries no version (unlike the profile form).
 */
export async function setLocale(db: Db, actor: Actor, input: MeSetLocaleInput): Promise<{ locale: MeSetLocaleInput["locale"] }> {
  await db.transaction(async (tx) => {
    const [before] = await tx.select({ locale: users.locale }).from(users).where(eq(users.id, actor.id)).limit(1);
    if (!before) throw notFound();
    if (before.locale === input.locale) return;
    await tx
      .update(users)
      .set({ locale: input.locale, version: sql`${users.version} + 1`, updatedAt: sql`now()` })
      .where(eq(users.id, actor.id));
    await recordAudit(tx, auditActor(actor), { action: "user.set_locale", entity: "user", entityId: actor.id, before, after: { locale: input.locale } });
  });
  return { locale: input.locale };
}

export const PASSWORD_PROBLEM_MESSAGES = {
  tooShort: `A nova senha precisa ter pelo menos ${PASSWORD_MIN_LENGTH} caracteres.`,
  tooLong: "A nova senha é longa demais.",
  equalsEmail: "A nova senha não pode ser igual ao seu e-mail.",
} as const;

/**
 * Changes the password and bumps the token version, which ends every existing session of
 * this user; the caller signs in again with the new password to keep working.
 */
export async function changePassword(db: Db, actor: Actor, input: MeChangePasswordInput): Promise<{ ok: true }> {
  const [row] = await db.select({ email: users.email, passwordHash: users.passwordHash }).from(users).where(eq(users.id, actor.id)).limit(1);
  if (!row) throw notFound();
  // Guessing the current password through a stolen session counts against the same limits as sign-in.
  const ip = actor.ip ?? "unknown";
  const attempt = await claimAttempt(db, row.email, ip);
  if (attempt.locked) {
    throw badInput("currentPassword", "Muitas tentativas com a senha errada. Aguarde 15 minutos e tente de novo.");
  }
  if (!(await verifyPassword(row.passwordHash, input.currentPassword))) {
    throw badInput("currentPassword", "A senha atual não confere.");
  }
  await settleAttempt(db, attempt.attemptId);
  const problem = passwordProblem(input.newPassword, row.email);
  if (problem) throw badInput("newPassword", PASSWORD_PROBLEM_MESSAGES[problem]);
  if (input.newPassword === input.currentPassword) throw badInput("newPassword", "A nova senha precisa ser diferente da atual.");
  const passwordHash = await hashPassword(input.newPassword);
  await db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({
        passwordHash,
        mustChangePassword: false,
        passwordChangedAt: sql`now()`,
        tokenVersion: sql`${users.tokenVersion} + 1`,
        version: sql`${users.version} + 1`,
        updatedAt: sql`now()`,
      })
      .where(eq(users.id, actor.id));
    await recordAudit(tx, auditActor(actor), { action: "user.change_password", entity: "user", entityId: actor.id });
  });
  return { ok: true };
}
