import { expect, test } from "@playwright/test";
import { appAlerts, DEMO, DEMO_PASSWORD, submitSignIn } from "./helpers";

const NO_SECRET_MESSAGE = "O servidor está sem a chave de segurança de sessão (NEXTAUTH_SECRET). Avise o administrador do sistema.";

test.describe("Sign-in", () => {
  test("a protected page sends a signed-out user to sign-in and back after signing in", async ({ page }) => {
    await page.goto("/configuracoes/auditoria");

    // /configuracoes/auditoria → /api/auth/signin?error=SessionRequired → /login?callbackUrl=…&error=SessionRequired
    await expect(page).toHaveURL(/\/login\?/);
    const url = new URL(page.url());
    expect(url.searchParams.get("error")).toBe("SessionRequired");
    expect(url.searchParams.get("callbackUrl")).toContain("/configuracoes/auditoria");
    await expect(page.getByRole("heading", { name: "Entrar", level: 1 })).toBeVisible();
    await expect(appAlerts(page)).toHaveText("Entre para acessar esta página.");

    await submitSignIn(page, DEMO.admin, DEMO_PASSWORD);

    await expect(page).toHaveURL(/\/configuracoes\/auditoria$/);
    await expect(page.getByRole("heading", { name: "Auditoria", level: 1 })).toBeVisible();
    await expect(page.getByTestId("user-menu")).toContainText("Administrador");
  });

  test("a wrong password shows the pt-BR message and stays on the sign-in page", async ({ page }) => {
    // One wrong attempt per run, on an account no other journey changes (5 failures lock it for 15 min).
    await page.goto("/login");
    await submitSignIn(page, DEMO.finance, `errada-${Date.now()}`);

    await expect(appAlerts(page)).toHaveText("E-mail ou senha inválidos. Verifique e tente novamente.");
    await expect(page).toHaveURL(/\/login(\?|$)/);
    await expect(page.getByRole("heading", { name: "Entrar", level: 1 })).toBeVisible();
    // The password is cleared for a new try; the e-mail is kept.
    await expect(page.getByLabel("Senha", { exact: true })).toHaveValue("");
    await expect(page.getByLabel("E-mail", { exact: true })).toHaveValue(DEMO.finance);
    await expect(page.getByRole("button", { name: "Entrar", exact: true })).toBeEnabled();
  });

  test("the auth error page explains NO_SECRET in pt-BR", async ({ page }) => {
    const response = await page.goto("/auth/error?error=NO_SECRET");
    expect(response?.ok()).toBe(true);

    await expect(page.getByRole("heading", { name: "Não foi possível entrar", level: 1 })).toBeVisible();
    await expect(appAlerts(page)).toHaveText(NO_SECRET_MESSAGE);

    await page.getByRole("link", { name: "Voltar para o login" }).click();
    await expect(page).toHaveURL(/\/login(\?|$)/);
  });

  test("the auth error page has the NO_SECRET message on first paint (server-rendered)", async ({ browser }) => {
    // Without JavaScript the page is exactly what the server sent: no flash of the generic message.
    const context = await browser.newContext({ javaScriptEnabled: false });
    try {
      const page = await context.newPage();
      await page.goto("/auth/error?error=NO_SECRET");
      await expect(page.getByRole("heading", { name: "Não foi possível entrar", level: 1 })).toBeVisible();
      await expect(appAlerts(page)).toHaveText(NO_SECRET_MESSAGE);
    } finally {
      await context.close();
    }
  });
});
