import type { PGlite } from "@electric-sql/pglite";

/** Resolves after one turn of the event loop: the I/O, timers and immediates already waiting run first. */
function nextTurn(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
}

/**
 * Makes each PGlite statement start in an event-loop turn of its own.
 *
 * PGlite runs one statement at a time on the server's own thread, queued in order (a FIFO mutex). But the end
 * of one statement hands the engine to the next waiter through promise callbacks alone, so while statements
 * are queued the event loop never turns: a request that needs a turn (reading its socket, Next's routing,
 * a timer) waits until the whole queue has drained, and by then the requests that never left the promise
 * chain have queued more. Measured with 50 clients on leads.list: p50 0.9 s but p99 13–17 s, max 20 s, most
 * clients starved by a few. Starting each statement after a turn lets the waiting requests in between, so the
 * wait is in arrival order (p99 about 1.5 × p50). A statement costs one setImmediate more.
 *
 * PGlite's queries, exec scripts and each statement of a transaction all pass through _runExclusiveQuery
 * (BasePGlite's contract); pglite-turns.int.test.ts checks it still does.
 */
export function takeTurns(client: PGlite): PGlite {
  const run = client._runExclusiveQuery.bind(client);
  client._runExclusiveQuery = <T>(fn: () => Promise<T>): Promise<T> =>
    run(async () => {
      await nextTurn();
      return fn();
    });
  return client;
}
