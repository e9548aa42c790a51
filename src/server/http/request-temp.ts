import { AsyncLocalStorage } from "node:async_hooks";
import { mkdirSync, mkdtempSync } from "node:fs";
import { rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { serverEnv } from "../env";
import { logger } from "../logger";

interface TempScope {
  dir: string | null;
}

const storage = new AsyncLocalStorage<TempScope>();

/** The folder under which each request's temporary folder is made: UPLOAD_TMP_DIR (made if missing) or the system's. */
export function uploadTempRoot(): string {
  const root = serverEnv().UPLOAD_TMP_DIR ?? tmpdir();
  mkdirSync(root, { recursive: true });
  return root;
}

/**
 * Runs a request's work with a temporary folder of its own, made on first use and removed (with whatever a
 * reader left in it) once the work settles, whether it succeeded, failed or the client went away midway.
 */
export async function withRequestTempDir<T>(fn: () => Promise<T>): Promise<T> {
  const scope: TempScope = { dir: null };
  try {
    return await storage.run(scope, fn);
  } finally {
    if (scope.dir) await rm(scope.dir, { recursive: true, force: true }).catch((err: unknown) => logger.warn({ err, dir: scope.dir }, "temporary folder not removed"));
  }
}

/** The current request's temporary folder (made now if needed); null outside withRequestTempDir. */
export function requestTempDir(): string | null {
  const scope = storage.getStore();
  if (!scope) return null;
  if (!scope.dir) {
    scope.dir = mkdtempSync(path.join(uploadTempRoot(), "upload-"));
  }
  return scope.dir;
}
