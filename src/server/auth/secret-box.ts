import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from "node:crypto";
import { authSecret } from "./secret";

/**
 * The authenticator apps' TOTP secrets at rest (issue 20): a copy of the database or of a backup must not be
 * enough to produce a user's codes. AES-256-GCM from node:crypto, under a key derived (HKDF-SHA256) from the
 * session secret, so no new setting is needed; a stored value reads "v1.<iv>.<tag>.<ciphertext>" (base64url).
 * Changing NEXTAUTH_SECRET makes the stored secrets unreadable: those users sign in with a recovery code and
 * enrol again (or an administrator resets their two-step verification), as the README says.
 */
const PREFIX = "v1.";
const INFO = "corretora:two-factor-secret:v1";

let key: { secret: string; key: Buffer } | undefined;
function keyOf(): Buffer {
  const secret = authSecret();
  if (key?.secret !== secret) key = { secret, key: Buffer.from(hkdfSync("sha256", secret, Buffer.alloc(0), INFO, 32)) };
  return key.key;
}

export function sealSecret(plain: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", keyOf(), iv);
  const body = Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]);
  return PREFIX + [iv, cipher.getAuthTag(), body].map((b) => b.toString("base64url")).join(".");
}

export const isSealed = (stored: string) => stored.startsWith(PREFIX);

/**
 * The plain secret of a stored value; a value stored before secrets were sealed is plain already. Null when it
 * cannot be opened (another session secret, a damaged value): the code is refused, never an error.
 */
export function openSecret(stored: string): string | null {
  if (!isSealed(stored)) return stored;
  const [iv, tag, body] = stored.slice(PREFIX.length).split(".").map((p) => Buffer.from(p, "base64url"));
  if (!iv || !tag || !body || iv.length !== 12 || tag.length !== 16) return null;
  try {
    const decipher = createDecipheriv("aes-256-gcm", keyOf(), iv);
    decipher.setAuthTag(tag);
    return Buffer.concat([decipher.update(body), decipher.final()]).toString("utf8");
  } catch {
    return null;
  }
}
