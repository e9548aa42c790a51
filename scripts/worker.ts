// npm run worker: the job worker in a process of its own (production: set JOB_WORKER=off on the app servers).
// Any number of these may share one PostgreSQL; pg-boss never gives a job to two of them at once.
import { startAppWorker } from "../src/server/jobs/app-worker";
import { serverEnv } from "../src/server/env";

if (!serverEnv().DATABASE_URL) {
  // PGlite belongs to one process: with the embedded database the worker runs inside the server (npm start).
  console.error("O worker separado precisa de DATABASE_URL (PostgreSQL). Com o banco embutido, as tarefas rodam dentro do servidor.");
  process.exit(1);
}

const worker = await startAppWorker();
if (!worker) process.exit(1);
console.log("Worker de tarefas em execução (Ctrl+C para parar).");
// A signal listener replaces Node's default exit: finish the jobs in hand, then leave (the pool would keep us alive).
for (const signal of ["SIGTERM", "SIGINT"] as const) {
  process.once(signal, () => {
    void worker
      .stop()
      .catch((err: unknown) => console.error(err))
      .finally(() => process.exit(0));
  });
}
