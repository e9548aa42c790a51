import { createServer, request, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { Readable } from "node:stream";
import { afterEach, describe, expect, it } from "vitest";
import { streamToResponse } from "./stream-to-response";

let server: Server | undefined;
afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

/** Serves one streamed body through a response that already has `existing` close listeners (Next puts 4). */
async function download(existing: number): Promise<{ body: string; warnings: string[] }> {
  const warnings: string[] = [];
  const onWarning = (w: Error) => warnings.push(`${w.name}: ${w.message}`);
  process.on("warning", onWarning);
  try {
    server = createServer((_req, res) => {
      for (let i = 0; i < existing; i++) res.on("close", () => undefined);
      void streamToResponse(Readable.from(["uma ", "linha ", "por ", "vez"]), res);
    });
    await new Promise<void>((resolve) => server!.listen(0, "127.0.0.1", resolve));
    const { port } = server.address() as AddressInfo;
    const body = await new Promise<string>((resolve, reject) => {
      request({ host: "127.0.0.1", port, path: "/" }, (res) => {
        let text = "";
        res.setEncoding("utf8").on("data", (c: string) => (text += c)).on("end", () => resolve(text)).on("error", reject);
      }).end();
    });
    // Node emits the warning on the next tick after the listener that passed the limit.
    await new Promise((resolve) => setImmediate(resolve));
    return { body, warnings };
  } finally {
    process.off("warning", onWarning);
  }
}

describe("streamToResponse", () => {
  it("streams the whole body into a response that already carries Next's close listeners, with no 'possible leak' warning", async () => {
    const { body, warnings } = await download(4);
    expect(body).toBe("uma linha por vez");
    expect(warnings.filter((w) => w.startsWith("MaxListenersExceededWarning"))).toEqual([]);
  });
});
