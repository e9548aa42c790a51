import { productionConfigErrors, serverEnv } from "./server/env";
import { beforeShutdownExit, installGracefulShutdown, onShutdownSignal } from "./server/ops/shutdown";

// A production deployment without NEXTAUTH_SECRET or NEXTAUTH_URL refuses to start instead of
// failing later, on the first sign-in.
const errors = productionConfigErrors();
if (errors.length) {
  console.error(`\n✖ Configuração de produção incompleta:\n${errors.map((e) => `  - ${e}`).join("\n")}\n`);
  process.exit(1);
}

// SIGTERM: Next finishes the requests in hand; meanwhile the job worker stops taking jobs, and once the requests
// are done the database pool closes, then the process exits (bounded by SHUTDOWN_TIMEOUT_SECONDS).
if (process.env.NEXT_PHASE !== "phase-production-build") {
  const timeoutMs = serverEnv().SHUTDOWN_TIMEOUT_SECONDS * 1000;
  installGracefulShutdown(timeoutMs);
  onShutdownSignal(async () => {
    const { stopAppWorker } = await import("./server/jobs/app-worker");
    await stopAppWorker(Math.max(1000, timeoutMs - 2000));
  });
  beforeShutdownExit(async () => {
    const { openedDbHandle } = await import("./server/db/client");
    const handle = await openedDbHandle()?.catch(() => null);
    await handle?.close();
  });
}

// Background jobs run in the server's process unless a separate `npm run worker` takes them (JOB_WORKER=off).
// Not awaited: the server answers while the worker starts (it opens the database and pg-boss's schema).
if (serverEnv().JOB_WORKER === "in-process" && process.env.NEXT_PHASE !== "phase-production-build") {
  void import("./server/jobs/app-worker").then((m) => m.startAppWorker());
}
