import { describe, expect, it } from "vitest";
import { BASE_URL, Browserless, DEMO_PASSWORD } from "./client";

describe("GET /api/auth/*", () => {
  it("csrf answers a token and sets the HttpOnly, SameSite=Lax csrf cookie", async () => {
    const c = new Browserless();
    const res = await c.fetch("/api/auth/csrf");
    expect(res.status).toBe(200);
    const body = (await res.json()) as { csrfToken: string };
    expect(body.csrfToken).toMatch(/^[0-9a-f]{64}$/);
    const cookie = res.headers.getSetCookie().find((s) => s.startsWith("next-auth.csrf-token="));
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).not.toMatch(/Secure/i); // http:// URL: Secure only when the URL is https
  });

  it("providers lists the credentials provider with its sign-in and callback URLs", async () => {
    const res = await fetch(`${BASE_URL}/api/auth/providers`);
    expect(await res.json()).toEqual({
      credentials: {
        id: "credentials",
        name: "E-mail e senha",
        type: "credentials",
        signinUrl: `${BASE_URL}/api/auth/signin/credentials`,
        callbackUrl: `${BASE_URL}/api/auth/callback/credentials`,
      },
    });
  });

  it("session without a cookie is an empty object", async () => {
    const res = await fetch(`${BASE_URL}/api/auth/session`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({});
  });

  it("signin and error lead to the branded pages", async () => {
    const signin = await fetch(`${BASE_URL}/api/auth/signin?callbackUrl=%2Fperfil`, { redirect: "manual" });
    expect(signin.status).toBe(302);
    expect(signin.headers.get("location")).toMatch(/^\/login\?callbackUrl=/);
    const error = await fetch(`${BASE_URL}/api/auth/error?error=NO_SECRET`, { redirect: "manual" });
    expect(error.headers.get("location")).toBe("/auth/error?error=NO_SECRET");
    const page = await fetch(`${BASE_URL}/auth/error?error=NO_SECRET`);
    expect(await page.text()).toContain("chave de segurança de sessão");
  });
});

describe("credentials sign-in, session, update and sign-out", () => {
  it("a wrong password is refused with 401 and no session cookie", async () => {
    const c = new Browserless({ "x-forwarded-for": "10.1.0.1" });
    const res = await c.signIn("gestor@demo.com.br", "senha-errada");
    expect(res.status).toBe(401);
    expect(((await res.json()) as { url: string }).url).toContain("error=CredentialsSignin");
    expect(c.cookies.has("next-auth.session-token")).toBe(false);
  });

  it("the right password sets an HttpOnly session cookie and the session carries the role", async () => {
    const c = new Browserless({ "x-forwarded-for": "10.1.0.2" });
    const res = await c.signIn("gestor@demo.com.br", DEMO_PASSWORD, "/perfil");
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ url: `${BASE_URL}/perfil` });
    const cookie = res.headers.getSetCookie().find((s) => s.startsWith("next-auth.session-token="));
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    const session = (await c.session()) as { user: Record<string, unknown>; expires: string };
    expect(session.user).toMatchObject({ email: "gestor@demo.com.br", name: "Gustavo Gestor", role: "manager", locale: "pt-BR" });
    expect(session.user.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(session.user.teamId).toMatch(/^[0-9a-f-]{36}$/);
    // Idle lifetime: 12 hours by default.
    const hours = (Date.parse(session.expires) - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(11.9);
    expect(hours).toBeLessThanOrEqual(12);
  });

  it("POST session (update) with the csrf token answers the fresh session", async () => {
    const c = new Browserless({ "x-forwarded-for": "10.1.0.3" });
    await c.signIn("financeiro@demo.com.br", DEMO_PASSWORD);
    const csrfToken = await c.csrf();
    const res = await c.fetch("/api/auth/session", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ csrfToken, data: { locale: "en-US" } }),
    });
    expect(res.status).toBe(200);
    const body = (await res.json()) as { user: { role: string; locale: string } };
    expect(body.user.role).toBe("finance");
    // The session is rebuilt from the database, never from client data.
    expect(body.user.locale).toBe("pt-BR");
  });

  it("signin/credentials answers JSON with a URL, and _log accepts client log events", async () => {
    const c = new Browserless();
    const csrfToken = await c.csrf();
    const res = await c.form("/api/auth/signin/credentials", { csrfToken, callbackUrl: "/", json: "true" });
    expect(res.status).toBe(200);
    expect(((await res.json()) as { url: string }).url).toMatch(/^http/);
    const log = await c.form("/api/auth/_log", { level: "error", code: "CLIENT_FETCH_ERROR", details: "{}" });
    expect(log.status).toBe(200);
  });

  it("signout clears the session cookie and the session is gone", async () => {
    const c = new Browserless({ "x-forwarded-for": "10.1.0.4" });
    await c.signIn("carla@demo.com.br", DEMO_PASSWORD);
    expect((await c.session()).user).toBeTruthy();
    const csrfToken = await c.csrf();
    const res = await c.form("/api/auth/signout", { csrfToken, callbackUrl: "/login", json: "true" });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ url: `${BASE_URL}/login` });
    expect(res.headers.getSetCookie().some((s) => s.startsWith("next-auth.session-token=;") || /next-auth\.session-token=.*Max-Age=0/i.test(s))).toBe(true);
    expect(c.cookies.has("next-auth.session-token")).toBe(false);
    expect(await c.session()).toEqual({});
  });
});

describe("protected pages", () => {
  it("redirect to sign-in with SessionRequired and the page as callbackUrl", async () => {
    const res = await fetch(`${BASE_URL}/configuracoes/usuarios?aba=equipes`, { redirect: "manual" });
    expect(res.status).toBe(307);
    expect(res.headers.get("location")).toBe(
      `/api/auth/signin?error=SessionRequired&callbackUrl=${encodeURIComponent("/configuracoes/usuarios?aba=equipes")}`,
    );
  });

  it("render with the session in pageProps once signed in, and 403 for a role without permission", async () => {
    const seller = new Browserless({ "x-forwarded-for": "10.1.0.5" });
    await seller.signIn("ana@demo.com.br", DEMO_PASSWORD);
    const home = await seller.fetch("/");
    expect(home.status).toBe(200);
    const html = await home.text();
    expect(html).toContain('"email":"ana@demo.com.br"');
    const users = await seller.fetch("/configuracoes/usuarios");
    expect(users.status).toBe(403);
    expect(await users.text()).toContain("Sem permissão");
  });
});
