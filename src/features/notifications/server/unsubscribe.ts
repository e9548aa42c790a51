import { createHmac, timingSafeEqual } from "node:crypto";
import { eq } from "drizzle-orm";
import { recordAudit } from "~/server/audit";
import { authSecret } from "~/server/auth/secret";
import type { Db } from "~/server/db/client";
import { users } from "~/server/db/schema";
import { appBaseUrl } from "./email-render";
import { getPreferences, upsertSettings } from "./notifications.service";

const PURPOSE = "digest-unsubscribe";

function signature(userId: string, secret: string): string {
  return createHmac("sha256", secret).update(`${PURPOSE}:${userId}`).digest("base64url");
}

/** `<userId>.<HMAC>`: names one user and one purpose (turning the digest off), so it needs no session. */
export function unsubscribeToken(userId: string, secret = authSecret()): string {
  return `${userId}.${signature(userId, secret)}`;
}

/** The user a token was made for, or null when it was not signed by this server. */
export function verifyUnsubscribeToken(token: string, secret = authSecret()): string | null {
  const dot = token.indexOf(".");
  if (dot <= 0 || token.length > 200) return null;
  const userId = token.slice(0, dot);
  const given = Buffer.from(token.slice(dot + 1));
  const expected = Buffer.from(signature(userId, secret));
  return given.length === expected.length && timingSafeEqual(given, expected) ? userId : null;
}

export function unsubscribeUrl(userId: string): string {
  return `${appBaseUrl()}/api/notificacoes/resumo?token=${encodeURIComponent(unsubscribeToken(userId))}`;
}

/** Turns the user's digest off (audited as theirs, with no session: the signed link is the proof). */
export async function unsubscribeDigest(db: Db, token: string): Promise<{ userId: string; locale: string } | null> {
  const userId = verifyUnsubscribeToken(token);
  if (!userId) return null;
  return db.transaction(async (tx) => {
    const [user] = await tx.select({ id: users.id, locale: users.locale }).from(users).where(eq(users.id, userId)).limit(1);
    if (!user) return null;
    const before = await getPreferences(tx, userId);
    if (before.digestEnabled) {
      await upsertSettings(tx, userId, { digestEnabled: false });
      await recordAudit(tx, { userId }, { action: "user.digest_unsubscribe", entity: "user", entityId: userId, before: { digestEnabled: true }, after: { digestEnabled: false } });
    }
    return { userId, locale: user.locale };
  });
}
