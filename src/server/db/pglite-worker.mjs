// The embedded database on a thread of its own (worker_threads), served over PostgreSQL's wire protocol by
// @electric-sql/pglite-socket on a Unix socket only this user can open; the app talks to it with `pg`, as to a
// PostgreSQL server. PGlite executes SQL synchronously in WebAssembly: on the server's own thread every
// statement froze the event loop (a 0.4 s analysis upload kept /api/auth/csrf waiting as long). Here the
// server's thread only sends and parses messages, and a second core runs the queries.
//
// Plain JavaScript, loaded by path (client.ts): Next bundles the server's TypeScript, but a worker's entry file
// must exist on disk as Node runs it.
import { parentPort, workerData } from "node:worker_threads";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { unaccent } from "@electric-sql/pglite/contrib/unaccent";
import { PGLiteSocketServer } from "@electric-sql/pglite-socket";

const { dataDir, socketPath } = workerData;

let db;
let server;
try {
  db = await PGlite.create(dataDir, { extensions: { pg_trgm, unaccent } });
  // One connection: PGlite has one session, and the library's multiplexer of several would interleave the
  // extended-protocol messages (Parse, Bind, Execute) of different clients outside transactions.
  server = new PGLiteSocketServer({ db, path: socketPath, maxConnections: 1 });
  await server.start();
  parentPort.postMessage({ type: "ready" });
} catch (err) {
  parentPort.postMessage({ type: "failed", message: String(err?.stack ?? err) });
  process.exit(1);
}

parentPort.on("message", async (message) => {
  if (message?.type !== "close") return;
  // Closing PGlite writes its last pages to the data directory: a worker merely terminated could lose them.
  try {
    await server.stop();
    await db.close();
    parentPort.postMessage({ type: "closed" });
  } catch (err) {
    parentPort.postMessage({ type: "closed", message: String(err?.stack ?? err) });
  }
  parentPort.close();
});
