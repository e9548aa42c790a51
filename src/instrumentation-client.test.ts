import { describe, expect, it } from "vitest";

describe("instrumentation-client", () => {
  it("turns zod's JIT off through the global zod adopts, without importing zod first", async () => {
    await import("./instrumentation-client");
    const { config } = await import("zod/v4/core");
    expect(config().jitless).toBe(true);
  });
});
