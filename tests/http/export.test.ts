import { beforeAll, describe, expect, it } from "vitest";
import { BASE_URL, Browserless, DEMO_PASSWORD, trpcGetUrl } from "./client";

type ErrorBody = { error: { message: string; field: string | null } };

const admin = new Browserless({ "x-forwarded-for": "10.6.0.1" });
const ana = new Browserless({ "x-forwarded-for": "10.6.0.2" });
const day = /^\d{4}-\d{2}-\d{2}$/;

beforeAll(async () => {
  expect((await admin.signIn("admin@demo.com.br", DEMO_PASSWORD)).status).toBe(200);
  expect((await ana.signIn("ana@demo.com.br", DEMO_PASSWORD)).status).toBe(200);
});

/** Ids of the first customers the user's list shows. */
async function customerIds(who: Browserless, limit: number): Promise<string[]> {
  const res = await who.fetch(trpcGetUrl(["customers.list"], [{ limit }]));
  const body = (await res.json()) as { result: { data: { json: { items: { id: string }[] } } } }[];
  return body[0]!.result.data.json.items.map((c) => c.id);
}

const postSelection = (who: Browserless, body: unknown, headers: Record<string, string> = {}) =>
  who.fetch("/api/export/customers", { method: "POST", headers: { "content-type": "application/json", ...headers }, body: JSON.stringify(body) });

describe("GET /api/export/<list>", () => {
  it("signed out is 401 with a pt-BR message", async () => {
    const res = await fetch(`${BASE_URL}/api/export/customers?format=csv`);
    expect(res.status).toBe(401);
    expect(res.headers.get("cache-control")).toBe("private, no-store");
    expect(((await res.json()) as ErrorBody).error.message).toBe("Sua sessão expirou. Entre novamente.");
  });

  it("downloads the current filter as a CSV for Excel pt-BR: BOM, ';', attachment named clientes-<day>.csv", async () => {
    const res = await admin.fetch("/api/export/customers?format=csv&f.kind.eq=PF&sort=name");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(res.headers.get("cache-control")).toBe("private, no-store");
    const disposition = res.headers.get("content-disposition") ?? "";
    const filename = /^attachment; filename="clientes-(.+)\.csv"$/.exec(disposition);
    expect(filename?.[1]).toMatch(day);
    const bytes = Buffer.from(await res.arrayBuffer());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const [header, ...rows] = bytes.toString("utf8").slice(1).split("\r\n").filter(Boolean);
    expect(header).toBe("Nome;Tipo;CPF/CNPJ;E-mails;Telefones;Cidade;UF;Responsável;Etiquetas;Não contatar;Cadastrado em");
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(row.split(";")[1]).toBe("PF");
    // CPFs leave masked, as the list shows them.
    expect(rows[0]!.split(";")[2]).toMatch(/^\*\*\*\.\d{3}\.\d{3}-\*\*$/);
  });

  it("a seller's file holds only what their list shows", async () => {
    const mine = new Set(await customerIds(ana, 100));
    const res = await ana.fetch("/api/export/customers?format=csv");
    expect(res.status).toBe(200);
    const rows = (await res.text()).split("\r\n").filter(Boolean).slice(1);
    expect(rows.length).toBe(mine.size);
    const everyone = (await (await admin.fetch("/api/export/customers?format=csv")).text()).split("\r\n").filter(Boolean).slice(1);
    expect(everyone.length).toBeGreaterThan(rows.length);
  });

  it("downloads XLSX and renewals with their own names", async () => {
    const res = await admin.fetch("/api/export/renewals?format=xlsx&dias=90");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/vnd.openxmlformats-officedocument.spreadsheetml.sheet");
    expect(res.headers.get("content-disposition")).toMatch(/^attachment; filename="renovacoes-\d{4}-\d{2}-\d{2}\.xlsx"$/);
    const bytes = Buffer.from(await res.arrayBuffer());
    expect(bytes.subarray(0, 2).toString("latin1")).toBe("PK");
  });

  it("exports the catalogue lists (partners, products) under their own names", async () => {
    for (const [list, base, header] of [["partners", "parceiros", "Nome;CNPJ;"], ["products", "produtos", "Produto;Parceiro;"]] as const) {
      const res = await ana.fetch(`/api/export/${list}?format=csv`);
      expect(res.status).toBe(200);
      expect(res.headers.get("content-disposition")).toMatch(new RegExp(`^attachment; filename="${base}-\\d{4}-\\d{2}-\\d{2}\\.csv"$`));
      // (Response.text() drops the BOM; the CSV test above checks the bytes.)
      expect((await res.text()).startsWith(header)).toBe(true);
    }
  });

  it("refuses a filter the list does not take (400) and an unknown list (404)", async () => {
    const bad = await admin.fetch("/api/export/customers?format=csv&f.salario.gt=10");
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as ErrorBody).error.message).toMatch(/campo/i);
    const days = await admin.fetch("/api/export/renewals?dias=45");
    expect(((await days.json()) as ErrorBody).error).toMatchObject({ message: "Escolha 30, 60 ou 90 dias.", field: "dias" });
    const format = await admin.fetch("/api/export/customers?format=pdf");
    expect(format.status).toBe(400);
    expect((await admin.fetch("/api/export/usuarios?format=csv")).status).toBe(404);
  });
});

