import { describe, expect, it } from "vitest";
import { Browserless, DEMO_PASSWORD } from "./client";

/** The token the server under test was started with (scripts/test.mjs); unset, the built server (production) refuses. */
const TOKEN = process.env.METRICS_TOKEN;
const anonymous = new Browserless();

describe("operations endpoints", () => {
  it("answers liveness at /api/health without the database or a session", async () => {
    const res = await anonymous.fetch("/api/health");
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: "ok" });
  });

  it("answers readiness at /api/ready: database reachable, every migration of the journal applied", async () => {
    const res = await anonymous.fetch("/api/ready");
    expect(res.status).toBe(200);
    const body = (await res.json()) as { status: string; database: string; migrations: { expected: number; applied: number; pending: string[] } };
    expect(body).toMatchObject({ status: "ready", database: "ok", shuttingDown: false });
    expect(body.migrations.pending).toEqual([]);
    expect(body.migrations.applied).toBeGreaterThanOrEqual(body.migrations.expected);
  });

  it("guards /api/metrics with METRICS_TOKEN (production without one refuses)", async () => {
    const none = await anonymous.fetch("/api/metrics");
    const wrong = await anonymous.fetch("/api/metrics", { headers: { authorization: "Bearer not-the-token-at-all" } });
    if (!TOKEN) {
      expect(none.status).toBe(403);
      expect(wrong.status).toBe(403);
      return;
    }
    expect(none.status).toBe(401);
    expect(wrong.status).toBe(401);
    expect(none.headers.get("www-authenticate")).toMatch(/^Bearer/);
  });

  it("counts and times tRPC procedures and API routes per name", async () => {
    expect(TOKEN, "start the server with METRICS_TOKEN and give it to the test (scripts/test.mjs does)").toBeTruthy();
    const user = new Browserless({ "x-forwarded-for": "10.5.0.91" });
    expect((await user.signIn("ana@demo.com.br", DEMO_PASSWORD)).status).toBe(200);
    expect((await user.fetch("/api/trpc/me.get")).status).toBe(200);
    expect((await user.fetch("/api/export/nada?format=csv")).status).toBe(404);
    expect((await user.fetch("/api/relatorios/exportar?formato=csv")).status).toBe(200);
    expect((await user.fetch("/api/comissoes/extrato/00000000-0000-4000-8000-000000000000")).status).toBe(404);
    const res = await anonymous.fetch("/api/metrics", { headers: { authorization: `Bearer ${TOKEN}` } });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^text\/plain/);
    const text = await res.text();
    expect(text).toMatch(/^trpc_calls_total\{procedure="me\.get",type="query",code="OK"\} [1-9]/m);
    expect(text).toMatch(/^trpc_call_duration_seconds_count\{procedure="me\.get",type="query"\} [1-9]/m);
    expect(text).toMatch(/^http_requests_total\{route="export",method="GET",status="404"\} [1-9]/m);
    expect(text).toMatch(/^http_request_duration_seconds_bucket\{le="\+Inf",route="export",method="GET"\} [1-9]/m);
    // next-auth (the sign-in above: csrf and the credentials callback) and the handlers outside apiRoute are counted too.
    expect(text).toMatch(/^http_requests_total\{route="auth csrf",method="GET",status="200"\} [1-9]/m);
    expect(text).toMatch(/^http_requests_total\{route="auth callback",method="POST",status="200"\} [1-9]/m);
    expect(text).toMatch(/^http_requests_total\{route="report export",method="GET",status="200"\} [1-9]/m);
    expect(text).toMatch(/^http_requests_total\{route="commission statement",method="GET",status="404"\} [1-9]/m);
    expect(text).toContain("# TYPE job_queue_jobs gauge");
    expect(text).toMatch(/^nodejs_eventloop_lag_seconds /m);
  });
});
