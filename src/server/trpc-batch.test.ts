import { describe, expect, it } from "vitest";
import { batchSize, MAX_BATCH_SIZE } from "./trpc-batch";

describe("batchSize", () => {
  it("counts one call when the request is not a batch", () => {
    expect(batchSize("users.list", undefined)).toBe(1);
    expect(batchSize("users.list", "0")).toBe(1);
  });

  it("counts the comma-joined paths of a batch", () => {
    expect(batchSize("me.get", "1")).toBe(1);
    expect(batchSize("me.get,users.list", "1")).toBe(2);
    expect(batchSize("me.get,users.list,teams.list,audit.list", "true")).toBe(4);
  });

  it("joins a catch-all path param with slashes, as the tRPC Next adapter does, before counting", () => {
    expect(batchSize(["me.get,users.list", "x,y"], "1")).toBe(3);
    expect(batchSize(["a", "b"], "1")).toBe(1);
  });

  it("counts one call for an empty path", () => {
    expect(batchSize(undefined, "1")).toBe(1);
  });

  it("sees a batch over the limit", () => {
    const paths = Array.from({ length: MAX_BATCH_SIZE + 1 }, () => "me.get").join(",");
    expect(MAX_BATCH_SIZE).toBe(10);
    expect(batchSize(paths, "1")).toBe(11);
    expect(batchSize(paths, "1")).toBeGreaterThan(MAX_BATCH_SIZE);
  });

  it("counts a batch whose flag is repeated in the query string (tRPC reads the first value)", () => {
    // ?batch=1&batch=1 reaches Next.js as an array; tRPC still batches, so the limit must still apply.
    const paths = Array.from({ length: 12 }, () => "me.get").join(",");
    expect(batchSize(paths, ["1", "1"])).toBe(12);
    expect(batchSize(paths, ["1", "0"])).toBe(12);
    expect(batchSize(paths, ["0", "1"])).toBe(1);
  });
});