describe("POST /api/export/<list> (a selection)", () => {
  it("exports only the selected rows", async () => {
    const ids = await customerIds(admin, 2);
    const res = await postSelection(admin, { ids, format: "csv" }, { origin: BASE_URL, "sec-fetch-site": "same-origin" });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-disposition")).toMatch(/^attachment; filename="clientes-/);
    const lines = (await res.text()).split("\r\n").filter(Boolean);
    expect(lines).toHaveLength(3);
  });

  it("a selection for a campaign (?campanha=1) leaves out the leads that asked not to be contacted", async () => {
    const leadIds = async (doNotContact: boolean) => {
      const res = await admin.fetch(trpcGetUrl(["leads.list"], [{ filters: [{ field: "doNotContact", operand: "eq", value: String(doNotContact) }], limit: 2 }]));
      const body = (await res.json()) as { result: { data: { json: { items: { id: string }[] } } } }[];
      return body[0]!.result.data.json.items.map((l) => l.id);
    };
    const [optedOut, reachable] = [await leadIds(true), await leadIds(false)];
    expect(optedOut.length).toBeGreaterThan(0);
    const post = (query: string) =>
      admin.fetch(`/api/export/leads${query}`, {
        method: "POST",
        headers: { "content-type": "application/json", origin: BASE_URL },
        body: JSON.stringify({ ids: [...optedOut, ...reachable], format: "csv" }),
      });
    const rows = async (res: Response) => (await res.text()).split("\r\n").filter(Boolean).length - 1;
    expect(await rows(await post(""))).toBe(optedOut.length + reachable.length);
    expect(await rows(await post("?campanha=1"))).toBe(reachable.length);
    const bad = await post("?campanha=sim");
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as ErrorBody).error.message).toMatch(/campanha/);
  });

  it("leaves out the ids the user cannot see", async () => {
    const anaIds = new Set(await customerIds(ana, 100));
    const others = (await customerIds(admin, 100)).filter((id) => !anaIds.has(id)).slice(0, 3);
    expect(others.length).toBeGreaterThan(0);
    const res = await postSelection(ana, { ids: others, format: "csv" }, { origin: BASE_URL });
    expect(res.status).toBe(200);
    expect((await res.text()).split("\r\n").filter(Boolean)).toHaveLength(1); // the header only
  });

  it("refuses a cross-site request with 403", async () => {
    const ids = await customerIds(admin, 1);
    const fromElsewhere = await postSelection(admin, { ids, format: "csv" }, { origin: "https://golpe.example" });
    expect(fromElsewhere.status).toBe(403);
    expect(((await fromElsewhere.json()) as ErrorBody).error.message).toMatch(/outro site/);
    const crossSite = await postSelection(admin, { ids, format: "csv" }, { "sec-fetch-site": "cross-site" });
    expect(crossSite.status).toBe(403);
  });

  it("refuses more than 1.000 ids and a body that is not JSON", async () => {
    const ids = Array.from({ length: 1001 }, (_, i) => `00000000-0000-4000-8000-${String(i).padStart(12, "0")}`);
    const tooMany = await postSelection(admin, { ids, format: "csv" }, { origin: BASE_URL });
    expect(tooMany.status).toBe(400);
    expect(((await tooMany.json()) as ErrorBody).error.message).toContain("1.000");
    const form = await admin.fetch("/api/export/customers", { method: "POST", headers: { "content-type": "text/plain" }, body: "ids=1" });
    expect(form.status).toBe(415);
  });
});
