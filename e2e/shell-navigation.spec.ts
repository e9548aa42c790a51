import { expect, test, type Page } from "@playwright/test";
import { DEMO, mainNav, previousRoute, readRouteOverlayWatch, signIn, watchRouteOverlay } from "./helpers";

/** SPEC §2/§9: the overlay is cleared this long after the route change completes. */
const OVERLAY_HIDE_DELAY_MS = 500;
/** How long the slowed-down page data takes, so the overlay is on screen long enough to be seen. */
const SLOW_DATA_MS = 1500;

const overlay = (page: Page) => page.getByTestId("route-overlay");
const title = (page: Page, name: string) => page.getByRole("heading", { name, level: 1 });

/** Before a screenshot: the route overlay is gone and the user-menu avatar shows its initials (600 ms delay). */
async function settled(page: Page): Promise<void> {
  await expect(overlay(page)).toHaveCount(0);
  await expect(page.getByTestId("user-menu").locator('[data-slot="avatar-fallback"]')).toBeVisible();
}

/** Delays the client-side data request (getServerSideProps JSON) of one page. */
async function slowDownPageData(page: Page, pageName: string, ms = SLOW_DATA_MS): Promise<void> {
  await page.route(`**/_next/data/**/${pageName}.json*`, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, ms));
    await route.continue();
  });
}

