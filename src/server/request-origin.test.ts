import type { IncomingHttpHeaders } from "node:http";
import { afterEach, describe, expect, it } from "vitest";
import { resetServerEnvForTests, serverEnv } from "./env";
import { checkRequestOrigin, configuredOrigins, originRefusal, originRefusalMessage, ownOrigin, type OriginConfig } from "./request-origin";

const direct: OriginConfig = { trustProxy: false, trustedOrigins: [] };
const check = (headers: IncomingHttpHeaders, config: OriginConfig = direct, encrypted = false) => checkRequestOrigin(headers, encrypted, config);

describe("checkRequestOrigin: the request's own origin", () => {
  it.each([
    ["127.0.0.1", "http://127.0.0.1:3000", "127.0.0.1:3000"],
    ["localhost", "http://localhost:3000", "localhost:3000"],
    ["a name in capitals", "http://CRM.Local:8080", "crm.local:8080"],
    ["the default port left out by one side", "http://crm.local", "crm.local:80"],
  ])("accepts a page of the same server on %s", (_name, origin, host) => {
    expect(check({ origin, host, "sec-fetch-site": "same-origin" })).toEqual({ ok: true });
  });

  it("refuses another port of the same host, naming it", () => {
    expect(check({ origin: "http://localhost:3001", host: "localhost:3000" })).toEqual({ ok: false, reason: "other-origin", origin: "http://localhost:3001" });
  });

  it("refuses another scheme of the same host (http page, https server)", () => {
    expect(check({ origin: "http://crm.local", host: "crm.local" }, direct, true)).toMatchObject({ ok: false, reason: "other-origin" });
    expect(check({ origin: "https://crm.local", host: "crm.local" }, direct, true)).toEqual({ ok: true });
  });

  it("refuses an evil origin even with a same-site claim, and an opaque or malformed one", () => {
    expect(check({ origin: "http://evil.example", host: "localhost:3000" })).toEqual({ ok: false, reason: "other-origin", origin: "http://evil.example" });
    expect(check({ origin: "null", host: "localhost:3000" })).toEqual({ ok: false, reason: "opaque" });
    expect(check({ origin: "not a url", host: "localhost:3000" })).toEqual({ ok: false, reason: "malformed", origin: "not a url" });
    expect(check({ origin: "ftp://localhost:3000", host: "localhost:3000" })).toMatchObject({ ok: false, reason: "malformed" });
  });
});

describe("checkRequestOrigin: trusted origins", () => {
  const config: OriginConfig = { trustProxy: false, trustedOrigins: ["https://crm.corretora.com.br", "http://10.0.0.5:3000"] };
  it("accepts a configured origin that is not the request's own", () => {
    expect(check({ origin: "https://crm.corretora.com.br", host: "app:3000", "sec-fetch-site": "cross-site" }, config)).toEqual({ ok: true });
    expect(check({ origin: "http://10.0.0.5:3000", host: "app:3000" }, config)).toEqual({ ok: true });
    expect(check({ origin: "https://evil.example", host: "app:3000" }, config)).toMatchObject({ ok: false, reason: "other-origin" });
  });
});

describe("checkRequestOrigin: without Origin", () => {
  it("follows Sec-Fetch-Site", () => {
    expect(check({ host: "localhost:3000", "sec-fetch-site": "same-origin" })).toEqual({ ok: true });
    expect(check({ host: "localhost:3000", "sec-fetch-site": "none" })).toEqual({ ok: true });
    expect(check({ host: "localhost:3000", "sec-fetch-site": "cross-site" })).toEqual({ ok: false, reason: "other-site" });
    expect(check({ host: "localhost:3000", "sec-fetch-site": "same-site" })).toEqual({ ok: false, reason: "other-site" });
  });

  it("then the Referer's origin", () => {
    expect(check({ host: "localhost:3000", referer: "http://localhost:3000/clientes/importar" })).toEqual({ ok: true });
    expect(check({ host: "localhost:3000", referer: "https://evil.example/page?x=1" })).toEqual({ ok: false, reason: "other-origin", origin: "https://evil.example" });
  });

  it("lets a client that sends no browser header through (scripts, tests)", () => {
    expect(check({ host: "localhost:3000" })).toEqual({ ok: true });
    expect(check({})).toEqual({ ok: true });
  });
});

describe("behind a proxy (TRUST_PROXY)", () => {
  const headers = { origin: "https://crm.corretora.com.br", host: "app:3000", "x-forwarded-proto": "https", "x-forwarded-host": "crm.corretora.com.br" };
  it("on: the forwarded scheme and host are the request's own", () => {
    expect(ownOrigin(headers, false, true)).toBe("https://crm.corretora.com.br");
    expect(check(headers, { trustProxy: true, trustedOrigins: [] })).toEqual({ ok: true });
    expect(ownOrigin({ host: "app:3000", "x-forwarded-proto": "https, http", "x-forwarded-host": "a.example, b.example" }, false, true)).toBe("https://a.example");
  });

  it("off: forwarded headers are ignored (anyone could send them)", () => {
    expect(ownOrigin(headers, false, false)).toBe("http://app:3000");
    expect(check(headers, direct)).toMatchObject({ ok: false, reason: "other-origin" });
    expect(check({ origin: "http://evil.example", host: "localhost:3000", "x-forwarded-host": "evil.example" }, direct)).toMatchObject({ ok: false });
  });
});

describe("the 403's words", () => {
  it("say what happened, in pt-BR", () => {
    expect(originRefusalMessage({ ok: false, reason: "other-origin", origin: "http://evil.example" })).toBe("Requisição recusada: ela veio de outro site (http://evil.example), não desta aplicação.");
    expect(originRefusalMessage({ ok: false, reason: "other-site" })).toMatch(/outro site/);
    expect(originRefusalMessage({ ok: false, reason: "opaque" })).toMatch(/não informou de onde ela veio/);
  });
});

describe("configuration: NEXTAUTH_URL and TRUSTED_ORIGINS", () => {
  const saved = { ...process.env };
  afterEach(() => {
    process.env = { ...saved };
    resetServerEnvForTests();
  });

  it("trusts NEXTAUTH_URL's origin and each TRUSTED_ORIGINS entry, normalised", () => {
    process.env.NEXTAUTH_URL = "https://crm.corretora.com.br/";
    process.env.TRUSTED_ORIGINS = " http://10.0.0.5:3000 , HTTPS://Backoffice.Corretora.com.br:443 ";
    process.env.TRUST_PROXY = "0";
    resetServerEnvForTests();
    expect(configuredOrigins()).toEqual({ trustProxy: false, trustedOrigins: ["https://crm.corretora.com.br", "http://10.0.0.5:3000", "https://backoffice.corretora.com.br"] });
    expect(originRefusal({ headers: { origin: "http://10.0.0.5:3000", host: "app" }, socket: null as never })).toBeNull();
    expect(originRefusal({ headers: { origin: "http://evil.example", host: "app" }, socket: null as never })).toBe("Requisição recusada: ela veio de outro site (http://evil.example), não desta aplicação.");
  });

  it.each(["https://crm.example.com/app", "crm.example.com", "ftp://crm.example.com", "https://crm.example.com?x=1"])("refuses %s as a trusted origin, at start", (bad) => {
    process.env.TRUSTED_ORIGINS = `https://ok.example, ${bad}`;
    resetServerEnvForTests();
    expect(() => serverEnv()).toThrow(/TRUSTED_ORIGINS: .* não é uma origem/);
  });
});
