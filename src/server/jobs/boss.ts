import PgBoss from "pg-boss";
import type { DbHandle } from "../db/client";

/** pg-boss keeps its tables in its own schema of the app's database (PGlite or PostgreSQL). */
export const JOBS_SCHEMA = "pgboss";

export interface BossTiming {
  /** How often an idle worker looks for work (pg-boss's minimum is 0.5 s). */
  pollingIntervalSeconds?: number;
  /** How often expired jobs are failed over to a retry and old ones archived and deleted. */
  maintenanceIntervalSeconds?: number;
}

/**
 * One pg-boss instance over the app's own connections (handle.jobs): on PostgreSQL several app servers and
 * workers share the queue (jobs are claimed with FOR UPDATE SKIP LOCKED, schedules deduplicated by pg-boss),
 * and on the embedded PGlite it runs inside the server's process with no extra service.
 */
export function createBoss(handle: DbHandle, timing: BossTiming = {}): PgBoss {
  return new PgBoss({
    db: handle.jobs as PgBoss.Db,
    schema: JOBS_SCHEMA,
    // Retention of finished work: completed and failed jobs move to the archive after a day and are deleted
    // from it after 30 days (pg-boss's maintenance does both; no job of ours needed for it).
    archiveCompletedAfterSeconds: 24 * 3600,
    archiveFailedAfterSeconds: 7 * 24 * 3600,
    deleteAfterDays: 30,
    maintenanceIntervalSeconds: timing.maintenanceIntervalSeconds ?? 120,
  });
}