test.describe("Route overlay and previousRoute", () => {
  test("a navigation to another path shows a full-screen 'Carregando...' until 500 ms after it completes", async ({ page }) => {
    await signIn(page, DEMO.admin);
    await expect(title(page, "Início")).toBeVisible();
    await expect(overlay(page)).toHaveCount(0);

    await slowDownPageData(page, "leads");
    await watchRouteOverlay(page);
    await mainNav(page).getByRole("link", { name: "Leads" }).click();

    // While the page data is on its way: the overlay covers the whole viewport, with its text.
    await expect(overlay(page)).toBeVisible();
    await expect(overlay(page)).toHaveText("Carregando...");
    await expect(page.getByRole("status").filter({ hasText: "Carregando..." })).toBeVisible();
    const viewport = page.viewportSize();
    const box = await overlay(page).boundingBox();
    expect(viewport).not.toBeNull();
    expect(box).toEqual({ x: 0, y: 0, width: viewport!.width, height: viewport!.height });
    await expect(title(page, "Início")).toBeVisible();

    // Then the new page, and the overlay goes away.
    await expect(title(page, "Leads")).toBeVisible();
    await expect(page).toHaveURL(/\/leads$/);
    await expect(overlay(page)).toHaveCount(0);

    // Timing, recorded inside the page: shown before the new page rendered, hidden ~500 ms after.
    const watch = await readRouteOverlayWatch(page);
    const leadsAt = watch.titles.find((t) => t.text === "Leads")?.at;
    expect(watch.shownText).toContain("Carregando...");
    expect(watch.shownAt).not.toBeNull();
    expect(watch.hiddenAt).not.toBeNull();
    expect(leadsAt).toBeDefined();
    expect(leadsAt! - watch.shownAt!).toBeGreaterThanOrEqual(SLOW_DATA_MS - 200);
    const hideDelay = watch.hiddenAt! - leadsAt!;
    expect(hideDelay).toBeGreaterThanOrEqual(OVERLAY_HIDE_DELAY_MS - 100);
    // The upper bound only says it does not linger: npm test runs three browsers and three servers on two cores
    // (1 235 ms was seen there, 2 080 ms on a run where the whole suite took 21 min, and 3 611 ms on one of 30 min), so it
    // leaves 6 s.
    expect(hideDelay).toBeLessThan(OVERLAY_HIDE_DELAY_MS + 5500);
  });

  test("a query-only change on the same path (Usuários → Equipes tab) shows no overlay", async ({ page }) => {
    await signIn(page, DEMO.admin, undefined, "/configuracoes/usuarios");
    await expect(title(page, "Usuários e equipes")).toBeVisible();
    const tabs = page.getByRole("navigation", { name: "Usuários e equipes" });
    await expect(tabs.getByRole("link", { name: "Usuários" })).toHaveAttribute("aria-current", "page");

    await expect(overlay(page)).toHaveCount(0);
    await watchRouteOverlay(page);
    await tabs.getByRole("link", { name: "Equipes" }).click();
    await expect(page).toHaveURL(/\/configuracoes\/usuarios\?aba=equipes$/);
    await expect(tabs.getByRole("link", { name: "Equipes" })).toHaveAttribute("aria-current", "page");
    // The route change did start (previousRoute was written by it) …
    await expect.poll(() => previousRoute(page)).toMatch(/^\/configuracoes\/usuarios(\?|$)/);

    await tabs.getByRole("link", { name: "Usuários" }).click();
    await expect(page).toHaveURL(/\/configuracoes\/usuarios$/);
    await expect(tabs.getByRole("link", { name: "Usuários" })).toHaveAttribute("aria-current", "page");
    await expect.poll(() => previousRoute(page)).toMatch(/^\/configuracoes\/usuarios\?aba=equipes$/);

    // … yet the overlay never appeared, not even for a frame.
    const watch = await readRouteOverlayWatch(page);
    expect(watch.shownAt).toBeNull();
    await expect(overlay(page)).toHaveCount(0);
  });

  test("sessionStorage previousRoute holds the path the user navigated away from", async ({ page }) => {
    await signIn(page, DEMO.admin);
    await expect(title(page, "Início")).toBeVisible();

    await mainNav(page).getByRole("link", { name: "Leads" }).click();
    await expect(title(page, "Leads")).toBeVisible();
    expect(await previousRoute(page)).toBe("/");

    await mainNav(page).getByRole("link", { name: "Clientes" }).click();
    await expect(title(page, "Clientes")).toBeVisible();
    expect(await previousRoute(page)).toBe("/leads");

    await mainNav(page).getByRole("link", { name: "Configurações" }).click();
    await expect(title(page, "Configurações")).toBeVisible();
    expect(await previousRoute(page)).toBe("/clientes");
  });

  // Regression (src/components/layout/route-overlay.tsx): on back/forward the controller reads the
  // "current" path from window.location, which popstate has already moved to the target. So
  // previousRoute gets the target path and the overlay never shows (target == "current").
  //
  test("the browser Back button stores the page being left and shows the overlay", async ({ page }) => {
    await signIn(page, DEMO.admin);
    await mainNav(page).getByRole("link", { name: "Leads" }).click();
    await expect(title(page, "Leads")).toBeVisible();
    await mainNav(page).getByRole("link", { name: "Configurações" }).click();
    await expect(title(page, "Configurações")).toBeVisible();
    expect(await previousRoute(page)).toBe("/leads");

    await expect(overlay(page)).toHaveCount(0);
    await slowDownPageData(page, "leads");
    await watchRouteOverlay(page);
    await page.goBack();
    await expect(title(page, "Leads")).toBeVisible();
    await expect(overlay(page)).toHaveCount(0);
    expect.soft(await previousRoute(page), "previousRoute after Back").toBe("/configuracoes");
    expect.soft((await readRouteOverlayWatch(page)).shownAt, "overlay shown during Back").not.toBeNull();
  });
});

