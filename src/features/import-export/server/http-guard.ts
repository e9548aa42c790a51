import type { IncomingHttpHeaders } from "node:http";

/** Uploads above this are refused (413): a 50 MB CSV is several hundred thousand rows. */
export const MAX_IMPORT_BYTES = 50 * 1024 * 1024;
export const TOO_LARGE_MESSAGE = "Arquivo muito grande: o limite é 50 MB. Divida a planilha em arquivos menores.";

export class PayloadTooLargeError extends Error {
  constructor() {
    super(TOO_LARGE_MESSAGE);
    this.name = "PayloadTooLargeError";
  }
}

function first(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

/**
 * A cookie-authenticated POST must come from our own pages: browsers send Sec-Fetch-Site and Origin, so a
 * form or fetch from another site is refused. Clients without them (scripts, tests) are not browsers carrying
 * someone's cookies unknowingly. `appUrl` is NEXTAUTH_URL; without it the request's own Host is the reference.
 */
export function isCrossSite(headers: IncomingHttpHeaders, appUrl: string | undefined): boolean {
  const fetchSite = first(headers["sec-fetch-site"]);
  if (fetchSite && fetchSite !== "same-origin" && fetchSite !== "none") return true;
  const origin = first(headers.origin);
  if (!origin) return false;
  let originHost: string;
  try {
    originHost = new URL(origin).host;
  } catch {
    return true;
  }
  const expected = appUrl ? new URL(appUrl).host : first(headers.host);
  return originHost !== expected;
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
