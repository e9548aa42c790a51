import type PgBoss from "pg-boss";
import type { DbHandle } from "../db/client";
import { logger } from "../logger";
import { createBoss, type BossTiming } from "./boss";
import { SAO_PAULO, type JobDefinition } from "./job";

export interface RunningWorker {
  boss: PgBoss;
  /** Graceful: waits for the jobs in hand (up to `timeoutMs`), then closes. */
  stop(options?: { graceful?: boolean; timeoutMs?: number }): Promise<void>;
}

/**
 * Starts a worker for `definitions` on the handle's database: creates the queues (idempotent), subscribes a
 * handler to each and registers the cron schedules. Any number of workers may run against one database.
 */
export async function startWorker(handle: DbHandle, definitions: readonly JobDefinition[], timing: BossTiming & { now?: () => Date } = {}): Promise<RunningWorker> {
  const boss = createBoss(handle, timing);
  boss.on("error", (err) => logger.error({ err }, "fila de tarefas: erro"));
  await boss.start();
  for (const def of definitions) {
    await boss.createQueue(def.name, {
      name: def.name,
      expireInSeconds: def.expireInSeconds ?? 15 * 60,
      retryLimit: def.retryLimit ?? 5,
      retryDelay: def.retryDelaySeconds ?? 30,
      retryBackoff: (def.retryDelaySeconds ?? 30) > 0,
    });
    await boss.work(def.name, { pollingIntervalSeconds: timing.pollingIntervalSeconds ?? 2, batchSize: 1 }, async ([job]) => {
      if (!job) return;
      const started = Date.now();
      try {
        const result = await def.run(handle, (job.data ?? {}) as never, timing.now?.() ?? new Date());
        logger.info({ job: def.name, id: job.id, ms: Date.now() - started }, "tarefa concluída");
        return result;
      } catch (err) {
        logger.error({ err, job: def.name, id: job.id }, "tarefa falhou (será tentada novamente)");
        throw err;
      }
    });
    if (def.cron) await boss.schedule(def.name, def.cron, {}, { tz: SAO_PAULO });
  }
  return {
    boss,
    stop: ({ graceful = true, timeoutMs = 30_000 } = {}) => boss.stop({ graceful, timeout: timeoutMs, wait: true, close: false }),
  };
}