test.describe("Side navigation by role", () => {
  test("a seller sees no Configurações; Comissões opens her own commissions, without the finance views", async ({ page }) => {
    await signIn(page, DEMO.ana);
    const links = mainNav(page).getByRole("link");
    await expect(links).toHaveText(["Início", "Leads", "Agenda", "Clientes", "Vendas", "Comissões", "Relatórios"]);
    await expect(mainNav(page).getByRole("link", { name: "Início" })).toHaveAttribute("aria-current", "page");

    await mainNav(page).getByRole("link", { name: "Leads" }).click();
    await expect(page).toHaveURL(/\/leads$/);
    await expect(title(page, "Leads")).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Visões de leads" })).toBeVisible();
    await expect(mainNav(page).getByRole("link", { name: "Leads" })).toHaveAttribute("aria-current", "page");
    await expect(mainNav(page).getByRole("link", { name: "Início" })).not.toHaveAttribute("aria-current", "page");

    await mainNav(page).getByRole("link", { name: "Comissões" }).click();
    await expect(page).toHaveURL(/\/comissoes$/);
    await expect(title(page, "Minhas comissões")).toBeVisible();
    await expect(mainNav(page).getByRole("link", { name: "Comissões" })).toHaveAttribute("aria-current", "page");
    // A seller's commission views: her numbers, her statements and her goals; rules, reconciliation and month close are finance's.
    await expect(page.getByRole("navigation", { name: "Visões de comissões" }).getByRole("link")).toHaveText(["Minhas comissões", "Extratos", "Metas"]);

    // Loaded directly it is a real page (200), not a 404; a finance view answers "Sem permissão".
    expect((await page.goto("/comissoes"))?.status()).toBe(200);
    await expect(title(page, "Minhas comissões")).toBeVisible();
    expect((await page.goto("/comissoes/regras"))?.status()).toBe(403);
    await expect(title(page, "Sem permissão")).toBeVisible();
  });

  test("finance sees no Leads, and /leads answers 'Sem permissão'", async ({ page }) => {
    await signIn(page, DEMO.finance);
    await expect(mainNav(page).getByRole("link")).toHaveText(["Início", "Clientes", "Vendas", "Comissões", "Relatórios", "Configurações"]);

    const response = await page.goto("/leads");
    expect(response?.status()).toBe(403);
    await expect(title(page, "Sem permissão")).toBeVisible();
    await expect(page.getByRole("heading", { name: "Em construção" })).toHaveCount(0);
    await expect(mainNav(page).getByRole("link", { name: "Leads" })).toHaveCount(0);

    // Relatórios is a real page (200) for finance.
    expect((await page.goto("/relatorios"))?.status()).toBe(200);
    await expect(title(page, "Relatórios")).toBeVisible();
    await expect(page.getByRole("heading", { name: "Em construção" })).toHaveCount(0);
  });
});

