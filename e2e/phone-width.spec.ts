import { expect, test, type Page } from "@playwright/test";
import { DEMO, hydrated, signIn, watchPageErrors } from "./helpers";

/** Every screen a role reaches from the menu, with its sub-screens (a record's own page is covered by its journey). */
const SCREENS = {
  admin: [
    "/",
    "/leads",
    "/leads/kanban",
    "/leads/hoje",
    "/leads/novo",
    "/leads/importar",
    "/agenda",
    "/clientes",
    "/clientes/novo",
    "/clientes/importar",
    "/vendas",
    "/comissoes",
    "/comissoes/extratos",
    "/comissoes/metas",
    "/comissoes/regras",
    "/comissoes/regras/nova",
    "/comissoes/conciliacao",
    "/comissoes/fechamento",
    "/comissoes/lancamentos",
    "/relatorios",
    "/configuracoes",
    "/configuracoes/usuarios",
    "/configuracoes/parceiros",
    "/configuracoes/origens",
    "/configuracoes/emails",
    "/configuracoes/auditoria",
    "/perfil",
  ],
  ana: ["/", "/leads", "/leads/kanban", "/leads/hoje", "/agenda", "/clientes", "/vendas", "/comissoes", "/comissoes/extratos", "/comissoes/metas", "/perfil"],
} as const;

/** How far the page itself scrolls sideways (0 when everything fits or scrolls inside its own box). */
async function sidewaysScroll(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}

for (const [who, screens] of Object.entries(SCREENS) as [keyof typeof SCREENS, readonly string[]][]) {
  test(`at 375 px no screen of ${who} scrolls sideways or fails to hydrate`, async ({ page }) => {
    test.setTimeout(180_000);
    await page.setViewportSize({ width: 375, height: 800 });
    await signIn(page, DEMO[who]);
    const thrown = watchPageErrors(page);
    const wide: string[] = [];
    for (const path of screens) {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await hydrated(page, "#__next *");
      // The lists and panels that load after the page (and their skeletons) are in place.
      await page.waitForLoadState("networkidle");
      const extra = await sidewaysScroll(page);
      if (extra > 0) wide.push(`${path}: ${extra} px`);
    }
    expect(wide).toEqual([]);
    expect(thrown.errors).toEqual([]);
  });
}
