import type { DbHandle } from "../db/client";

/**
 * A background job: a pg-boss queue, its handler and, for periodic work, a cron in São Paulo time.
 * pg-boss delivers a job at least once (a worker killed mid-job leaves it active until it expires, then it is
 * retried elsewhere), so every handler must be idempotent: re-running it after a crash changes nothing twice.
 */
export interface JobDefinition<Data extends object = Record<string, unknown>> {
  /** The queue's name: letters, digits, "-" and "." only. */
  name: string;
  /** Five-field cron, evaluated in America/Sao_Paulo. */
  cron?: string;
  /** How long a job may stay active before it is considered lost and retried (a crashed worker). */
  expireInSeconds?: number;
  retryLimit?: number;
  retryDelaySeconds?: number;
  run(handle: DbHandle, data: Data, now: Date): Promise<unknown>;
}

export const SAO_PAULO = "America/Sao_Paulo";