test.describe("Not found", () => {
  test("an unknown URL shows the styled pt-BR 404, and its link leads home", async ({ page }) => {
    await signIn(page, DEMO.admin);
    const response = await page.goto(`/nao-existe-${Date.now()}`);
    expect(response?.status()).toBe(404);

    await expect(page.locator("html")).toHaveAttribute("lang", "pt-BR");
    await expect(page).toHaveTitle("Página não encontrada · Corretora · Back-office");
    const heading = page.getByRole("heading", { name: "Página não encontrada", level: 1 });
    await expect(heading).toBeVisible();
    await expect(page.getByText("O endereço pode ter sido digitado errado ou a página não existe mais.")).toBeVisible();
    await expect(page.getByText("404", { exact: true })).toBeVisible();
    // Not Next's built-in page: the app's fonts and card styles are applied.
    await expect(page.getByText("This page could not be found")).toHaveCount(0);
    expect(await heading.evaluate((el) => getComputedStyle(el).fontFamily)).toMatch(/Archivo/);
    const card = page.locator("main > div").first();
    expect(await card.evaluate((el) => getComputedStyle(el).backgroundColor)).not.toBe("rgba(0, 0, 0, 0)");

    await page.getByRole("link", { name: "Voltar ao início" }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(title(page, "Início")).toBeVisible();
  });
});

test.describe("Small screen (375 px)", () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test("the navigation lives in a sheet opened from the top bar", async ({ page }, testInfo) => {
    await signIn(page, DEMO.admin);
    await expect(title(page, "Início")).toBeVisible();
    // The fixed sidebar is hidden; the menu button, search trigger and user menu fit in the top bar.
    await expect(mainNav(page)).toHaveCount(0);
    const menuButton = page.getByRole("button", { name: "Abrir menu de navegação" });
    await expect(menuButton).toBeVisible();
    await expect(page.getByTestId("search-trigger")).toBeInViewport();
    await expect(page.getByRole("button", { name: "Menu do usuário" })).toBeInViewport();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await settled(page);
    await page.screenshot({ path: testInfo.outputPath("mobile-375-home.png"), fullPage: true });

    await menuButton.click();
    const sheet = page.getByRole("dialog");
    await expect(sheet).toBeVisible();
    await expect(sheet.getByRole("navigation", { name: "Navegação principal" })).toBeVisible();
    await expect(sheet.getByRole("link", { name: "Início" })).toHaveAttribute("aria-current", "page");
    // Slid in from the left edge (polled: it animates), narrower than the screen.
    await expect.poll(async () => (await sheet.boundingBox())?.x).toBe(0);
    expect((await sheet.boundingBox())!.width).toBeLessThan(375);
    await settled(page);
    await page.screenshot({ path: testInfo.outputPath("mobile-375-sheet-open.png") });

    await sheet.getByRole("link", { name: "Configurações" }).click();
    await expect(page).toHaveURL(/\/configuracoes$/);
    await expect(title(page, "Configurações")).toBeVisible();
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await expect(page.getByRole("link", { name: /Usuários e equipes/ })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await settled(page);
    await page.screenshot({ path: testInfo.outputPath("mobile-375-configuracoes.png"), fullPage: true });

    // Escape closes the sheet too.
    await menuButton.click();
    await expect(page.getByRole("dialog")).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(page.getByRole("dialog")).toHaveCount(0);
  });

  // Regression (src/components/layout/app-layout.tsx): the menu button is a plain Button that sets state,
  // not a SheetTrigger, so Radix has no trigger to return the focus to: after Escape the focus is
  // on <body> and a keyboard user starts over from the top.
  test("closing the sheet gives the focus back to the menu button", async ({ page }) => {
    await signIn(page, DEMO.admin);
    const menuButton = page.getByRole("button", { name: "Abrir menu de navegação" });
    await menuButton.focus();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("dialog")).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await expect(menuButton).toBeFocused({ timeout: 3_000 });
  });
});

test.describe("Large screen (1920 px)", () => {
  test.use({ viewport: { width: 1920, height: 1080 } });

  test("the sidebar is always there and the content keeps the 1280 px container", async ({ page }, testInfo) => {
    await signIn(page, DEMO.admin);
    await expect(title(page, "Início")).toBeVisible();
    await expect(mainNav(page)).toBeVisible();
    await expect(page.getByRole("button", { name: "Abrir menu de navegação" })).toBeHidden();
    const main = page.locator("main#conteudo");
    expect((await main.boundingBox())?.width).toBe(1280);
    const navBox = await mainNav(page).boundingBox();
    expect(navBox!.x).toBeLessThan(240);
    await settled(page);
    await page.screenshot({ path: testInfo.outputPath("desktop-1920-home.png") });

    await mainNav(page).getByRole("link", { name: "Configurações" }).click();
    await expect(page).toHaveURL(/\/configuracoes$/);
    await expect(title(page, "Configurações")).toBeVisible();
    await expect(mainNav(page).getByRole("link", { name: "Configurações" })).toHaveAttribute("aria-current", "page");
    await page.getByRole("link", { name: /Usuários e equipes/ }).click();
    await expect(title(page, "Usuários e equipes")).toBeVisible();
    // A sub-page keeps its section highlighted.
    await expect(mainNav(page).getByRole("link", { name: "Configurações" })).toHaveAttribute("aria-current", "page");
    expect((await page.locator("main#conteudo").boundingBox())?.width).toBe(1280);
    await settled(page);
    await page.screenshot({ path: testInfo.outputPath("desktop-1920-usuarios.png") });
  });
});
