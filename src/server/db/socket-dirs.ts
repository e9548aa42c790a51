import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";

// The embedded database's private socket lives in a temporary folder of its own. A process that ends normally (or
// whose PGlite thread stops) removes it; one killed outright (SIGKILL, the machine's OOM killer) cannot, and each
// such kill used to leave a folder behind in /tmp for good. The folder's name now carries its process's id, so
// the next start removes the folders of processes that are gone.

export const SOCKET_DIR_PREFIX = "corretora-pglite-";
const OWNED = new RegExp(`^${SOCKET_DIR_PREFIX}(\\d+)-`);

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    // EPERM: alive, another user's. Only ESRCH says there is no such process.
    return (err as NodeJS.ErrnoException).code !== "ESRCH";
  }
}

/** Removes the socket folders of processes that no longer exist; returns their names. */
export function sweepStaleSocketDirs(tmpRoot = os.tmpdir()): string[] {
  const removed: string[] = [];
  for (const name of readdirSync(tmpRoot)) {
    const pid = OWNED.exec(name)?.[1];
    if (!pid || isAlive(Number(pid))) continue;
    try {
      rmSync(path.join(tmpRoot, name), { recursive: true, force: true });
      removed.push(name);
    } catch {
      // Another user's folder (mkdtemp makes it 0700): not ours to remove.
    }
  }
  return removed;
}

/** A new socket folder (0700, as mkdtemp makes it: no other user of the machine can open the socket). */
export function makeSocketDir(tmpRoot = os.tmpdir()): string {
  return mkdtempSync(path.join(tmpRoot, `${SOCKET_DIR_PREFIX}${process.pid}-`));
}
