import { logger } from "../logger";

/**
 * Graceful shutdown of the server process on SIGTERM (or SIGINT). Next's own handler stops accepting
 * connections, lets the requests in hand finish, then calls process.exit; the steps registered here (stop the
 * job worker, close the database pool) must run after those requests and before the exit. So the exit is held
 * until the steps are done: the worker starts stopping at the signal (no new job is taken, the one in hand
 * finishes), the pool closes once Next has finished the requests, and SHUTDOWN_TIMEOUT_SECONDS bounds it all.
 */
interface ShutdownState {
  shuttingDown: boolean;
  /** Run at the signal (in parallel with Next finishing the requests). */
  atSignal: (() => Promise<void>)[];
  /** Run once the requests are finished, just before the exit. */
  beforeExit: (() => Promise<void>)[];
  installed: boolean;
}

const globalForShutdown = globalThis as unknown as { __shutdown?: ShutdownState };

function state(): ShutdownState {
  globalForShutdown.__shutdown ??= { shuttingDown: false, atSignal: [], beforeExit: [], installed: false };
  return globalForShutdown.__shutdown;
}

/** True once a SIGTERM/SIGINT was received: /api/ready answers 503 so a load balancer stops sending traffic. */
export function isShuttingDown(): boolean {
  return state().shuttingDown;
}

export function onShutdownSignal(step: () => Promise<void>): void {
  state().atSignal.push(step);
}

export function beforeShutdownExit(step: () => Promise<void>): void {
  state().beforeExit.push(step);
}

async function runAll(steps: readonly (() => Promise<void>)[], what: string): Promise<void> {
  await Promise.all(steps.map((step) => step().catch((err: unknown) => logger.error({ err }, `encerramento: ${what} falhou`))));
}

/**
 * Installs the signal handling once per process. `exit` is process.exit (a parameter so tests can watch it);
 * `timeoutMs` is the most the exit waits.
 */
export function installGracefulShutdown(timeoutMs: number, proc: Pick<NodeJS.Process, "on" | "exit"> = process): void {
  const s = state();
  if (s.installed) return;
  s.installed = true;
  let signalled: Promise<void> = Promise.resolve();
  const realExit = proc.exit.bind(proc);
  const onSignal = (signal: string) => {
    if (s.shuttingDown) return;
    s.shuttingDown = true;
    logger.info({ signal }, "encerrando: terminando os pedidos em andamento e as tarefas");
    signalled = runAll(s.atSignal, "parada");
    // Next exits by itself after closing the server; if nothing does, the timeout still ends the process.
    setTimeout(() => {
      logger.warn({ timeoutMs }, "encerramento: tempo esgotado, saindo assim mesmo");
      realExit(1);
    }, timeoutMs).unref();
  };
  proc.on("SIGTERM", onSignal);
  proc.on("SIGINT", onSignal);
  let exiting = false;
  proc.exit = ((code?: number) => {
    if (!s.shuttingDown || exiting) return realExit(code);
    exiting = true;
    void signalled
      .then(() => runAll(s.beforeExit, "fechamento"))
      .finally(() => {
        logger.info({ code }, "encerrado");
        realExit(code);
      });
    return undefined as never;
  }) as NodeJS.Process["exit"];
}
