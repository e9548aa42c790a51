// node scripts/serve.mjs [next start options, e.g. -p 3000]: the built app as production runs it.
// Next's own `next start` in WEB_CONCURRENCY processes that share one port (node:cluster hands each new
// connection to the next process in turn), so every core serves requests: one Node process runs JavaScript on
// one core. See scripts/cluster.mjs for how many and which one runs the jobs.
import cluster from "node:cluster";
import { createRequire } from "node:module";
import path from "node:path";
import { workerCount, workerEnv } from "./cluster.mjs";

const root = path.resolve(import.meta.dirname, "..");
const require = createRequire(path.join(root, "package.json"));

let count;
try {
  count = workerCount();
} catch (err) {
  console.error(`✖ ${err.message}`);
  process.exit(1);
}

cluster.setupPrimary({ exec: require.resolve("next/dist/bin/next"), args: ["start", ...process.argv.slice(2)], cwd: root });

// /api/metrics, answered by whichever process took the request, covers them all: that process asks this one,
// which collects every process's registry (prom-client's AggregatorRegistry) and sends the sum back.
const { AggregatorRegistry } = require("prom-client");
const aggregator = new AggregatorRegistry();
cluster.on("message", (worker, message) => {
  if (message?.type !== "corretora:metrics-request") return;
  aggregator.clusterMetrics().then(
    (text) => worker.send({ type: "corretora:metrics", id: message.id, text }),
    (err) => worker.send({ type: "corretora:metrics", id: message.id, error: String(err?.message ?? err) }),
  );
});

const listening = new Set();
let stopping = false;
let exitCode = 0;

function fork(index) {
  const worker = cluster.fork(workerEnv(process.env, index));
  worker.on("listening", () => listening.add(worker.id));
  worker.appIndex = index;
}

function stopAll(signal) {
  stopping = true;
  // Each process finishes its requests in hand, stops its job worker and closes its pool (instrumentation-node.ts),
  // bounded by SHUTDOWN_TIMEOUT_SECONDS; a signal sent to the whole process group reaches them twice, harmlessly.
  for (const worker of Object.values(cluster.workers)) worker?.process.kill(signal);
  if (Object.keys(cluster.workers).length === 0) process.exit(exitCode);
  // Each process bounds its own stop; this only catches one that hangs past it.
  const seconds = Number(process.env.SHUTDOWN_TIMEOUT_SECONDS) || 25;
  setTimeout(() => {
    for (const worker of Object.values(cluster.workers)) worker?.process.kill("SIGKILL");
    process.exit(1);
  }, (seconds + 5) * 1000).unref();
}

cluster.on("exit", (worker, code, signal) => {
  const started = listening.delete(worker.id);
  if (stopping) {
    // Next exits with 128 + the signal's number after a graceful stop; anything else is a failure to report.
    if (code !== 0 && code !== 130 && code !== 143 && signal !== "SIGTERM" && signal !== "SIGINT") exitCode = code ?? 1;
    if (Object.keys(cluster.workers).length === 0) process.exit(exitCode);
    return;
  }
  if (!started) {
    // It never served (a configuration error, the port taken): the others would fail the same way.
    console.error(`✖ O processo ${worker.appIndex + 1} do servidor terminou ao iniciar (código ${code ?? signal}).`);
    exitCode = code || 1;
    stopAll("SIGTERM");
    return;
  }
  console.error(`✖ O processo ${worker.appIndex + 1} do servidor terminou (código ${code ?? signal}); iniciando outro no lugar.`);
  // A pause, so a process that keeps dying (its database gone, say) does not spin the machine.
  setTimeout(() => stopping || fork(worker.appIndex), 1000);
});

for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => stopping || stopAll(signal));

for (let i = 0; i < count; i++) fork(i);
if (count > 1) console.log(`→ ${count} processos do servidor na mesma porta (WEB_CONCURRENCY=${process.env.WEB_CONCURRENCY || "padrão"}).`);
