import { gunzipSync } from "node:zlib";
import { beforeAll, describe, expect, it } from "vitest";
import { rawGet } from "../helpers/raw-get";
import { BASE_URL, Browserless, DEMO_PASSWORD, trpcGetUrl } from "./client";

type TrpcOk = { result: { data: { json: unknown } } };
type TrpcErr = { error: { json: { message: string; code: number; data: Record<string, unknown> } } };

const admin = new Browserless({ "x-forwarded-for": "10.5.0.1" });

beforeAll(async () => {
  const res = await admin.signIn("admin@demo.com.br", DEMO_PASSWORD);
  expect(res.status).toBe(200);
});

describe("/api/trpc wire (SPEC §7)", () => {
  it("a query is a GET and answers superjson data", async () => {
    const res = await admin.fetch(trpcGetUrl(["me.get"]));
    expect(res.status).toBe(200);
    expect(res.headers.get("x-request-id")).toBeTruthy();
    const body = (await res.json()) as TrpcOk & { result: { data: { meta: { values: Record<string, string[]> } } } };
    expect(body.result.data.json).toMatchObject({ email: "admin@demo.com.br", role: "admin" });
    expect(body.result.data.meta.values.createdAt).toEqual(["Date"]);
  });

  it("a query takes its input JSON-encoded in the query string", async () => {
    const input = encodeURIComponent(JSON.stringify({ json: { search: "ana", limit: 5 } }));
    const res = await admin.fetch(`/api/trpc/users.list?input=${input}`);
    const body = (await res.json()) as TrpcOk;
    const items = (body.result.data.json as { items: { email: string }[] }).items;
    expect(items.map((u) => u.email)).toEqual(["ana@demo.com.br"]);
  });

  it("a mutation is a POST with a JSON body", async () => {
    const me = ((await (await admin.fetch(trpcGetUrl(["me.get"]))).json()) as TrpcOk).result.data.json as { version: number; name: string };
    const res = await admin.fetch("/api/trpc/me.updateProfile", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ json: { name: me.name, locale: "pt-BR", version: me.version } }),
    });
    expect(res.status).toBe(200);
    expect(((await res.json()) as TrpcOk).result.data.json).toMatchObject({ version: me.version + 1 });
    const asGet = await admin.fetch("/api/trpc/me.updateProfile");
    expect(asGet.status).toBe(405);
  });

  it("a large answer comes gzipped once, with its length, and a client that refuses gzip gets it plain", async () => {
    const input = encodeURIComponent(JSON.stringify({ json: { limit: 100 } }));
    const raw = (acceptEncoding: string) =>
      rawGet(`${BASE_URL}/api/trpc/customers.list?input=${input}`, { cookie: admin.cookieHeader(), "accept-encoding": acceptEncoding });
    const zipped = await raw("gzip, deflate, br");
    expect(zipped.headers["content-encoding"]).toBe("gzip");
    expect(Number(zipped.headers["content-length"])).toBe(zipped.body.length);
    expect(zipped.headers.vary).toMatch(/accept-encoding/i);
    const plain = await raw("identity");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body.length).toBeGreaterThan(1024);
    // Decompressed exactly once: the same JSON as the plain answer.
    expect(gunzipSync(zipped.body).toString("utf8")).toBe(plain.body.toString("utf8"));
    const items = (JSON.parse(plain.body.toString("utf8")) as TrpcOk).result.data.json as { items: unknown[] };
    expect(items.items.length).toBeGreaterThan(0);
  });

  it("a batch of 2 answers 2 results in order", async () => {
    const res = await admin.fetch(trpcGetUrl(["me.get", "teams.list"]));
    expect(res.status).toBe(200);
    const body = (await res.json()) as TrpcOk[];
    expect(body).toHaveLength(2);
    expect(body[0]!.result.data.json).toMatchObject({ email: "admin@demo.com.br" });
    expect((body[1]!.result.data.json as { name: string }[]).map((t) => t.name)).toContain("Equipe São Paulo");
  });

  it("a batch of 50 is refused before any procedure runs", async () => {
    const before = ((await (await admin.fetch(trpcGetUrl(["me.get"]))).json()) as TrpcOk).result.data.json as { version: number; name: string };
    const paths = Array.from({ length: 50 }, () => "me.updateProfile");
    const input: Record<number, { json: unknown }> = {};
    paths.forEach((_, i) => (input[i] = { json: { name: before.name, locale: "pt-BR", version: before.version } }));
    const res = await admin.fetch(`/api/trpc/${paths.join(",")}?batch=1`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(input),
    });
    expect(res.status).toBe(400);
    expect(((await res.json()) as TrpcErr).error.json.message).toContain("máximo é 10");
    const after = ((await (await admin.fetch(trpcGetUrl(["me.get"]))).json()) as TrpcOk).result.data.json as { version: number };
    expect(after.version).toBe(before.version);
  });

  it("an unknown procedure is NOT_FOUND", async () => {
    const res = await admin.fetch("/api/trpc/nao.existe");
    expect(res.status).toBe(404);
    expect(((await res.json()) as TrpcErr).error.json.data.code).toBe("NOT_FOUND");
  });

  it("signed out is UNAUTHORIZED and the wrong role is FORBIDDEN", async () => {
    const anon = await fetch(`${BASE_URL}${trpcGetUrl(["me.get"])}`);
    expect(anon.status).toBe(401);
    const seller = new Browserless({ "x-forwarded-for": "10.5.0.2" });
    await seller.signIn("ana@demo.com.br", DEMO_PASSWORD);
    const res = await seller.fetch(trpcGetUrl(["teams.list"]));
    expect(res.status).toBe(403);
    expect(((await res.json()) as TrpcErr).error.json.message).toBe("Você não tem permissão para esta ação.");
  });

  it("a call reads the session without re-issuing the cookie, and a deactivated user is UNAUTHORIZED at once", async () => {
    const email = `http.revoga.${Date.now()}@example.com.br`;
    const created = await admin.fetch("/api/trpc/users.create", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ json: { name: "Revogação HTTP", email, role: "seller", teamId: null } }),
    });
    expect(created.status).toBe(200);
    const { user, temporaryPassword } = ((await created.json()) as { result: { data: { json: { user: { id: string; version: number }; temporaryPassword: string } } } }).result.data.json;
    const person = new Browserless({ "x-forwarded-for": "10.5.0.3" });
    expect((await person.signIn(email, temporaryPassword)).status).toBe(200);
    const before = await person.fetch(trpcGetUrl(["me.get"]));
    expect(before.status).toBe(200);
    expect(before.headers.getSetCookie().filter((c) => c.includes("session-token"))).toEqual([]);

    const off = await admin.fetch("/api/trpc/users.update", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ json: { id: user.id, version: user.version, active: false } }),
    });
    expect(off.status).toBe(200);
    expect((await person.fetch(trpcGetUrl(["me.get"]))).status).toBe(401);
  });

  it("bad input names the field in pt-BR, and no production error body carries a stack or internals", async () => {
    const res = await admin.fetch("/api/trpc/users.create", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ json: { name: "Zé", email: "nao-e-email", role: "seller", teamId: null } }),
    });
    expect(res.status).toBe(400);
    const text = await res.text();
    const body = JSON.parse(text) as TrpcErr;
    expect(body.error.json.data.fieldErrors).toEqual({ email: "Informe um e-mail válido, como nome@empresa.com.br." });
    const broken = await admin.fetch(`/api/trpc/users.list?input=${encodeURIComponent("{nao é json")}`);
    const brokenText = await broken.text();
    for (const t of [text, brokenText]) {
      expect(t).not.toMatch(/"stack"/);
      expect(t).not.toMatch(/\/work\/|node_modules|\.ts:\d+/);
    }
  });
});
