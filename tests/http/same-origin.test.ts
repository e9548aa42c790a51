import { beforeAll, describe, expect, it } from "vitest";
import { BASE_URL, Browserless, DEMO_PASSWORD, trpcGetUrl } from "./client";

// The same server under another name: the default NEXTAUTH_URL says localhost, a browser may well use 127.0.0.1.
const LOOPBACK = BASE_URL.replace("://localhost", "://127.0.0.1");
const EVIL = "http://evil.example";
const finance = new Browserless({ "x-forwarded-for": "10.8.0.1" }, LOOPBACK);
const seller = new Browserless({ "x-forwarded-for": "10.8.0.2" }, LOOPBACK);
const statement = new Uint8Array(Buffer.from("Contrato;Parcela;Valor\r\nCON-100001;1;123,45\r\n", "utf8"));
const customersFile = new Uint8Array(Buffer.from("Nome;CPF\r\nJoão;529.982.247-25\r\n", "utf8"));
let partnerId = "";

const upload = (path: string, body: Uint8Array<ArrayBuffer>, origin: string, fetchSite: string, who = finance) =>
  who.fetch(path, { method: "POST", body, headers: { "content-type": "application/octet-stream", origin, "sec-fetch-site": fetchSite } });

beforeAll(async () => {
  expect(LOOPBACK).not.toBe(BASE_URL);
  // Signed in through 127.0.0.1, as a browser there would be: its cookies are its own.
  expect((await finance.signIn("financeiro@demo.com.br", DEMO_PASSWORD)).status).toBe(200);
  expect((await seller.signIn("ana@demo.com.br", DEMO_PASSWORD)).status).toBe(200);
  const res = await finance.fetch(trpcGetUrl(["partners.options"], [{ includeInactive: false }]));
  const body = (await res.json()) as { result: { data: { json: { id: string }[] } } }[];
  partnerId = body[0]!.result.data.json[0]!.id;
});

describe("uploads from another address of the same server", () => {
  it("the statement upload on /comissoes/conciliacao opened at 127.0.0.1 is accepted", async () => {
    const res = await upload(`/api/comissoes/conciliacao?step=analyse&partnerId=${partnerId}`, statement, LOOPBACK, "same-origin");
    expect(res.status).toBe(200);
    expect(((await res.json()) as { file: { headers: string[] } }).file.headers).toEqual(["Contrato", "Parcela", "Valor"]);
  });

  it("an import from 127.0.0.1 is accepted too", async () => {
    const res = await upload("/api/import/customers?step=analyse", customersFile, LOOPBACK, "same-origin", seller);
    expect(res.status).toBe(200);
  });
});

describe("requests from another site carrying the session cookie", () => {
  it("a statement upload is refused with 403, saying where it came from", async () => {
    const res = await upload(`/api/comissoes/conciliacao?step=analyse&partnerId=${partnerId}`, statement, EVIL, "cross-site");
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ error: { message: "Requisição recusada: ela veio de outro site (http://evil.example), não desta aplicação." } });
  });

  it("an import and a selection export are refused the same way", async () => {
    const imported = await upload("/api/import/customers?step=analyse", customersFile, EVIL, "cross-site", seller);
    expect(imported.status).toBe(403);
    expect(((await imported.json()) as { error: { message: string } }).error.message).toBe("Requisição recusada: ela veio de outro site (http://evil.example), não desta aplicação.");

    const exported = await finance.fetch("/api/export/customers", {
      method: "POST",
      headers: { "content-type": "application/json", origin: EVIL, "sec-fetch-site": "cross-site" },
      body: JSON.stringify({ ids: ["00000000-0000-4000-8000-000000000000"], format: "csv" }),
    });
    expect(exported.status).toBe(403);
    expect(((await exported.json()) as { error: { message: string } }).error).toMatchObject({ message: "Requisição recusada: ela veio de outro site (http://evil.example), não desta aplicação." });
  });

  it("a form posted from a sandboxed page (Origin null) is refused with its own words", async () => {
    const res = await upload("/api/import/customers?step=analyse", customersFile, "null", "cross-site", seller);
    expect(res.status).toBe(403);
    expect(((await res.json()) as { error: { message: string } }).error.message).toMatch(/não informou de onde ela veio/);
  });
});

describe("tRPC mutations carrying the session cookie", () => {
  const setLocale = (origin: string | null, fetchSite: string | null, locale: "pt-BR" | "en-US") =>
    seller.fetch("/api/trpc/me.setLocale", {
      method: "POST",
      headers: { "content-type": "application/json", ...(origin ? { origin } : {}), ...(fetchSite ? { "sec-fetch-site": fetchSite } : {}) },
      body: JSON.stringify({ json: { locale } }),
    });
  const localeNow = async () => {
    const res = await seller.fetch(trpcGetUrl(["me.get"], [null]));
    return ((await res.json()) as { result: { data: { json: { locale: "pt-BR" | "en-US" } } } }[])[0]!.result.data.json.locale;
  };

  it("are refused with 403 from another site, a sibling origin or an opaque origin, and change nothing", async () => {
    const before = await localeNow();
    const target = before === "pt-BR" ? "en-US" : "pt-BR";
    const sibling = LOOPBACK.replace("://127.0.0.1", "://app.localhost");
    for (const [origin, site] of [[EVIL, "cross-site"], [sibling, "same-site"], ["null", "cross-site"], [null, "cross-site"]] as const) {
      const res = await setLocale(origin, site, target);
      expect(res.status, `${origin} ${site}`).toBe(403);
      const body = (await res.json()) as { error: { json: { message: string; data: { code: string } } } };
      expect(body.error.json.data.code).toBe("FORBIDDEN");
      expect(body.error.json.message).toMatch(/^Requisição recusada/);
    }
    expect(await localeNow()).toBe(before);
  });

  it("run from the application's own origin, and from a client that is not a browser (no Origin, no Sec-Fetch-Site)", async () => {
    const before = await localeNow();
    const target = before === "pt-BR" ? "en-US" : "pt-BR";
    expect((await setLocale(LOOPBACK, "same-origin", target)).status).toBe(200);
    expect(await localeNow()).toBe(target);
    expect((await setLocale(null, null, before)).status).toBe(200);
    expect(await localeNow()).toBe(before);
  });
});
