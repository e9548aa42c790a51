import { afterEach, describe, expect, it, vi } from "vitest";
import { resetServerEnvForTests } from "../env";
import { clientIp } from "./client-ip";

afterEach(() => {
  vi.unstubAllEnvs();
  resetServerEnvForTests();
});

describe("clientIp", () => {
  it("gives an IPv4 caller of a dual-stack socket in its usual form, and leaves IPv6 as it is", () => {
    expect(clientIp({}, "::ffff:127.0.0.1")).toBe("127.0.0.1");
    expect(clientIp({}, "::FFFF:10.0.0.7")).toBe("10.0.0.7");
    expect(clientIp({}, "2001:db8::1")).toBe("2001:db8::1");
    expect(clientIp({}, "::ffff:7f00:1")).toBe("::ffff:7f00:1");
    expect(clientIp({}, null)).toBe("unknown");
  });

  it("reads X-Forwarded-For only behind a trusted proxy, in the same form", () => {
    const headers = { "x-forwarded-for": "::ffff:203.0.113.9, 10.0.0.1" };
    // Both settings explicit: `npm test` runs the suite with TRUST_PROXY=1 for its HTTP tests.
    vi.stubEnv("TRUST_PROXY", "0");
    resetServerEnvForTests();
    expect(clientIp(headers, "::ffff:10.0.0.1")).toBe("10.0.0.1");
    vi.stubEnv("TRUST_PROXY", "1");
    resetServerEnvForTests();
    expect(clientIp(headers, "::ffff:10.0.0.1")).toBe("203.0.113.9");
  });
});
