import { getDbHandle } from "../db/client";
import { serverEnv } from "../env";
import { logger } from "../logger";
import { JOB_DEFINITIONS } from "./definitions";
import { startWorker, type RunningWorker } from "./worker";

const globalForWorker = globalThis as unknown as { __jobWorker?: Promise<RunningWorker | null> };

/**
 * The worker of this process: started once with the server when JOB_WORKER=in-process (the default, so
 * `npm start` needs nothing else), or by `npm run worker` in a process of its own (JOB_WORKER=off on the app
 * servers then). Inside the server, the graceful shutdown (server/ops/shutdown.ts) stops it with stopAppWorker;
 * the separate worker stops gracefully on SIGTERM/SIGINT (scripts/worker.ts).
 */
export function startAppWorker(): Promise<RunningWorker | null> {
  globalForWorker.__jobWorker ??= (async () => {
    const handle = await getDbHandle();
    const worker = await startWorker(handle, JOB_DEFINITIONS, { pollingIntervalSeconds: serverEnv().JOB_POLL_SECONDS });
    logger.info({ jobs: JOB_DEFINITIONS.map((d) => d.name) }, "fila de tarefas: worker iniciado");
    return worker;
  })().catch((err: unknown) => {
    logger.error({ err }, "fila de tarefas: o worker não iniciou");
    globalForWorker.__jobWorker = undefined;
    return null;
  });
  return globalForWorker.__jobWorker;
}

/** Stops this process's worker, if it started: no new job is taken, the one in hand may finish within timeoutMs. */
export async function stopAppWorker(timeoutMs: number): Promise<void> {
  const worker = await globalForWorker.__jobWorker;
  if (!worker) return;
  await worker.stop({ graceful: true, timeoutMs });
  logger.info("fila de tarefas: worker parado");
}
