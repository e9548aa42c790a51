import cluster from "node:cluster";
import { randomUUID } from "node:crypto";
import { AggregatorRegistry, collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from "prom-client";
import { openedDbHandle, type DbHandle } from "../db/client";
import { JOBS_SCHEMA } from "../jobs/boss";

/**
 * The process's Prometheus metrics (prom-client), served at /api/metrics. Kept on globalThis: Next bundles each
 * API route apart, and a count made in the tRPC route must be the one the metrics route reads.
 */
interface Metrics {
  registry: Registry;
  httpRequests: Counter<"route" | "method" | "status">;
  httpDuration: Histogram<"route" | "method">;
  procedureCalls: Counter<"procedure" | "type" | "code">;
  procedureDuration: Histogram<"procedure" | "type">;
  /** Set once the database is open, for the pool and queue gauges. */
  handle: DbHandle | null;
}

const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];

const globalForMetrics = globalThis as unknown as { __metrics?: Metrics };

function create(): Metrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  if (cluster.isWorker) {
    // One of several app processes (scripts/serve.mjs): the primary collects this registry with the others'.
    new AggregatorRegistry();
    AggregatorRegistry.setRegistries([registry]);
  }
  const metrics: Metrics = {
    registry,
    httpRequests: new Counter({ name: "http_requests_total", help: "API route requests (outside tRPC), by route, method and status.", labelNames: ["route", "method", "status"], registers: [registry] }),
    httpDuration: new Histogram({ name: "http_request_duration_seconds", help: "API route request duration.", labelNames: ["route", "method"], buckets: DURATION_BUCKETS, registers: [registry] }),
    procedureCalls: new Counter({ name: "trpc_calls_total", help: "tRPC procedure calls, by procedure, type and result code.", labelNames: ["procedure", "type", "code"], registers: [registry] }),
    procedureDuration: new Histogram({ name: "trpc_call_duration_seconds", help: "tRPC procedure duration.", labelNames: ["procedure", "type"], buckets: DURATION_BUCKETS, registers: [registry] }),
    handle: null,
  };
  new Gauge({
    name: "db_pool_connections",
    help: "PostgreSQL pool connections by state (total, idle, waiting clients); absent on the embedded PGlite.",
    labelNames: ["state"],
    registers: [registry],
    async collect() {
      const stats = (await databaseOf(metrics))?.poolStats?.();
      if (!stats) return;
      this.set({ state: "total" }, stats.total);
      this.set({ state: "idle" }, stats.idle);
      this.set({ state: "waiting" }, stats.waiting);
    },
  });
  new Gauge({
    name: "job_queue_jobs",
    help: "Background jobs in the pg-boss queue, by queue and state.",
    labelNames: ["queue", "state"],
    registers: [registry],
    // Every app process reads the same table: across processes the figure is one of them, not their sum.
    aggregator: "first",
    async collect() {
      this.reset();
      const handle = await databaseOf(metrics);
      if (!handle) return;
      try {
        const { rows } = await handle.jobs.executeSql(`select name, state::text as state, count(*)::int as jobs from ${JOBS_SCHEMA}.job group by 1, 2`);
        for (const row of rows as { name: string; state: string; jobs: number }[]) this.set({ queue: row.name, state: row.state }, row.jobs);
      } catch {
        // The queue's schema appears with the first worker start: until then there is nothing to count.
      }
    },
  });
  return metrics;
}

/** The database the gauges read: the one given to watchDatabase, or this process's if it opened it already. */
async function databaseOf(m: Metrics): Promise<DbHandle | null> {
  return m.handle ?? (await openedDbHandle()?.catch(() => null)) ?? null;
}

export function metrics(): Metrics {
  globalForMetrics.__metrics ??= create();
  return globalForMetrics.__metrics;
}

/** Gives the pool and queue gauges their database. */
export function watchDatabase(handle: DbHandle): void {
  metrics().handle = handle;
}

/** Counts and times one API route request; call the result when the answer is finished. */
export function startRequestTimer(route: string, method: string): (status: number) => void {
  const end = metrics().httpDuration.startTimer({ route, method });
  return (status) => {
    end();
    metrics().httpRequests.inc({ route, method, status: String(status) });
  };
}

/** Counts and times a request served by a handler of its own (next-auth, downloads): ends when the answer does. */
export function timeResponse(route: string, req: { method?: string }, res: { once(event: "close", listener: () => void): unknown; statusCode: number }): void {
  const done = startRequestTimer(route, req.method ?? "?");
  res.once("close", () => done(res.statusCode));
}

/** Counts and times one tRPC call. */
export function recordProcedure(procedure: string, type: string, code: string, seconds: number): void {
  const m = metrics();
  m.procedureCalls.inc({ procedure, type, code });
  m.procedureDuration.observe({ procedure, type }, seconds);
}

const METRICS_TIMEOUT_MS = 10_000;

/**
 * The Prometheus text of the whole server. Alone, this process's registry; as one of several app processes
 * (scripts/serve.mjs), every process's, summed by the primary (prom-client's AggregatorRegistry), whichever
 * process the scrape reached.
 */
export function metricsText(): Promise<string> {
  if (!cluster.isWorker || !process.send) return metrics().registry.metrics();
  const id = randomUUID();
  return new Promise((resolve, reject) => {
    const done = (fn: () => void) => {
      clearTimeout(timer);
      process.off("message", onMessage);
      fn();
    };
    const onMessage = (message: { type?: string; id?: string; text?: string; error?: string }) => {
      if (message?.type !== "corretora:metrics" || message.id !== id) return;
      done(() => (message.error === undefined ? resolve(message.text ?? "") : reject(new Error(message.error))));
    };
    const timer = setTimeout(() => done(() => reject(new Error("the server processes' metrics did not arrive in time"))), METRICS_TIMEOUT_MS);
    process.on("message", onMessage);
    process.send!({ type: "corretora:metrics-request", id });
  });
}
