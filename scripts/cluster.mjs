// The production server's process plan (scripts/serve.mjs): how many app processes share the port, and which
// one runs the background jobs. Plain Node, no dependencies, so a test can import it as it is.
import { availableParallelism } from "node:os";

/**
 * WEB_CONCURRENCY when set; otherwise one process per core on PostgreSQL, and one on the embedded PGlite: its
 * database lives inside the process that opened it, so a second process could not read it.
 */
export function workerCount(env = process.env, cores = availableParallelism()) {
  const raw = (env.WEB_CONCURRENCY ?? "").trim();
  if (!raw) return env.DATABASE_URL ? Math.max(1, cores) : 1;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 1 || n > 64) throw new Error(`WEB_CONCURRENCY="${raw}" não é um número de processos entre 1 e 64.`);
  if (n > 1 && !env.DATABASE_URL) throw new Error("WEB_CONCURRENCY acima de 1 exige DATABASE_URL: o banco embutido (PGlite) só pode ser aberto por um processo.");
  return n;
}

/**
 * The environment of app process `index` (0-based). Only the first runs the job worker, when jobs run in the
 * server at all (JOB_WORKER=in-process, the default): pg-boss would not run a job twice with several, but each
 * would poll the queue and keep its own cron clock for nothing. A replacement for a process that died takes
 * its index, so the jobs always have exactly one home.
 */
export function workerEnv(env, index) {
  const jobs = (env.JOB_WORKER ?? "in-process") === "in-process" && index === 0;
  return { JOB_WORKER: jobs ? "in-process" : "off" };
}
