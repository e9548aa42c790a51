import { beforeAll, describe, expect, it } from "vitest";
import { BASE_URL, Browserless, DEMO_PASSWORD } from "./client";

const seller = new Browserless({ "x-forwarded-for": "10.5.0.31" });
const file = Buffer.from("Nome;CPF;Cidade\r\nJoão;529.982.247-25;São Paulo\r\n", "latin1");
const post = (client: Browserless, query: string, headers: Record<string, string> = {}) =>
  client.fetch(`/api/import/customers?${query}`, { method: "POST", body: file, headers: { "content-type": "application/octet-stream", ...headers } });

beforeAll(async () => {
  const res = await seller.signIn("ana@demo.com.br", DEMO_PASSWORD);
  expect(res.status).toBe(200);
});

describe("/api/import/<list>", () => {
  it("refuses a signed-out caller with 401 and a pt-BR message", async () => {
    const res = await post(new Browserless({ "x-forwarded-for": "10.5.0.32" }), "step=analyse");
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ error: { message: "Sua sessão expirou. Entre novamente." } });
  });

  it("refuses a cross-site POST carrying the session cookie (403)", async () => {
    const res = await post(seller, "step=analyse", { origin: "https://evil.example.com", "sec-fetch-site": "cross-site" });
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ error: { message: "Requisição recusada: ela veio de outro site (https://evil.example.com), não desta aplicação." } });
    const sameOrigin = await post(seller, "step=analyse", { origin: new URL(BASE_URL).origin, "sec-fetch-site": "same-origin" });
    expect(sameOrigin.status).toBe(200);
  });

  it("answers 404 for a list without import and 405 for GET", async () => {
    expect((await seller.fetch("/api/import/nada?step=analyse", { method: "POST", body: file })).status).toBe(404);
    expect((await seller.fetch("/api/import/customers?step=analyse")).status).toBe(405);
  });

  it("analyses a Windows-1252 ';' file", async () => {
    const res = await post(seller, "step=analyse");
    expect(res.status).toBe(200);
    const body = (await res.json()) as { file: Record<string, unknown>; mapping: Record<string, number>; samples: string[][] };
    expect(body.file).toMatchObject({ format: "csv", encoding: "windows-1252", delimiter: ";", headers: ["Nome", "CPF", "Cidade"], rows: 1 });
    expect(body.mapping).toMatchObject({ name: 0, document: 1, city: 2 });
    expect(body.samples).toEqual([["João", "529.982.247-25", "São Paulo"]]);
  });

  it("previews without writing and explains a bad mapping", async () => {
    const res = await post(seller, `step=preview&mapping=${encodeURIComponent(JSON.stringify({ name: 0, document: 1 }))}`);
    expect(res.status).toBe(200);
    expect(((await res.json()) as { counts: Record<string, number> }).counts).toMatchObject({ total: 1 });
    const bad = await post(seller, `step=preview&mapping=${encodeURIComponent(JSON.stringify({ name: 0 }))}`);
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { error: { message: string } }).error.message).toBe("Coluna obrigatória não associada: CPF/CNPJ");
  });

  it("downloads the rejected rows as a ';' CSV with a BOM and the reasons", async () => {
    const bad = Buffer.from("Nome;CPF\r\nJoão;529.982.247-26\r\n", "latin1");
    const mapping = encodeURIComponent(JSON.stringify({ name: 0, document: 1 }));
    const res = await seller.fetch(`/api/import/customers?step=rejected&mapping=${mapping}`, { method: "POST", body: bad });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^text\/csv/);
    expect(res.headers.get("content-disposition")).toMatch(/attachment/);
    // Not res.text(): it drops the BOM that makes Excel read the file as UTF-8.
    const bytes = Buffer.from(await res.arrayBuffer());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(bytes.subarray(3).toString("utf8")).toBe("Nome;CPF;Motivo da rejeição\r\nJoão;529.982.247-26;CPF/CNPJ: CPF inválido (dígito verificador)\r\n");
  });

  it("commit streams NDJSON and, with a bad row, saves nothing (committed: false)", async () => {
    const lines = ["Nome;CPF", ...Array.from({ length: 1500 }, (_, i) => `Cliente ${i};529.982.247-26`)].join("\r\n");
    const mapping = encodeURIComponent(JSON.stringify({ name: 0, document: 1 }));
    const res = await seller.fetch(`/api/import/customers?step=commit&mapping=${mapping}`, { method: "POST", body: Buffer.from(lines, "latin1") });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^application\/x-ndjson/);
    const messages = (await res.text()).trim().split("\n").map((l) => JSON.parse(l) as { type: string; rows?: number; committed?: boolean; counts?: Record<string, number> });
    expect(messages.filter((m) => m.type === "progress").map((m) => m.rows)).toEqual([1000, 1500]);
    expect(messages.at(-1)).toMatchObject({ type: "done", committed: false, counts: { total: 1500, rejected: 1500, created: 0 } });
  });

  it("refuses a body over 50 MB with 413", async () => {
    const res = await seller.fetch("/api/import/customers?step=analyse", { method: "POST", body: new Uint8Array(51 * 1024 * 1024) });
    expect(res.status).toBe(413);
    expect(((await res.json()) as { error: { message: string } }).error.message).toMatch(/limite é 50 MB/);
  });
});
