import { describe, expect, it } from "vitest";
import { isCrossSite, limitedBody, PayloadTooLargeError } from "./http-guard";

describe("isCrossSite", () => {
  const app = "https://crm.corretora.com.br";
  it("accepts same-origin browser requests and clients that send no browser headers", () => {
    expect(isCrossSite({ origin: app, "sec-fetch-site": "same-origin" }, app)).toBe(false);
    expect(isCrossSite({}, app)).toBe(false);
  });
  it("refuses another site, by Sec-Fetch-Site or by Origin", () => {
    expect(isCrossSite({ "sec-fetch-site": "cross-site" }, app)).toBe(true);
    expect(isCrossSite({ "sec-fetch-site": "same-site" }, app)).toBe(true);
    expect(isCrossSite({ origin: "https://evil.example.com" }, app)).toBe(true);
    expect(isCrossSite({ origin: "null" }, app)).toBe(true);
  });
  it("compares with the request's Host when NEXTAUTH_URL is not set", () => {
    expect(isCrossSite({ origin: "http://localhost:3000", host: "localhost:3000" }, undefined)).toBe(false);
    expect(isCrossSite({ origin: "http://localhost:3001", host: "localhost:3000" }, undefined)).toBe(true);
  });
});

describe("limitedBody", () => {
  async function drain(chunks: Uint8Array[], max: number): Promise<number> {
    let n = 0;
    for await (const c of limitedBody((async function* () {
      yield* chunks;
    })(), max)) n += c.byteLength;
    return n;
  }
  it("passes the chunks through up to the limit", async () => {
    expect(await drain([new Uint8Array(5), new Uint8Array(5)], 10)).toBe(10);
  });
  it("fails past the limit without reading further", async () => {
    await expect(drain([new Uint8Array(6), new Uint8Array(6)], 10)).rejects.toBeInstanceOf(PayloadTooLargeError);
  });
});
