import { randomBytes } from "node:crypto";
import { linkSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { productionConfigErrors, serverEnv } from "../env";

let cached: string | undefined;

/**
 * NEXTAUTH_SECRET when configured; otherwise, for the embedded default only, a random secret
 * generated once into the data directory so sessions survive restarts.
 */
export function authSecret(): string {
  if (cached) return cached;
  const env = serverEnv();
  if (env.NEXTAUTH_SECRET) return (cached = env.NEXTAUTH_SECRET);
  const errors = productionConfigErrors(env);
  if (errors.length) throw new Error(errors.join("\n"));
  const file = path.join(env.DATA_DIR, "nextauth-secret");
  try {
    cached = readFileSync(file, "utf8").trim();
    if (cached.length >= 32) return cached;
  } catch {
    // Not generated yet.
  }
  mkdirSync(env.DATA_DIR, { recursive: true });
  // Written whole under another name, then linked into place: several app processes starting at once
  // (scripts/serve.mjs) must all end up with the one secret, and a link fails if the name is taken.
  const secret = randomBytes(48).toString("base64url");
  const draft = `${file}.${process.pid}`;
  writeFileSync(draft, secret, { mode: 0o600 });
  try {
    linkSync(draft, file);
    cached = secret;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== "EEXIST") throw err;
    cached = readFileSync(file, "utf8").trim();
  } finally {
    rmSync(draft, { force: true });
  }
  return cached;
}
