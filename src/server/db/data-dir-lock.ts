import lockfile from "proper-lockfile";
import { logger } from "../logger";

/**
 * One process at a time on an embedded (PGlite) data directory. Two processes writing the same files corrupt it
 * for good: two servers started on one DATA_DIR (say, a second `npm start` with another PORT, or a seed script
 * beside the running app) once left "missing chunk number 0 for toast value … in pg_toast_2619" and a database
 * nobody could sign in to. PGlite itself takes no lock.
 *
 * proper-lockfile keeps `<dir>.lock` and refreshes its mtime; a lock whose owner was killed is stale after
 * STALE_MS and taken over, so a restart after a crash waits for that at most (the retries), and a process ID is
 * never trusted (a container restarts with the same low PIDs).
 */
export const STALE_MS = 20_000;

export class DataDirInUseError extends Error {
  constructor(dataDir: string) {
    super(
      `O banco embutido em ${dataDir} já está aberto por outro processo (outro servidor ou script nesta pasta). ` +
        "Pare o outro processo ou use outro DATA_DIR.",
    );
    this.name = "DataDirInUseError";
  }
}

/** Takes the directory's lock (waiting out a stale one); resolves to its release. */
export async function lockDataDir(dataDir: string, options: { waitMs?: number } = {}): Promise<() => Promise<void>> {
  const waitMs = options.waitMs ?? STALE_MS + 5_000;
  try {
    return await lockfile.lock(dataDir, {
      stale: STALE_MS,
      update: STALE_MS / 4,
      retries: waitMs > 0 ? { retries: Math.ceil(waitMs / 1_000), factor: 1, minTimeout: 1_000, maxTimeout: 1_000 } : 0,
      // Losing it means another process may now write here too: only a log can say so, the data is open already.
      onCompromised: (err) => logger.error({ err, dataDir }, "a trava do banco embutido foi perdida"),
    });
  } catch (err) {
    if ((err as { code?: string }).code === "ELOCKED") throw new DataDirInUseError(dataDir);
    throw err;
  }
}
