import { hkdfSync } from "node:crypto";
import { jwtDecrypt } from "jose";
import type { JWT, JWTDecodeParams } from "next-auth/jwt";

const keys = new Map<string, Uint8Array>();

/** next-auth's encryption key for a secret (HKDF-SHA256, the info string next-auth uses), derived once. */
function encryptionKey(secret: string, salt: string): Uint8Array {
  const id = `${salt}\u0000${secret}`;
  let key = keys.get(id);
  if (!key) {
    key = new Uint8Array(hkdfSync("sha256", secret, salt, `NextAuth.js Generated Encryption Key${salt ? ` (${salt})` : ""}`, 32));
    keys.set(id, key);
  }
  return key;
}

/**
 * next-auth's own JWT decode, with the key derived once per secret instead of on every request (the HKDF was
 * ~0.3 ms of each tRPC call's server time). Same algorithm, same 15-second clock tolerance, same failures
 * (getToken turns a throw into "no session").
 */
export async function decodeSessionToken({ token, secret, salt = "" }: JWTDecodeParams): Promise<JWT | null> {
  if (!token) return null;
  if (typeof secret !== "string") throw new Error("decodeSessionToken: one secret, not a list");
  const { payload } = await jwtDecrypt(token, encryptionKey(secret, salt), { clockTolerance: 15 });
  return payload as JWT;
}
