import { expect, test, type Page } from "@playwright/test";
import { appAlerts, DEMO, signIn, signOut } from "./helpers";

const BUCKETS = ["previsto", "aReceber", "recebido", "aRepassar", "pago", "estornos"] as const;

/** The six cards' amounts as shown ("R$ 1.234,56"), in order. */
async function cardAmounts(page: Page): Promise<string[]> {
  const texts: string[] = [];
  for (const bucket of BUCKETS) texts.push((await page.getByTestId(`card-${bucket}`).locator("span").nth(1).textContent()) ?? "");
  return texts;
}

/** Centavos from a pt-BR amount ("-R$ 1.234,56" → -123456). */
const centavos = (text: string) => Number(text.replace(/[^\d-]/g, ""));

test.describe("Minhas comissões", () => {
  test("a seller sees their totals and the entries behind a number; Financeiro sees the same picking her; nobody else's for a seller", async ({ page }) => {
    await signIn(page, DEMO.ana, undefined, "/comissoes");
    await expect(page.locator("header h1")).toHaveText("Minhas comissões");
    await expect(page.getByRole("navigation", { name: "Visões de comissões" }).getByRole("link", { name: "Minhas comissões" })).toHaveAttribute("aria-current", "page");
    // A Vendedor only ever sees their own commissions: no person selector.
    await expect(page.getByLabel("Pessoa", { exact: true })).toHaveCount(0);
    await expect(page.getByLabel("De", { exact: true })).toBeVisible();
    await expect(page.getByLabel("Até", { exact: true })).toBeVisible();

    const cards = page.getByRole("list", { name: "Totais do período" });
    await expect(cards.getByText("Comissão prevista pela regra", { exact: false })).toBeVisible();
    const anaTotals = await cardAmounts(page);
    expect(centavos(anaTotals[0]!)).toBeGreaterThan(0);

    // Drill down into the last month's previsto (a future month: installments still to fall due).
    const previsto = page.getByTestId("month-row").last().getByRole("button", { name: /^Previsto de / });
    const label = (await previsto.getAttribute("aria-label")) ?? "";
    const month = /^Previsto de (\S+):/.exec(label)?.[1] ?? "";
    expect(month).toMatch(/^[a-zç]{3}\/\d{4}$/);
    await previsto.click();
    const sheet = page.getByRole("dialog", { name: `Previsto · ${month}` });
    await expect(sheet).toBeVisible();
    const entries = sheet.getByTestId("commission-entry");
    await expect(entries.first()).toBeVisible();
    await expect(entries.first()).toContainText(/Parcela \d+/);
    await expect(entries.first()).toContainText(`Vence em ${month}`);
    await expect(entries.first().getByText(/^(Prevista|Ajuste|Cancelamento)$/)).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(sheet).toBeHidden();

    // A month's categories open under it and are drillable too.
    const firstMonth = page.getByTestId("month-row").first();
    await firstMonth.getByRole("button", { name: /^Mostrar as categorias de / }).click();
    await expect(page.getByTestId("category-row").first()).toBeVisible();

    await signOut(page);
    await signIn(page, DEMO.finance, undefined, "/comissoes");
    const person = page.getByLabel("Pessoa", { exact: true });
    await expect(person).toBeEnabled();
    const anaId = await person.locator("option", { hasText: "Ana Souza" }).getAttribute("value");
    const gestorId = await person.locator("option", { hasText: "Gustavo Gestor" }).getAttribute("value");
    expect(anaId).toMatch(/^[0-9a-f-]{36}$/);
    expect(gestorId).toMatch(/^[0-9a-f-]{36}$/);
    await person.selectOption(anaId!);
    await expect(page).toHaveURL(new RegExp(`pessoa=${anaId}`));
    await expect(page.locator("header h1")).toHaveText("Comissões de Ana Souza");
    await expect.poll(() => cardAmounts(page)).toEqual(anaTotals);

    // A seller asking for someone else's commissions gets "pessoa não encontrada", never their data.
    await signOut(page);
    await signIn(page, DEMO.ana, undefined, `/comissoes?pessoa=${gestorId}`);
    await expect(appAlerts(page).filter({ hasText: "Pessoa não encontrada" })).toBeVisible();
    await expect(page.getByTestId("card-previsto")).toHaveCount(0);
    await page.getByRole("link", { name: "Ver minhas comissões" }).click();
    await expect(page).toHaveURL(/\/comissoes$/);
    await expect.poll(() => cardAmounts(page)).toEqual(anaTotals);
  });

  test("a sale's commission panel: rule, start month and schedule; the partner's side for Financeiro only; none for a proposal", async ({ page }) => {
    await signIn(page, DEMO.ana, undefined, "/vendas?f.status.eq=ativa");
    await page.getByTestId("sale-row").first().getByRole("link").first().click();
    await expect(page).toHaveURL(/\/clientes\/[0-9a-f-]{36}$/);
    const customerUrl = page.url();
    const active = page.getByTestId("sale-row").filter({ has: page.getByText("Ativa", { exact: true }) }).first();
    const open = active.getByRole("button", { name: /^Ver a comissão de / });
    const openLabel = (await open.getAttribute("aria-label")) ?? "";
    await open.click();
    const dialog = page.getByRole("dialog", { name: /^Comissão: / });
    const panel = dialog.getByTestId("sale-commission-panel");
    await expect(panel.getByText("Regra", { exact: true })).toBeVisible();
    await expect(panel.getByText("Mês de início", { exact: true })).toBeVisible();
    await expect(panel.getByText(/^vigente desde \d{2}\/\d{2}\/\d{4}$/)).toBeVisible();
    const schedule = panel.getByTestId("sale-schedule");
    // A Vendedor sees their own line only: not what the partner pays nor what the office keeps.
    await expect(schedule.getByRole("columnheader", { name: /^Ana Souza \(/ })).toBeVisible();
    await expect(schedule.getByRole("columnheader", { name: "Parceiro paga" })).toHaveCount(0);
    await expect(schedule.getByRole("columnheader", { name: "Escritório fica" })).toHaveCount(0);
    await expect(schedule.getByText(/^(Prevista|A receber|Recebida|Paga|Estornada|Cancelada)$/).first()).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();

    await signOut(page);
    await signIn(page, DEMO.finance, undefined, customerUrl);
    await page.getByRole("button", { name: openLabel }).first().click();
    const schedule2 = page.getByRole("dialog", { name: /^Comissão: / }).getByTestId("sale-schedule");
    await expect(schedule2.getByRole("columnheader", { name: "Parceiro paga" })).toBeVisible();
    await expect(schedule2.getByRole("columnheader", { name: "Escritório fica" })).toBeVisible();
    await page.keyboard.press("Escape");

    // A proposal has no commission yet.
    await page.goto("/vendas?f.status.eq=proposta");
    await page.getByTestId("sale-row").first().getByRole("link").first().click();
    await expect(page).toHaveURL(/\/clientes\/[0-9a-f-]{36}$/);
    const proposal = page.getByTestId("sale-row").filter({ has: page.getByText("Proposta", { exact: true }) }).first();
    await proposal.getByRole("button", { name: /^Ver a comissão de / }).click();
    const noTerms = page.getByRole("dialog", { name: /^Comissão: / }).getByTestId("sale-commission-panel");
    await expect(noTerms.getByText("Sem regra de comissão")).toBeVisible();
    await expect(noTerms.getByText("A comissão é calculada quando a proposta vira venda ativa.")).toBeVisible();
  });
});
