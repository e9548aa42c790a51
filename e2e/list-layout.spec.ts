import { expect, test, type Page } from "@playwright/test";
import { DEMO, hydrated, signIn, uniqueSuffix } from "./helpers";

/** The leads table's columns as it opens (no column choice saved). */
const DEFAULT_LEAD_COLUMNS = ["Nome", "Status", "Responsável", "Origem", "Categorias", "Próximo contato", "Tentativas", "Última atividade", "Criado em", "Valor estimado"];

async function createPoolLead(page: Page, fields: Record<string, unknown>): Promise<string> {
  const response = await page.context().request.post("/api/trpc/leads.create", {
    data: { json: { kind: "PF", source: "Site", ownerId: null, ...fields } },
    headers: { "content-type": "application/json" },
  });
  expect(response.ok(), `leads.create → ${response.status()} ${await response.text()}`).toBe(true);
  return ((await response.json()) as { result: { data: { json: { id: string } } } }).result.data.json.id;
}

/** Nothing wider than its box: the element scrolls no content sideways. */
async function overflowOf(page: Page, selector: string) {
  return page.locator(selector).evaluateAll((els) => els.map((e) => ({ scroll: e.scrollWidth, client: e.clientWidth })));
}

test.describe("Lists fit the screen", () => {
  test("at 1440 px the leads table shows every default column without scrolling; cut text has its tooltip; the bulk bar follows the scroll", async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    const tag = uniqueSuffix();
    await signIn(page, DEMO.manager);
    const longName = `Lead de nome muito comprido para caber inteiro na coluna ${tag}`;
    await createPoolLead(page, { name: longName, categories: ["AutoInsurance", "LifeInsurance", "PlanoSaude", "Consortium"] });

    await page.goto("/leads");
    await expect(page.getByTestId("lead-row").first()).toBeVisible();
    for (const box of [...(await overflowOf(page, '[data-testid="leads-table"]')), ...(await overflowOf(page, '[data-testid="leads-table"] [data-slot="table-container"]'))]) {
      expect(box.scroll).toBeLessThanOrEqual(box.client);
    }
    const headers = page.getByTestId("leads-table").getByRole("columnheader");
    await expect(headers).toHaveText(["", ...DEFAULT_LEAD_COLUMNS]);
    for (const name of DEFAULT_LEAD_COLUMNS) await expect(page.getByRole("columnheader", { name, exact: true })).toBeInViewport({ ratio: 1 });

    // The long name and categories are cut with an ellipsis; keyboard focus shows them whole.
    await hydrated(page, "#leads-search");
    await page.getByLabel("Buscar leads").fill(tag);
    await expect(page).toHaveURL(new RegExp(`[?&]q=${tag}`));
    const row = page.getByTestId("lead-row").filter({ hasText: tag });
    await expect(row).toHaveCount(1);
    await hydrated(page, '[data-testid="lead-row"] a');
    const name = row.getByRole("link", { name: longName });
    await expect(name.locator("xpath=..")).toHaveAttribute("data-truncated", "true");
    await name.focus();
    await expect(page.getByRole("tooltip")).toHaveText(longName);
    await page.keyboard.press("Escape");
    const categories = row.locator('[data-truncated="true"][tabindex="0"]').filter({ hasText: "Seguro Auto" });
    await categories.focus();
    await expect(page.getByRole("tooltip")).toHaveText("Seguro Auto, Seguro Vida, Plano Saúde, Consorcio");

    // Rows ticked, then scrolled far down: the bar with the actions is still on screen.
    await page.getByRole("button", { name: "Limpar filtros" }).click();
    await expect(page).not.toHaveURL(/[?&]q=/);
    await expect(page.getByTestId("lead-row").nth(20)).toBeVisible();
    const boxes = page.getByTestId("lead-row").getByRole("checkbox");
    await boxes.nth(0).check();
    await boxes.nth(1).check();
    await expect(page.getByTestId("bulk-count")).toHaveText("2 selecionados");
    await page.getByTestId("lead-row").nth(20).scrollIntoViewIfNeeded();
    await page.mouse.wheel(0, 2000);
    await expect(page.getByTestId("lead-row").first()).not.toBeInViewport();
    await expect(page.getByTestId("bulk-bar")).toBeInViewport({ ratio: 1 });
    await expect(page.getByTestId("bulk-bar").getByRole("button", { name: /Alterar status/ })).toBeInViewport();
  });

  test("at 375 px the leads, customers and sales lists are cards, with selection, and nothing overflows sideways", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await signIn(page, DEMO.ana);
    for (const [path, card, table, link] of [
      ["/leads", "lead-card", "leads-table", /^\/leads\/[0-9a-f-]{36}$/],
      ["/clientes", "customer-card", "customers-table", /^\/clientes\/[0-9a-f-]{36}$/],
      ["/vendas", "sale-card", "sales-table", /^\/clientes\/[0-9a-f-]{36}$/],
    ] as const) {
      await page.goto(path);
      await hydrated(page, `[data-testid="${card}"] a`);
      const first = page.getByTestId(card).first();
      await expect(first).toBeVisible();
      await expect(page.getByTestId(table)).toHaveCount(0);
      expect(await first.getByRole("link").first().getAttribute("href")).toMatch(link);
      await first.getByRole("checkbox").check();
      await expect(page.getByTestId("bulk-count")).toHaveText("1 selecionado");
      const doc = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, client: document.documentElement.clientWidth }));
      expect(doc.scroll, `${path} overflows`).toBeLessThanOrEqual(doc.client);
    }
    // The leads card names its status.
    await page.goto("/leads");
    await expect(page.getByTestId("lead-card").first().getByTestId("lead-status")).toBeVisible();
  });
});
