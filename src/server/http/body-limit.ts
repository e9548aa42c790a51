import type { IncomingMessage } from "node:http";

/** A request body past its route's limit: answered 413 with the route's message. */
export class PayloadTooLargeError extends Error {
  constructor(readonly maxBytes: number) {
    super(`request body over ${maxBytes} bytes`);
    this.name = "PayloadTooLargeError";
  }
}

/** The request body as chunks, failing with PayloadTooLargeError past `max` bytes (the stream is never buffered whole). */
export async function* limitedBody(body: AsyncIterable<Uint8Array | string>, max: number): AsyncGenerator<Uint8Array> {
  let total = 0;
  for await (const chunk of body) {
    const bytes = typeof chunk === "string" ? Buffer.from(chunk) : chunk;
    total += bytes.byteLength;
    if (total > max) throw new PayloadTooLargeError(max);
    yield bytes;
  }
}

/**
 * Reads and drops what is left of a request body, up to `max` bytes; true once it ended, false past `max` (or if
 * the client went away). A route that refuses a file after its first chunk (not a table, no session) answers
 * while the client is still sending: closing the connection then resets it, and the client sees a failed upload
 * (EPIPE) instead of the message. Reads with read(), beside any async iterator left suspended on the stream.
 */
export function discardRest(req: IncomingMessage, max: number): Promise<boolean> {
  if (req.complete || req.readableEnded) return Promise.resolve(true);
  return new Promise((resolve) => {
    let seen = 0;
    const done = (ended: boolean) => {
      req.off("readable", pump);
      req.off("end", onEnd);
      req.off("close", onClose);
      resolve(ended);
    };
    const onEnd = () => done(true);
    const onClose = () => done(req.complete);
    function pump() {
      for (let chunk = req.read() as Buffer | null; chunk !== null; chunk = req.read() as Buffer | null) {
        seen += chunk.length;
        if (seen > max) return done(false);
      }
    }
    req.on("readable", pump);
    req.once("end", onEnd);
    req.once("close", onClose);
    pump();
  });
}
