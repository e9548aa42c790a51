import http from "node:http";
import type { AddressInfo } from "node:net";
import { gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rawGet } from "../../tests/helpers/raw-get";
import { acceptsGzip, GZIP_THRESHOLD, sendCompressedWhole } from "./compressed-response";

describe("acceptsGzip", () => {
  it.each([
    ["gzip, deflate, br", true],
    ["br;q=1.0, GZIP;q=0.5", true],
    ["gzip;q=0", false],
    ["gzip;q=0.000", false],
    ["identity", false],
    ["*", true],
    ["*;q=0", false],
    ["*, gzip;q=0", false],
    ["gzip;q=abc", false],
    ["  gzip ; q = 0.5 ", true],
    ["br, gzip ;q=0", false],
    ["", false],
  ])("%j → %s", (header, expected) => {
    expect(acceptsGzip(header)).toBe(expected);
  });

  it("reads a header sent twice", () => {
    expect(acceptsGzip(["br", "gzip"])).toBe(true);
    expect(acceptsGzip(undefined)).toBe(false);
  });
});

/** What each test's handler writes, in the pieces it writes them (as tRPC does: chunks, flushes, end). */
type Script = (res: http.ServerResponse) => void;
let script: Script = () => undefined;
let server: http.Server;
let base = "";

beforeAll(async () => {
  server = http.createServer((req, res) => {
    sendCompressedWhole(req, res);
    script(res);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const get = (headers: Record<string, string>) => rawGet(base, headers);

const big = JSON.stringify({ rows: Array.from({ length: 200 }, (_, i) => ({ id: i, name: `João da Silva ${i}` })) });

function writeInPieces(res: http.ServerResponse, text: string) {
  res.setHeader("content-type", "application/json");
  res.setHeader("vary", "trpc-accept");
  const third = Math.floor(text.length / 3);
  res.write(text.slice(0, third));
  (res as unknown as { flush(): void }).flush();
  res.write(Buffer.from(text.slice(third, 2 * third)), () => undefined);
  res.end(text.slice(2 * third), "utf8");
}

describe("sendCompressedWhole", () => {
  it("sends a large body gzipped in one piece, with its length, to a client that takes gzip", async () => {
    script = (res) => writeInPieces(res, big);
    const { headers, body } = await get({ "accept-encoding": "gzip, deflate" });
    expect(headers["content-encoding"]).toBe("gzip");
    expect(Number(headers["content-length"])).toBe(body.length);
    expect(body.length).toBeLessThan(big.length / 3);
    expect(gunzipSync(body).toString("utf8")).toBe(big);
    expect(headers.vary).toBe("trpc-accept, Accept-Encoding");
  });

  it("sends it as it is to a client that does not take gzip", async () => {
    script = (res) => writeInPieces(res, big);
    const { headers, body } = await get({ "accept-encoding": "gzip;q=0, br" });
    expect(headers["content-encoding"]).toBeUndefined();
    expect(body.toString("utf8")).toBe(big);
    expect(Number(headers["content-length"])).toBe(Buffer.byteLength(big));
  });

  it("leaves a small body uncompressed", async () => {
    const small = JSON.stringify({ ok: "ação" });
    expect(Buffer.byteLength(small)).toBeLessThan(GZIP_THRESHOLD);
    script = (res) => writeInPieces(res, small);
    const { headers, body } = await get({ "accept-encoding": "gzip" });
    expect(headers["content-encoding"]).toBeUndefined();
    expect(body.toString("utf8")).toBe(small);
  });

  it("never encodes twice a body that already names its encoding", async () => {
    script = (res) => {
      res.setHeader("content-encoding", "identity");
      res.end(big);
    };
    const { headers, body } = await get({ "accept-encoding": "gzip" });
    expect(headers["content-encoding"]).toBe("identity");
    expect(body.toString("utf8")).toBe(big);
  });

  it("ends a response with no body, and keeps its status", async () => {
    script = (res) => {
      res.statusCode = 204;
      res.end();
    };
    const { status, headers, body } = await get({ "accept-encoding": "gzip" });
    expect(status).toBe(204);
    expect(body.length).toBe(0);
    expect(headers["content-encoding"]).toBeUndefined();
  });
});
