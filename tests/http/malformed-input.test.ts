import { beforeAll, describe, expect, it } from "vitest";
import { Browserless, DEMO_PASSWORD } from "./client";

/**
 * Malformed requests to /api/trpc on the built server, through Next's API route: the outside probe got a 500 for
 * a body 6 000 arrays deep (Next parsed it, tRPC wrote it back to JSON and overflowed the stack) and parser
 * texts for the rest. Each is now a 400 with the generic pt-BR message and the request id, quickly.
 */
type TrpcErr = { error: { json: { message: string; data: { requestId: string; httpStatus: number } } } };

const admin = new Browserless({ "x-forwarded-for": "10.5.0.9" });
const deep = (n: number) => `${"[".repeat(n)}1${"]".repeat(n)}`;

beforeAll(async () => {
  expect((await admin.signIn("admin@demo.com.br", DEMO_PASSWORD)).status).toBe(200);
});

async function post(path: string, body: string) {
  const started = performance.now();
  const res = await admin.fetch(`/api/trpc/${path}`, { method: "POST", headers: { "content-type": "application/json" }, body });
  return { res, ms: performance.now() - started, text: await res.text() };
}

describe("malformed tRPC requests on the built server", () => {
  it.each([
    ["a body 6 000 arrays deep", `{"json":${deep(6000)}}`],
    ["truncated JSON", '{"json":{"name":'],
    ["a class annotation in meta", JSON.stringify({ json: { name: "x" }, meta: { values: { name: ["class", "Foo"] }, v: 1 } })],
    ["a bigint annotation on 12x", JSON.stringify({ json: { estimatedValue: "12x" }, meta: { values: { estimatedValue: ["bigint"] }, v: 1 } })],
  ])("answers %s with 400 and 'Requisição malformada', quickly", async (_, body) => {
    const { res, ms, text } = await post("leads.create", body);
    expect(res.status, text.slice(0, 300)).toBe(400);
    const { message, data } = (JSON.parse(text) as TrpcErr).error.json;
    expect(message).toBe(`Requisição malformada. Se o problema persistir, informe ao suporte o código ${data.requestId}.`);
    expect(res.headers.get("x-request-id")).toBe(data.requestId);
    // Not a performance target (the bench measures those): a parser that walked the nesting for good took seconds.
    // A loaded CI machine answers a plain request in up to a few hundred ms, so the line is at 2 s.
    expect(ms).toBeLessThan(2_000);
  });

  it("answers a malformed query string the same way", async () => {
    const res = await admin.fetch(`/api/trpc/users.list?input=${encodeURIComponent('{"json":')}`);
    expect(res.status).toBe(400);
    expect(((await res.json()) as TrpcErr).error.json.message).toMatch(/^Requisição malformada\./);
  });

  it("answers in English to an en-US browser signed out", async () => {
    const res = await fetch(`${admin.base}/api/trpc/leads.create`, {
      method: "POST",
      headers: { "content-type": "application/json", "accept-language": "en-US" },
      body: '{"json":',
    });
    expect(res.status).toBe(400);
    expect(((await res.json()) as TrpcErr).error.json.message).toMatch(/^Malformed request\. If the problem persists, give support the code /);
  });

  it("still refuses a body over 1 MB with 413", async () => {
    const { res } = await post("leads.create", JSON.stringify({ json: { name: "x".repeat(1_100_000) } }));
    expect(res.status).toBe(413);
  });
});
