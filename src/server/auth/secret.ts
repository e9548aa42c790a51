import { randomBytes } from "node:crypto";
import { linkSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { productionConfigErrors, serverEnv, type ServerEnv } from "../env";

// Kept with the configuration it came from: a configuration read again (resetServerEnvForTests, between test
// files sharing a process) reads the secret again too.
let cached: { env: ServerEnv; secret: string } | undefined;

/**
 * NEXTAUTH_SECRET when configured; otherwise, for the embedded default only, a random secret
 * generated once into the data directory so sessions survive restarts.
 */
export function authSecret(): string {
  const env = serverEnv();
  if (cached?.env !== env) cached = { env, secret: readSecret(env) };
  return cached.secret;
}

function readSecret(env: ServerEnv): string {
  if (env.NEXTAUTH_SECRET) return env.NEXTAUTH_SECRET;
  const errors = productionConfigErrors(env);
  if (errors.length) throw new Error(errors.join("\n"));
  const file = path.join(env.DATA_DIR, "nextauth-secret");
  try {
    const stored = readFileSync(file, "utf8").trim();
    if (stored.length >= 32) return stored;
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
    return secret;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== "EEXIST") throw err;
    return readFileSync(file, "utf8").trim();
  } finally {
    rmSync(draft, { force: true });
  }
}
