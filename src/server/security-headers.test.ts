import { describe, expect, it } from "vitest";
import { contentSecurityPolicy, newNonce, securityHeaders } from "./security-headers";

const base = { pathname: "/leads", nonce: "bm9uY2U=", appUrl: "http://localhost:3000", development: false };
const directive = (csp: string, name: string) => csp.split("; ").find((d) => d.split(" ")[0] === name);

describe("content security policy", () => {
  it("allows this origin's scripts and the request's nonce, never inline or eval in production", () => {
    const csp = contentSecurityPolicy(base);
    expect(directive(csp, "script-src")).toBe("script-src 'self' 'nonce-bm9uY2U='");
    expect(directive(csp, "object-src")).toBe("object-src 'none'");
    expect(directive(csp, "frame-ancestors")).toBe("frame-ancestors 'none'");
    expect(csp).not.toContain("upgrade-insecure-requests");
  });

  it("allows eval only under next dev, whose refresh needs it", () => {
    expect(directive(contentSecurityPolicy({ ...base, development: true }), "script-src")).toBe("script-src 'self' 'nonce-bm9uY2U=' 'unsafe-eval'");
  });

  it("lets only the app itself frame an attachment (the PDF preview)", () => {
    const headers = securityHeaders({ ...base, pathname: "/api/anexos/0b9f6f0e-1c1e-4e55-9d0c-6f1d1d7f2a10" });
    expect(directive(headers["content-security-policy"]!, "frame-ancestors")).toBe("frame-ancestors 'self'");
    expect(headers["x-frame-options"]).toBe("SAMEORIGIN");
    expect(securityHeaders({ ...base, pathname: "/api/anexos" })["x-frame-options"]).toBe("DENY");
  });
});

describe("security headers", () => {
  it("pages: no framing, no sniffing, a short referrer, no device APIs, no cache rule of ours, no HSTS on http", () => {
    const headers = securityHeaders(base);
    expect(headers).toMatchObject({
      "x-frame-options": "DENY",
      "x-content-type-options": "nosniff",
      "referrer-policy": "strict-origin-when-cross-origin",
    });
    expect(headers["permissions-policy"]).toContain("camera=()");
    expect(headers["permissions-policy"]).toContain("microphone=()");
    expect(headers["permissions-policy"]).toContain("geolocation=()");
    expect(headers["cache-control"]).toBeUndefined();
    expect(headers["strict-transport-security"]).toBeUndefined();
  });

  it("API answers are private and never stored", () => {
    expect(securityHeaders({ ...base, pathname: "/api/trpc/leads.list" })["cache-control"]).toBe("private, no-store");
    expect(securityHeaders({ ...base, pathname: "/api" })["cache-control"]).toBe("private, no-store");
    expect(securityHeaders({ ...base, pathname: "/apidocs" })["cache-control"]).toBeUndefined();
  });

  it("an https public address adds HSTS and upgrades stray http requests", () => {
    const headers = securityHeaders({ ...base, appUrl: "https://crm.exemplo.com.br" });
    expect(headers["strict-transport-security"]).toBe("max-age=31536000; includeSubDomains");
    expect(headers["content-security-policy"]).toContain("upgrade-insecure-requests");
    expect(securityHeaders({ ...base, appUrl: undefined })["strict-transport-security"]).toBeUndefined();
  });
});

it("a nonce is 128 random bits in base64, new every time", () => {
  const a = newNonce();
  expect(a).toMatch(/^[A-Za-z0-9+/]{22}==$/);
  expect(newNonce()).not.toBe(a);
});
