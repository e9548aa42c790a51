import { and, count, eq, isNull, sql } from "drizzle-orm";
import QRCode from "qrcode";
import { auditActor, type Actor } from "~/server/actor";
import { recordAudit } from "~/server/audit";
import { verifyPassword } from "~/server/auth/password";
import { claimAttempt, settleAttempt } from "~/server/auth/throttle";
import {
  newTotpSecret,
  replaceRecoveryCodes,
  totpStep,
  twoFactorOf,
  twoFactorRequired,
  TWO_FACTOR_REQUIRED_KEY,
  TWO_FACTOR_ROLES,
} from "~/server/auth/two-factor";
import type { Db } from "~/server/db/client";
import { appSettings, userRecoveryCodes, userTwoFactor, users } from "~/server/db/schema";
import { sealSecret } from "~/server/auth/secret-box";
import { badInput, conflict, notFound } from "~/server/errors";
import { endAllSessions } from "./sessions.service";
import type { TwoFactorConfirmInput, TwoFactorDisableInput, TwoFactorRequirementInput } from "../two-factor.schemas";

export interface TwoFactorStatus {
  enabled: boolean;
  enabledAt: Date | null;
  recoveryCodesLeft: number;
  /** Required of this user's role by the office (Configurações › Usuários). */
  required: boolean;
}

export async function twoFactorStatus(db: Db, actor: Actor): Promise<TwoFactorStatus> {
  const factor = await twoFactorOf(db, actor.id);
  const [left] = await db
    .select({ n: count() })
    .from(userRecoveryCodes)
    .where(and(eq(userRecoveryCodes.userId, actor.id), isNull(userRecoveryCodes.usedAt)));
  const required = (TWO_FACTOR_ROLES as readonly string[]).includes(actor.role) && (await twoFactorRequired(db));
  return { enabled: factor !== null, enabledAt: factor?.enabledAt ?? null, recoveryCodesLeft: factor ? (left?.n ?? 0) : 0, required };
}

const ALREADY_ON = "A verificação em duas etapas já está ativa.";

/**
 * A new secret for the authenticator app, as a QR code (PNG data URL, so no markup from the server is ever
 * injected into the page) and as text to type. Nothing is stored yet: confirm() stores the secret once the app
 * shows it produces the right codes, so an enrolment left half-way changes nothing.
 */
export async function beginTwoFactor(db: Db, actor: Actor): Promise<{ secret: string; uri: string; qrDataUrl: string }> {
  if (await twoFactorOf(db, actor.id)) throw conflict(ALREADY_ON);
  const [row] = await db.select({ email: users.email }).from(users).where(eq(users.id, actor.id)).limit(1);
  if (!row) throw notFound();
  const { secret, uri } = newTotpSecret();
  const otpauth = uri(row.email);
  const qrDataUrl = await QRCode.toDataURL(otpauth, { errorCorrectionLevel: "M", margin: 1, width: 220 });
  return { secret, uri: otpauth, qrDataUrl };
}

/** Stores the secret once a code from the app matches it, and hands out the 10 recovery codes (shown once). */
export async function confirmTwoFactor(db: Db, actor: Actor, input: TwoFactorConfirmInput): Promise<{ recoveryCodes: string[] }> {
  const step = await totpStep(input.secret, input.code);
  if (step === null) throw badInput("code", "Código não confere. Confira o horário do celular e digite o código atual.");
  return db.transaction(async (tx) => {
    const [stored] = await tx.insert(userTwoFactor).values({ userId: actor.id, secret: sealSecret(input.secret), lastStep: step }).onConflictDoNothing().returning();
    if (!stored) throw conflict(ALREADY_ON);
    const recoveryCodes = await replaceRecoveryCodes(tx, actor.id);
    await recordAudit(tx, auditActor(actor), { action: "auth.two_factor_enable", entity: "user", entityId: actor.id, after: { recoveryCodesLeft: recoveryCodes.length } });
    return { recoveryCodes };
  });
}

