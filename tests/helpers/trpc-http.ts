import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { createHTTPHandler } from "@trpc/server/adapters/standalone";
import type { Session } from "next-auth";
import type { Db } from "~/server/db/client";
import { appRouter } from "~/server/root";
import { createInnerContext, logServerError } from "~/server/trpc";

/**
 * The application's router behind tRPC's own Node HTTP handler, on a loopback port: requests go through the
 * same body reading, batching, transformer and error formatter as /api/trpc (Next's page adds the Origin
 * check and the batch bound in front, which tests/http covers against the built server).
 */
export async function serveRouter(db: Db, session: () => Session | null): Promise<{ url: string; close: () => Promise<void> }> {
  let n = 0;
  const handler = createHTTPHandler({
    router: appRouter,
    createContext: () => createInnerContext({ db, session: session(), requestId: `req-${++n}` }),
    onError: ({ error, ctx, path }) => logServerError(error, ctx?.requestId, path),
  });
  const server: Server = createServer((req, res) => {
    // createHTTPHandler serves every path: strip the prefix the app mounts it under.
    req.url = req.url?.replace(/^\/api\/trpc/, "");
    handler(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/api/trpc`,
    close: () => new Promise<void>((resolve, reject) => server.close((err) => (err ? reject(err) : resolve()))),
  };
}
