/** Uploads above this are refused (413): a 50 MB CSV is several hundred thousand rows. */
export const MAX_IMPORT_BYTES = 50 * 1024 * 1024;
export const TOO_LARGE_MESSAGE = "Arquivo muito grande: o limite é 50 MB. Divida a planilha em arquivos menores.";

export class PayloadTooLargeError extends Error {
  constructor() {
    super(TOO_LARGE_MESSAGE);
    this.name = "PayloadTooLargeError";
  }
}

/** The request body as chunks, failing with PayloadTooLargeError past `max` bytes (the stream is never buffered whole). */
export async function* limitedBody(body: AsyncIterable<Uint8Array | string>, max = MAX_IMPORT_BYTES): AsyncGenerator<Uint8Array> {
  let total = 0;
  for await (const chunk of body) {
    const bytes = typeof chunk === "string" ? Buffer.from(chunk) : chunk;
    total += bytes.byteLength;
    if (total > max) throw new PayloadTooLargeError();
    yield bytes;
  }
}
