import { EventEmitter } from "node:events";
import { describe, expect, it } from "vitest";
import { beforeShutdownExit, installGracefulShutdown, isShuttingDown, onShutdownSignal } from "./shutdown";

/** A stand-in for the process object (its signals and exit), so the test process itself keeps running. */
function fakeProcess() {
  const emitter = new EventEmitter();
  const exits: (number | undefined)[] = [];
  const proc = {
    on: (event: string, listener: (...args: unknown[]) => void) => (emitter.on(event, listener), proc),
    exit: (code?: number) => void exits.push(code),
  };
  return { proc: proc as unknown as Pick<NodeJS.Process, "on" | "exit">, emitter, exits };
}

const tick = (ms = 5) => new Promise((resolve) => setTimeout(resolve, ms));

describe("graceful shutdown", () => {
  it("stops the worker at the signal, closes the pool after the requests, and only then exits", async () => {
    const { proc, emitter, exits } = fakeProcess();
    const steps: string[] = [];
    let releaseWorker!: () => void;
    onShutdownSignal(async () => {
      steps.push("worker stopping");
      await new Promise<void>((resolve) => (releaseWorker = resolve));
      steps.push("worker stopped");
    });
    beforeShutdownExit(async () => {
      steps.push("pool closed");
    });
    installGracefulShutdown(10_000, proc);
    expect(isShuttingDown()).toBe(false);

    emitter.emit("SIGTERM", "SIGTERM");
    expect(isShuttingDown()).toBe(true);
    expect(steps).toEqual(["worker stopping"]);
    // Next, once its requests are finished, calls exit: held until the worker has stopped and the pool closed.
    proc.exit(143);
    await tick();
    expect(exits).toEqual([]);
    releaseWorker();
    await tick();
    expect(steps).toEqual(["worker stopping", "worker stopped", "pool closed"]);
    expect(exits).toEqual([143]);
  });
});
