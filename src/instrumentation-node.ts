import { productionConfigErrors, serverEnv } from "./server/env";

// A production deployment without NEXTAUTH_SECRET or NEXTAUTH_URL refuses to start instead of
// failing later, on the first sign-in.
const errors = productionConfigErrors();
if (errors.length) {
  console.error(`\n✖ Configuração de produção incompleta:\n${errors.map((e) => `  - ${e}`).join("\n")}\n`);
  process.exit(1);
}

// Background jobs run in the server's process unless a separate `npm run worker` takes them (JOB_WORKER=off).
// Not awaited: the server answers while the worker starts (it opens the database and pg-boss's schema).
if (serverEnv().JOB_WORKER === "in-process" && process.env.NEXT_PHASE !== "phase-production-build") {
  void import("./server/jobs/app-worker").then((m) => m.startAppWorker());
}
