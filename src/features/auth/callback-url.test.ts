import { describe, expect, it } from "vitest";
import { safeCallbackUrl } from "./callback-url";

describe("safeCallbackUrl", () => {
  it("keeps same-site paths with their query", () => {
    expect(safeCallbackUrl("/configuracoes/usuarios?aba=equipes")).toBe("/configuracoes/usuarios?aba=equipes");
    expect(safeCallbackUrl(["/perfil", "/x"])).toBe("/perfil");
  });

  it("reduces an absolute URL to its path (the server never redirects off-site)", () => {
    expect(safeCallbackUrl("http://localhost:3000/perfil?x=1")).toBe("/perfil?x=1");
  });

  it("refuses protocol-relative and odd values, and never returns to the sign-in pages", () => {
    for (const bad of ["//evil.com/x", "/\\evil.com", "javascript:alert(1)", "", undefined, 42, "/login?x", "/api/auth/signin", "/auth/error"]) {
      expect(safeCallbackUrl(bad)).toBe("/");
    }
  });
});
