import { beforeAll, describe, expect, it } from "vitest";
import { BASE_URL, Browserless, DEMO_PASSWORD, trpcGetUrl } from "./client";

// Issue 20, "Response headers": every page, error page and API answer carries the security headers, and the
// API's answers are never stored. The server under test runs on http (NEXTAUTH_URL http://…): no HSTS.
const manager = new Browserless({ "x-forwarded-for": "10.20.0.1" });
const anonymous = new Browserless({ "x-forwarded-for": "10.20.0.2" });

beforeAll(async () => {
  expect((await manager.signIn("gestor@demo.com.br", DEMO_PASSWORD)).status).toBe(200);
});

/** The CSP's directives by name, e.g. { "script-src": ["'self'", "'nonce-…'"] }. */
function policy(res: Response): Record<string, string[]> {
  const header = res.headers.get("content-security-policy");
  expect(header, `${res.url}: Content-Security-Policy`).toBeTruthy();
  return Object.fromEntries(
    header!
      .split(";")
      .map((d) => d.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name, ...values]) => [name!, values]),
  );
}

/** The headers every answer carries; returns the request's script nonce. */
function expectSecurityHeaders(res: Response): string {
  const csp = policy(res);
  const scripts = csp["script-src"] ?? [];
  expect(scripts).toContain("'self'");
  expect(scripts).not.toContain("'unsafe-inline'");
  expect(scripts).not.toContain("'unsafe-eval'");
  expect(scripts).not.toContain("*");
  const nonce = scripts.map((s) => /^'nonce-([A-Za-z0-9+/]+={0,2})'$/.exec(s)?.[1]).find(Boolean);
  expect(nonce, "script-src has a nonce").toBeTruthy();
  expect(csp["default-src"]).toEqual(["'self'"]);
  expect(csp["object-src"]).toEqual(["'none'"]);
  expect(csp["base-uri"]).toEqual(["'none'"]);
  expect(csp["frame-ancestors"]).toEqual(["'none'"]);
  expect(res.headers.get("x-frame-options")).toBe("DENY");
  expect(res.headers.get("x-content-type-options")).toBe("nosniff");
  expect(res.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
  const permissions = res.headers.get("permissions-policy") ?? "";
  for (const feature of ["camera", "microphone", "geolocation", "payment", "usb"]) expect(permissions).toContain(`${feature}=()`);
  expect(res.headers.get("strict-transport-security")).toBeNull();
  return nonce!;
}

/** Private and no-store (next-auth's session adds no-cache of its own). */
function expectNeverStored(res: Response) {
  const directives = (res.headers.get("cache-control") ?? "").split(",").map((d) => d.trim());
  expect(directives, `${res.url}: Cache-Control`).toEqual(expect.arrayContaining(["private", "no-store"]));
}

/** Every <script> of a page carries the nonce of its CSP: Turbopack's inline bootstrap would not run otherwise. */
function expectScriptsCarry(html: string, nonce: string) {
  const tags = html.match(/<script\b[^>]*>/g) ?? [];
  expect(tags.length).toBeGreaterThan(1);
  for (const tag of tags) expect(tag).toContain(`nonce="${nonce}"`);
  expect(html).toMatch(/<script nonce="[^"]+">\(globalThis\["TURBOPACK"\]/);
}

describe("pages", () => {
  it("the sign-in page: every header, its scripts under a nonce that is new on every request", async () => {
    const first = await anonymous.fetch("/login");
    expect(first.status).toBe(200);
    const nonce = expectSecurityHeaders(first);
    expectScriptsCarry(await first.text(), nonce);
    const second = await anonymous.fetch("/login");
    expect(expectSecurityHeaders(second)).not.toBe(nonce);
  });

  it("a signed-in page (Leads)", async () => {
    const res = await manager.fetch("/leads");
    expect(res.status).toBe(200);
    expectScriptsCarry(await res.text(), expectSecurityHeaders(res));
  });

  it("the 404 page, rendered per request so its scripts run under the nonce too", async () => {
    const res = await manager.fetch("/pagina-que-nao-existe");
    expect(res.status).toBe(404);
    const html = await res.text();
    expect(html).toContain("Página não encontrada");
    expectScriptsCarry(html, expectSecurityHeaders(res));
  });

  it("a signed-out visit to a page, redirected to /login, is covered as well", async () => {
    const res = await anonymous.fetch("/clientes");
    expect(res.status).toBeGreaterThanOrEqual(300);
    expect(res.status).toBeLessThan(400);
    expectSecurityHeaders(res);
  });
});

describe("API answers: the same headers, never stored", () => {
  it("a signed-in tRPC query", async () => {
    const res = await manager.fetch(trpcGetUrl(["me.get"]));
    expect(res.status).toBe(200);
    expectSecurityHeaders(res);
    expect(res.headers.get("cache-control")).toBe("private, no-store");
  });

  it("a tRPC batch and an error answer", async () => {
    const batch = await manager.fetch(trpcGetUrl(["me.get", "me.get"], [null, null]));
    expect(batch.status).toBe(200);
    expect(batch.headers.get("cache-control")).toBe("private, no-store");
    const unauthorized = await anonymous.fetch(trpcGetUrl(["me.get"]));
    expect(unauthorized.status).toBe(401);
    expectSecurityHeaders(unauthorized);
    expect(unauthorized.headers.get("cache-control")).toBe("private, no-store");
  });

  it("the session (next-auth) and an API route's own answer", async () => {
    const session = await manager.fetch("/api/auth/session");
    expect(((await session.json()) as { user?: { email?: string } }).user?.email).toBe("gestor@demo.com.br");
    expectSecurityHeaders(session);
    expectNeverStored(session);

    const statement = await manager.fetch("/api/comissoes/extrato/00000000-0000-4000-8000-000000000000?formato=csv");
    expect(statement.status).toBe(404);
    expectSecurityHeaders(statement);
    expect(statement.headers.get("cache-control")).toBe("private, no-store");
  });

  it("the upload routes, which stream their body past the proxy, carry them too", async () => {
    const origin = { origin: BASE_URL, "content-type": "text/csv" };
    for (const path of ["/api/import/customers?step=analyse", "/api/anexos?record=lead&id=00000000-0000-4000-8000-000000000000&kind=documento&name=a.pdf", "/api/comissoes/conciliacao?step=analyse"]) {
      const res = await manager.fetch(path, { method: "POST", body: "Nome;CPF\r\nJoão;529.982.247-25\r\n", headers: origin });
      expect(res.status, path).toBeLessThan(500);
      expectSecurityHeaders(res);
      expect(res.headers.get("cache-control")).toBe("private, no-store");
    }
  });

  it("an attachment may be framed by the app itself (its PDF preview), by no other site", async () => {
    const res = await manager.fetch("/api/anexos/00000000-0000-4000-8000-000000000000?inline=1");
    expect(res.status).toBe(404);
    expect(policy(res)["frame-ancestors"]).toEqual(["'self'"]);
    expect(res.headers.get("x-frame-options")).toBe("SAMEORIGIN");
    expect(res.headers.get("cache-control")).toBe("private, no-store");
  });
});

describe("static files", () => {
  it("the build's scripts keep their year-long immutable caching", async () => {
    const html = await (await anonymous.fetch("/login")).text();
    const src = /<script src="(\/_next\/static\/[^"]+\.js)"/.exec(html)?.[1];
    expect(src).toBeTruthy();
    const res = await fetch(`${BASE_URL}${src}`);
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
  });
});
