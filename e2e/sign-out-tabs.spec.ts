import { expect, test } from "@playwright/test";
import { appAlerts, DEMO, openUserMenu, signIn } from "./helpers";

test("signing out in one tab signs the other tab out without a reload", async ({ context }) => {
  const tab1 = await context.newPage();
  await signIn(tab1, DEMO.manager, undefined, "/perfil");
  await expect(tab1).toHaveURL(/\/perfil$/);
  await expect(tab1.getByRole("heading", { name: "Meu perfil", level: 1 })).toBeVisible();

  const tab2 = await context.newPage();
  await tab2.goto("/");
  await expect(tab2.getByRole("heading", { name: "Início", level: 1 })).toBeVisible();
  await expect(tab2.getByText("Olá, Gustavo!")).toBeVisible();

  // Any document request for "/" in tab 2 after this point would be a reload the user did not do.
  const tab2Documents: string[] = [];
  tab2.on("request", (req) => {
    if (req.frame() === tab2.mainFrame() && req.isNavigationRequest()) tab2Documents.push(req.url());
  });

  await tab1.bringToFront();
  await openUserMenu(tab1);
  await tab1.getByRole("menuitem", { name: "Sair" }).click();
  await expect(tab1).toHaveURL(/\/login(\?|$)/);

  await tab2.bringToFront();
  await expect(tab2).toHaveURL(/\/login\?/, { timeout: 15_000 });
  const url = new URL(tab2.url());
  expect(url.searchParams.get("error")).toBe("SessionRequired");
  expect(url.searchParams.get("callbackUrl") ?? "").toMatch(/\/$/);
  await expect(tab2.getByRole("button", { name: "Entrar", exact: true })).toBeVisible();
  await expect(appAlerts(tab2)).toHaveText("Entre para acessar esta página.");
  // The app itself went to sign-in (via /api/auth/signin), not a reload of the page.
  expect(tab2Documents.some((u) => new URL(u).pathname === "/")).toBe(false);

  // And the session is really gone: a protected page now asks for sign-in.
  await tab2.goto("/perfil");
  await expect(tab2).toHaveURL(/\/login\?.*error=SessionRequired/);
});
