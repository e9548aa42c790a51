import { expect, type ConsoleMessage, type Locator, type Page } from "@playwright/test";
import { cnpjCheckDigits } from "../src/lib/brazil/cnpj";
import { cpfCheckDigits } from "../src/lib/brazil/cpf";

export const DEMO_PASSWORD = "Corretora@2026";

export const DEMO = {
  admin: "admin@demo.com.br",
  manager: "gestor@demo.com.br",
  finance: "financeiro@demo.com.br",
  ana: "ana@demo.com.br",
  bruno: "bruno@demo.com.br",
  carla: "carla@demo.com.br",
} as const;

/** Lines as Excel pt-BR saves "CSV (separado por vírgulas)": Windows-1252 (Latin-1 range here) and CRLF. */
export function excelCsv(lines: readonly string[]): Buffer {
  return Buffer.from(`${lines.join("\r\n")}\r\n`, "latin1");
}

/** A value unique to this run (e-mails, names), so the specs can run again on the same database. */
export function uniqueSuffix(): string {
  return `${Date.now()}${Math.floor(Math.random() * 1000)}`;
}

/** Fills the sign-in form on the current /login page and submits it. */
export async function submitSignIn(page: Page, email: string, password: string): Promise<void> {
  // Typed before React hydrates the form, the values are reset to the empty initial state and the click submits
  // nothing ("Informe e-mail e senha."): seen on a loaded CI run right after a sign-out.
  await hydrated(page, "form");
  await page.getByLabel("E-mail", { exact: true }).fill(email);
  await page.getByLabel("Senha", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Entrar", exact: true }).click();
}

/**
 * Signs in through next-auth's own endpoints (csrf, then the credentials callback, as the sign-in form does — the
 * form itself has its journeys in sign-in.spec.ts and two-factor.spec.ts), then opens `callbackUrl` (default:
 * Início) and waits until React has hydrated it: the page's server-rendered HTML is visible (and clickable, to
 * Playwright) before React hydrates it, and a click in between is lost. One page load per journey instead of
 * three (the form, its redirect and the page wanted).
 */
export async function signIn(page: Page, email: string, password = DEMO_PASSWORD, callbackUrl = "/"): Promise<void> {
  const { csrfToken } = (await (await page.request.get("/api/auth/csrf")).json()) as { csrfToken: string };
  const res = await page.request.post("/api/auth/callback/credentials", { form: { csrfToken, email, password, callbackUrl, json: "true" } });
  const { url } = (await res.json()) as { url?: string };
  expect(res.ok() && !url?.includes("error="), `sign-in of ${email}: ${res.status()} ${url ?? ""}`).toBe(true);
  await page.goto(callbackUrl);
  await expect(page).not.toHaveURL(/\/login(\?|$)/);
  await hydrated(page, "#__next *");
}

/** React marks the nodes it hydrated with __reactProps$…: before that a click on server-rendered HTML is lost. */
export async function hydrated(page: Page, selector: string): Promise<void> {
  await page.waitForFunction((sel) => {
    const node = document.querySelector(sel);
    return !!node && Object.keys(node).some((key) => key.startsWith("__reactProps"));
  }, selector);
}

/**
 * What the page throws (a hydration mismatch shows here as React #418) and, with `console`, logs as an error,
 * each with the path it happened on, until `stop()`.
 */
export function watchPageErrors(page: Page, opts: { console?: boolean } = {}): { errors: string[]; stop: () => void } {
  const errors: string[] = [];
  const where = () => new URL(page.url()).pathname;
  const onPageError = (error: Error) => errors.push(`${where()}: pageerror: ${error.message}`);
  const onConsole = (message: ConsoleMessage) => void (message.type() === "error" && errors.push(`${where()}: console: ${message.text()}`));
  page.on("pageerror", onPageError);
  if (opts.console) page.on("console", onConsole);
  return {
    errors,
    stop: () => {
      page.off("pageerror", onPageError);
      page.off("console", onConsole);
    },
  };
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

/** The value the shell stored under sessionStorage "previousRoute" (null when unset). */
export async function previousRoute(page: Page): Promise<string | null> {
  return page.evaluate(() => window.sessionStorage.getItem("previousRoute"));
}

/**
 * Records, from inside the page, when the route overlay (data-testid="route-overlay") appears and
 * disappears and when the top-bar title changes (performance.now() times), so a spec can check the
 * overlay's timing without polling gaps. Survives client-side navigations (not a reload).
 */
export async function watchRouteOverlay(page: Page): Promise<void> {
  await page.evaluate(() => {
    type Watch = { shownAt: number | null; hiddenAt: number | null; shownText: string | null; titles: { text: string; at: number }[] };
    const w = window as unknown as { __routeOverlayWatch?: Watch; __routeOverlayObserver?: MutationObserver };
    w.__routeOverlayObserver?.disconnect();
    const watch: Watch = { shownAt: null, hiddenAt: null, shownText: null, titles: [] };
    w.__routeOverlayWatch = watch;
    const check = () => {
      const now = performance.now();
      const overlay = document.querySelector('[data-testid="route-overlay"]');
      if (overlay && watch.shownAt === null) {
        watch.shownAt = now;
        watch.shownText = overlay.textContent;
      }
      if (!overlay && watch.shownAt !== null && watch.hiddenAt === null) watch.hiddenAt = now;
      const title = document.querySelector("header h1")?.textContent ?? "";
      if (watch.titles.at(-1)?.text !== title) watch.titles.push({ text: title, at: now });
    };
    check();
    const observer = new MutationObserver(check);
    observer.observe(document.body, { childList: true, subtree: true, characterData: true });
    w.__routeOverlayObserver = observer;
  });
}

export interface RouteOverlayWatch {
  shownAt: number | null;
  hiddenAt: number | null;
  shownText: string | null;
  titles: { text: string; at: number }[];
}

export async function readRouteOverlayWatch(page: Page): Promise<RouteOverlayWatch> {
  return page.evaluate(() => (window as unknown as { __routeOverlayWatch: RouteOverlayWatch }).__routeOverlayWatch);
}

/**
 * Switches the interface language through the user menu (Idioma → language) and waits until it is
 * saved and the page is in the new language. The submenu is driven with the keyboard (ArrowRight opens
 * it, Enter picks): a pointer jump straight from "Idioma" to the flipped-left submenu can close it.
 */
export async function switchLanguage(page: Page, target: "en-US" | "pt-BR"): Promise<void> {
  const from = target === "en-US" ? { menu: "Menu do usuário", language: "Idioma" } : { menu: "User menu", language: "Language" };
  const label = target === "en-US" ? "English (US)" : "Português (Brasil)";
  await page.getByRole("button", { name: from.menu }).click();
  await expect(page.getByRole("menu")).toBeVisible();
  await page.getByRole("menuitem", { name: from.language }).press("ArrowRight");
  const option = page.getByRole("menuitemradio", { name: label });
  await expect(option).toBeVisible();
  await expect(option).toHaveAttribute("aria-checked", "false");
  const saved = page.waitForResponse((r) => r.url().includes("/api/trpc/me.setLocale") && r.request().method() === "POST", { timeout: 15_000 });
  await option.press("Enter");
  expect((await saved).ok()).toBe(true);
  await expect(page.getByRole("menu")).toHaveCount(0);
  await expect(page.locator("html")).toHaveAttribute("lang", target);
}

/**
 * Saves the user's language straight through the API (tRPC me.setLocale) with the page's session
 * cookie: the safety net that puts a user back in pt-BR whatever happened in a spec.
 */
export async function saveLanguageViaApi(page: Page, locale: "en-US" | "pt-BR"): Promise<void> {
  const response = await page.context().request.post("/api/trpc/me.setLocale", {
    data: { json: { locale } },
    headers: { "content-type": "application/json" },
    timeout: 15_000,
  });
  expect(response.ok(), `me.setLocale(${locale}) → ${response.status()} ${await response.text()}`).toBe(true);
}

/** Types a day into a DatePicker's text input ("dd/MM/yyyy" in pt-BR) and leaves it, committing the value. */
export async function fillDay(input: Locator, day: string): Promise<void> {
  await input.fill(day);
  await input.press("Tab");
}

/** A valid CPF from a random 9-digit base, unique enough for a re-run on the same database. */
export function randomCpf(): string {
  let base = "";
  do base = Array.from({ length: 9 }, () => Math.floor(Math.random() * 10)).join("");
  while (/^(\d)\1{8}$/.test(base));
  return `${base}${cpfCheckDigits(base)}`;
}

/** A valid CNPJ: numeric, or (alpha) with letters in its root as from July 2026 (IN RFB 2.229/2024). */
export function randomCnpj(alpha = false): string {
  const chars = alpha ? "0123456789ABCDEFGHJKLMNPQRSTUVWXYZ" : "0123456789";
  const root = Array.from({ length: 8 }, (_, i) => (alpha && i % 3 === 2 ? chars[10 + Math.floor(Math.random() * 24)] : chars[Math.floor(Math.random() * 10)])).join("");
  const base = `${root}0001`;
  return `${base}${cnpjCheckDigits(base)}`;
}

/** Pastes `text` into the focused field as a user would: through the clipboard and Ctrl+V (needs clipboard permissions). */
export async function pasteText(page: Page, text: string): Promise<void> {
  await page.evaluate((t) => navigator.clipboard.writeText(t), text);
  await page.keyboard.press("ControlOrMeta+V");
}

/**
 * The administrator (signed in on `admin`) creates a user in Configurações › Usuários e equipes; returns the
 * temporary password the dialog shows once.
 */
export async function createUserAsAdmin(admin: Page, user: { name: string; email: string; role: string }): Promise<string> {
  await signIn(admin, DEMO.admin);
  await mainNav(admin).getByRole("link", { name: "Configurações" }).click();
  await admin.getByRole("link", { name: /Usuários e equipes/ }).click();
  await admin.getByRole("button", { name: "Novo usuário" }).click();
  const dialog = admin.getByRole("dialog", { name: "Novo usuário" });
  await dialog.getByLabel("Nome").fill(user.name);
  await dialog.getByLabel("E-mail").fill(user.email);
  await dialog.getByLabel("Perfil").selectOption({ label: user.role });
  await dialog.getByRole("button", { name: "Criar" }).click();
  const tempDialog = admin.getByRole("dialog", { name: "Senha temporária" });
  const temporaryPassword = ((await tempDialog.getByTestId("temporary-password").textContent()) ?? "").trim();
  await tempDialog.getByRole("button", { name: "Fechar" }).click();
  return temporaryPassword;
}

/** First sign-in with a temporary password: /perfil asks for a password of one's own, which is set. */
export async function replaceTemporaryPassword(page: Page, email: string, temporaryPassword: string, password: string): Promise<void> {
  await submitSignIn(page, email, temporaryPassword);
  await expect(page).toHaveURL(/\/perfil\?senha=temporaria$/);
  await hydrated(page, "#__next *");
  await page.getByLabel("Senha atual").fill(temporaryPassword);
  await page.getByLabel("Nova senha", { exact: true }).fill(password);
  await page.getByLabel("Confirme a nova senha").fill(password);
  await page.getByRole("button", { name: "Alterar senha" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Senha alterada." })).toBeVisible();
}
