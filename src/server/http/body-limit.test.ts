import { describe, expect, it } from "vitest";
import { limitedBody, PayloadTooLargeError } from "./body-limit";

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
