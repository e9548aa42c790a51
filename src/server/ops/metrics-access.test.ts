import { describe, expect, it } from "vitest";
import { metricsAccess } from "./metrics-access";

const TOKEN = "a-metrics-token-of-enough-length";

describe("metricsAccess", () => {
  it("refuses everyone in production when no token is configured", () => {
    expect(metricsAccess({ NODE_ENV: "production", METRICS_TOKEN: undefined }, undefined)).toMatchObject({ ok: false, status: 403 });
    expect(metricsAccess({ NODE_ENV: "production", METRICS_TOKEN: undefined }, `Bearer ${TOKEN}`)).toMatchObject({ ok: false, status: 403 });
  });

  it("is open in development and test when no token is configured", () => {
    expect(metricsAccess({ NODE_ENV: "development", METRICS_TOKEN: undefined }, undefined)).toEqual({ ok: true });
    expect(metricsAccess({ NODE_ENV: "test", METRICS_TOKEN: undefined }, undefined)).toEqual({ ok: true });
  });

  it("with a token, wants exactly that bearer token, in every environment", () => {
    for (const NODE_ENV of ["production", "development"] as const) {
      const env = { NODE_ENV, METRICS_TOKEN: TOKEN };
      expect(metricsAccess(env, `Bearer ${TOKEN}`)).toEqual({ ok: true });
      expect(metricsAccess(env, `bearer ${TOKEN}`)).toEqual({ ok: true });
      expect(metricsAccess(env, undefined)).toMatchObject({ ok: false, status: 401 });
      expect(metricsAccess(env, `Bearer ${TOKEN}x`)).toMatchObject({ ok: false, status: 401 });
      expect(metricsAccess(env, TOKEN)).toMatchObject({ ok: false, status: 401 });
    }
  });
});
