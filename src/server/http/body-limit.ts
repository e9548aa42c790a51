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
