import { expect, type Page } from "@playwright/test";

export const DEMO_PASSWORD = "Corretora@2026";

export const DEMO = {
  admin: "admin@demo.com.br",
  manager: "gestor@demo.com.br",
  finance: "financeiro@demo.com.br",
  ana: "ana@demo.com.br",
  bruno: "bruno@demo.com.br",
  carla: "carla@demo.com.br",
} as const;

/** A value unique to this run (e-mails, names), so the specs can run again on the same database. */
export function uniqueSuffix(): string {
  return `${Date.now()}${Math.floor(Math.random() * 1000)}`;
}

/** Fills the sign-in form on the current /login page and submits it. */
export async function submitSignIn(page: Page, email: string, password: string): Promise<void> {
  await page.getByLabel("E-mail", { exact: true }).fill(email);
  await page.getByLabel("Senha", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Entrar", exact: true }).click();
}

/** Opens /login (optionally with a callback page) and signs in; waits until the app left /login. */
export async function signIn(page: Page, email: string, password = DEMO_PASSWORD, callbackUrl?: string): Promise<void> {
  await page.goto(callbackUrl ? `/login?callbackUrl=${encodeURIComponent(callbackUrl)}` : "/login");
  await expect(page.getByRole("heading", { name: "Entrar" })).toBeVisible();
  await submitSignIn(page, email, password);
  await expect(page).not.toHaveURL(/\/login(\?|$)/);
}

/** Opens the user menu in the top bar. */
export async function openUserMenu(page: Page): Promise<void> {
  await page.getByRole("button", { name: "Menu do usuário" }).click();
  await expect(page.getByRole("menu")).toBeVisible();
}

/** Clicks "Sair" in the user menu and waits for the sign-in page. */
export async function signOut(page: Page): Promise<void> {
  await openUserMenu(page);
  await page.getByRole("menuitem", { name: "Sair" }).click();
  await expect(page).toHaveURL(/\/login(\?|$)/);
  await expect(page.getByRole("button", { name: "Entrar", exact: true })).toBeVisible();
}

export const mainNav = (page: Page) => page.getByRole("navigation", { name: "Navegação principal" });

/** role="alert" elements of the app, leaving out Next's (always present, empty) route announcer. */
export const appAlerts = (page: Page) => page.getByRole("alert").and(page.locator(":not(#__next-route-announcer__)"));
