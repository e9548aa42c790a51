import { beforeAll, describe, expect, it } from "vitest";
import { BASE_URL, Browserless, DEMO_PASSWORD, trpcGetUrl } from "./client";

const finance = new Browserless({ "x-forwarded-for": "10.7.0.1" });
const carla = new Browserless({ "x-forwarded-for": "10.7.0.2" });
const statementFile = Buffer.from("Contrato;Parcela;Valor\r\nCON-100001;1;123,45\r\n", "utf8");
let partnerId = "";

beforeAll(async () => {
  expect((await finance.signIn("financeiro@demo.com.br", DEMO_PASSWORD)).status).toBe(200);
  expect((await carla.signIn("carla@demo.com.br", DEMO_PASSWORD)).status).toBe(200);
  const res = await finance.fetch(trpcGetUrl(["partners.options"], [{ includeInactive: false }]));
  const body = (await res.json()) as { result: { data: { json: { id: string; name: string }[] } } }[];
  partnerId = body[0]!.result.data.json.find((p) => p.name === "Consórcio Caminho Certo")!.id;
});

describe("GET /api/comissoes/extrato/<id>", () => {
  it("signed out is 401, a bad id or format 400, never cached", async () => {
    const out = await fetch(`${BASE_URL}/api/comissoes/extrato/00000000-0000-4000-8000-000000000000`);
    expect(out.status).toBe(401);
    expect(await out.json()).toEqual({ error: { message: "Sua sessão expirou. Entre novamente." } });
    const bad = await carla.fetch("/api/comissoes/extrato/nao-e-um-id?formato=pdf");
    expect(bad.status).toBe(400);
    expect(bad.headers.get("cache-control")).toBe("private, no-store");
    expect((await carla.fetch("/api/comissoes/extrato/00000000-0000-4000-8000-000000000000?formato=docx")).status).toBe(400);
  });

  it("a statement nobody may see (or that does not exist) is 404 with a pt-BR message", async () => {
    const res = await carla.fetch("/api/comissoes/extrato/00000000-0000-4000-8000-000000000000?formato=csv");
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ error: { message: "Extrato não encontrado." } });
  });
});

describe("POST /api/comissoes/conciliacao", () => {
  const post = (who: Browserless, query: string) =>
    who.fetch(`/api/comissoes/conciliacao?${query}`, { method: "POST", body: statementFile, headers: { "content-type": "application/octet-stream" } });

  it("is for Financeiro and Administrador: signed out 401, a seller 403", async () => {
    expect((await post(new Browserless({ "x-forwarded-for": "10.7.0.3" }), `step=analyse&partnerId=${partnerId}`)).status).toBe(401);
    const seller = await post(carla, `step=analyse&partnerId=${partnerId}`);
    expect(seller.status).toBe(403);
    expect(await seller.json()).toEqual({ error: { message: "Você não tem permissão para conciliar extratos." } });
  });

  it("analyses a statement: headers, samples and the suggested mapping", async () => {
    const res = await post(finance, `step=analyse&partnerId=${partnerId}`);
    expect(res.status).toBe(200);
    const body = (await res.json()) as { file: { headers: string[] }; mapping: Record<string, number>; samples: string[][] };
    expect(body.file.headers).toEqual(["Contrato", "Parcela", "Valor"]);
    expect(body.mapping).toMatchObject({ reference: 0, installment: 1, amount: 2 });
    expect(body.samples).toEqual([["CON-100001", "1", "123,45"]]);
  });

  it("previews without writing, and asks for the month and the mapping before that", async () => {
    expect((await post(finance, `step=preview&partnerId=${partnerId}`)).status).toBe(400);
    const mapping = encodeURIComponent(JSON.stringify({ reference: 0, installment: 1, amount: 2 }));
    const res = await post(finance, `step=preview&partnerId=${partnerId}&month=2026-01&mapping=${mapping}`);
    expect(res.status).toBe(200);
    const body = (await res.json()) as { counts: { lines: number; total: string }; invalid: number };
    expect(body.counts).toMatchObject({ lines: 1, total: "12345" });
    expect(body.invalid).toBe(0);
  });
});