/**
 * Turns two-step verification off, with the password (a stolen open session alone cannot); the password
 * guesses count against the sign-in limits, like the password change.
 */
export async function disableTwoFactor(db: Db, actor: Actor, input: TwoFactorDisableInput): Promise<{ ok: true }> {
  const [row] = await db.select({ email: users.email, passwordHash: users.passwordHash }).from(users).where(eq(users.id, actor.id)).limit(1);
  if (!row) throw notFound();
  if (!(await twoFactorOf(db, actor.id))) throw conflict("A verificação em duas etapas não está ativa.");
  const attempt = await claimAttempt(db, row.email, actor.ip ?? "unknown");
  if (attempt.locked) throw badInput("password", "Muitas tentativas com a senha errada. Aguarde 15 minutos e tente de novo.");
  if (!(await verifyPassword(row.passwordHash, input.password))) throw badInput("password", "Senha incorreta.");
  await db.transaction(async (tx) => {
    await settleAttempt(tx, attempt.attemptId);
    await tx.delete(userRecoveryCodes).where(eq(userRecoveryCodes.userId, actor.id));
    await tx.delete(userTwoFactor).where(eq(userTwoFactor.userId, actor.id));
    await recordAudit(tx, auditActor(actor), { action: "auth.two_factor_disable", entity: "user", entityId: actor.id });
  });
  return { ok: true };
}

/**
 * The Administrador's way back in for someone who lost both the phone and the recovery codes: removes the
 * authenticator and the codes, and ends the person's sessions (whoever holds the old device or a session
 * learns nothing new, and the person signs in again with the password, enrolling again if it is required).
 * Not for one's own account: Meu perfil turns it off with the password.
 */
export async function resetUserTwoFactor(db: Db, actor: Actor, userId: string): Promise<{ ok: true }> {
  if (userId === actor.id) throw badInput("id", "Para a sua própria conta, desative a verificação em duas etapas em Meu perfil.");
  await db.transaction(async (tx) => {
    const sessions = await endAllSessions(tx, userId);
    if (sessions === null) throw notFound("Usuário não encontrado.");
    const removed = await tx.delete(userTwoFactor).where(eq(userTwoFactor.userId, userId)).returning({ userId: userTwoFactor.userId });
    if (!removed.length) throw conflict("A verificação em duas etapas deste usuário não está ativa.");
    await tx.delete(userRecoveryCodes).where(eq(userRecoveryCodes.userId, userId));
    await recordAudit(tx, auditActor(actor), { action: "auth.two_factor_reset", entity: "user", entityId: userId, after: { sessions } });
  });
  return { ok: true };
}

/** Whether the office requires two-step verification of Administrador and Financeiro (Configurações › Usuários). */
export async function twoFactorRequirement(db: Db): Promise<{ required: boolean }> {
  return { required: await twoFactorRequired(db) };
}

/** Turns the requirement on or off (audited). Those it covers without an authenticator are sent to /perfil at once. */
export async function setTwoFactorRequirement(db: Db, actor: Actor, input: TwoFactorRequirementInput): Promise<{ required: boolean }> {
  return db.transaction(async (tx) => {
    const before = await twoFactorRequired(tx);
    await tx
      .insert(appSettings)
      .values({ key: TWO_FACTOR_REQUIRED_KEY, value: input.required })
      .onConflictDoUpdate({ target: appSettings.key, set: { value: input.required, version: sql`${appSettings.version} + 1`, updatedAt: sql`now()` } });
    if (before !== input.required) {
      await recordAudit(tx, auditActor(actor), {
        action: "two_factor_settings.save",
        entity: "app_setting",
        entityId: TWO_FACTOR_REQUIRED_KEY,
        before: { twoFactorRequired: before },
        after: { twoFactorRequired: input.required },
      });
    }
    return { required: input.required };
  });
}
