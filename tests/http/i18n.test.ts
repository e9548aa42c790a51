import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Browserless, DEMO_PASSWORD } from "./client";

/** Carla's language is switched to en-US for this file and back to pt-BR after it. */
const carla = new Browserless({ "x-forwarded-for": "10.5.0.41" });
const mapping = (m: Record<string, number>) => encodeURIComponent(JSON.stringify(m));
const post = (client: Browserless, query: string, body: Buffer<ArrayBuffer>, headers: Record<string, string> = {}) =>
  client.fetch(`/api/import/customers?${query}`, { method: "POST", body, headers: { "content-type": "application/octet-stream", ...headers } });

async function setLocale(locale: "pt-BR" | "en-US") {
  const res = await carla.fetch("/api/trpc/me.setLocale", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ json: { locale } }) });
  expect(res.status).toBe(200);
}

beforeAll(async () => {
  expect((await carla.signIn("carla@demo.com.br", DEMO_PASSWORD)).status).toBe(200);
  await setLocale("en-US");
});
afterAll(() => setLocale("pt-BR"));

describe("/api/import/<list> for an en-US user", () => {
  const bad = Buffer.from("Nome;CPF\r\nJoão;529.982.247-26\r\n", "latin1");

  it("names the columns in English in the analysis", async () => {
    const res = await post(carla, "step=analyse", bad);
    expect(res.status).toBe(200);
    const { columns } = (await res.json()) as { columns: { key: string; label: string }[] };
    expect(columns.find((c) => c.key === "name")?.label).toBe("Name");
    expect(columns.find((c) => c.key === "notes")?.label).toBe("Notes");
  });

  it("explains a bad mapping in English (400)", async () => {
    const res = await post(carla, `step=preview&mapping=${mapping({ name: 0 })}`, bad);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error: { message: "Required column not mapped: CPF/CNPJ", problems: [{ columnKey: "document", message: "Required column not mapped: CPF/CNPJ" }] } });
  });

  it("lists a row's error in English in the preview and in the rejected-rows file", async () => {
    const preview = await post(carla, `step=preview&mapping=${mapping({ name: 0, document: 1 })}`, bad);
    expect(((await preview.json()) as { errors: unknown[] }).errors).toEqual([{ row: 2, column: "CPF/CNPJ", columnKey: "document", message: "Invalid CPF (check digits)" }]);
    const file = await post(carla, `step=rejected&mapping=${mapping({ name: 0, document: 1 })}`, bad);
    expect(Buffer.from(await file.arrayBuffer()).subarray(3).toString("utf8")).toBe("Nome;CPF;Rejection reason\r\nJoão;529.982.247-26;CPF/CNPJ: Invalid CPF (check digits)\r\n");
  });

  it("answers a signed-out caller in the browser's language", async () => {
    const stranger = new Browserless({ "x-forwarded-for": "10.5.0.42" });
    const en = await post(stranger, "step=analyse", bad, { "accept-language": "en-US,en;q=0.9" });
    expect(await en.json()).toEqual({ error: { message: "Your session has expired. Please sign in again." } });
    const pt = await post(stranger, "step=analyse", bad, { "accept-language": "pt-BR,pt;q=0.9,en;q=0.8" });
    expect(await pt.json()).toEqual({ error: { message: "Sua sessão expirou. Entre novamente." } });
  });
});

describe("/api/export/<list> for an en-US user", () => {
  it("refuses a bad format in English", async () => {
    const res = await carla.fetch("/api/export/customers?format=pdf");
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: { message: string } }).error.message).toBe("Invalid export format: use csv or xlsx.");
  });
});

describe("a page's catalog (issue 20: not the whole catalog in every page's HTML)", () => {
  const nextData = (html: string) => JSON.parse(/<script id="__NEXT_DATA__"[^>]*>(.*?)<\/script>/s.exec(html)![1]!) as { props: { pageProps: { messages?: Record<string, unknown> } } };

  it("carries only the namespaces the page's server render read, in the user's language", async () => {
    const res = await carla.fetch("/leads/hoje");
    expect(res.status).toBe(200);
    const html = await res.text();
    const messages = nextData(html).props.pageProps.messages!;
    expect(Object.keys(messages)).toEqual(expect.arrayContaining(["app", "nav", "shell", "leadsToday"]));
    expect((messages.leadsToday as { title: string }).title).toBe("Today");
    for (const elsewhere of ["commissionRules", "audit", "customerList", "importer"]) expect(messages).not.toHaveProperty(elsewhere);
    expect(JSON.stringify(messages).length).toBeLessThan(30_000);
  });

  it("differs from page to page", async () => {
    const messages = nextData(await (await carla.fetch("/clientes")).text()).props.pageProps.messages!;
    expect(messages).toHaveProperty("customerList");
    expect(messages).not.toHaveProperty("leadsToday");
  });
});
