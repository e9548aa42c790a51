import { expect, test, type Locator, type Page } from "@playwright/test";
import { DEMO, hydrated, signIn } from "./helpers";

/** The number a home card shows ("1.234" → 1234). */
const numberIn = async (locator: Locator) => Number(((await locator.textContent()) ?? "").replace(/\D/g, ""));
const region = (page: Page, name: string | RegExp) => page.getByRole("region", { name });

/** Opens a card's link and checks the list shows the count the card showed. */
async function drillsTo(page: Page, card: Locator, countTestId: "leads-count" | "sales-count") {
  const shown = await numberIn(card.getByTestId(/-count$/));
  await card.click();
  await expect(page.getByTestId(countTestId)).toHaveText(new RegExp(`^${shown.toLocaleString("pt-BR").replace(".", "\\.")} (leads|vendas?)$`));
}

test.describe("Início per role", () => {
  test("a seller sees the day's agenda, the open pipeline, the month and the month's commissions; a pipeline card opens the list with its count", async ({ page }) => {
    await signIn(page, DEMO.ana);
    await expect(page.getByRole("heading", { name: "Início", level: 1 })).toBeVisible();
    for (const name of ["Minha agenda de hoje", "Meu funil em aberto", "Meu mês", /^Minhas comissões de /]) await expect(region(page, name)).toBeVisible();
    // Not a manager's or finance's parts.
    await expect(region(page, "Vendedores neste mês")).toHaveCount(0);
    await expect(region(page, "Financeiro")).toHaveCount(0);
    await expect(page.getByTestId("home-commissions-previsto")).toContainText("R$");

    await hydrated(page, '[data-testid="home-pipeline-Novo"]');
    await drillsTo(page, page.getByTestId("home-pipeline-Contatar novamente"), "leads-count");
    await expect(page).toHaveURL(/\/leads\?.*f\.status\.eq=Contatar/);
  });

  test("a seller's agenda card opens Hoje at its section, with the same count", async ({ page }) => {
    await signIn(page, DEMO.ana);
    const card = page.getByTestId("home-agenda-overdue");
    const shown = await numberIn(card.getByTestId("home-agenda-overdue-count"));
    await hydrated(page, '[data-testid="home-agenda-overdue"]');
    await card.click();
    await expect(page).toHaveURL(/\/leads\/hoje#overdue$/);
    await expect(page.getByTestId("today-overdue").getByTestId("section-count")).toHaveText(shown === 1 ? "1 lead" : `${shown} leads`);
  });

  test("a Gestor sees alerts, the month's funnel and the sellers' table (sortable), and a card drills into the list", async ({ page }) => {
    await signIn(page, DEMO.manager);
    for (const name of ["Atenção agora", "Funil da equipe neste mês", "Vendedores neste mês"]) await expect(region(page, name)).toBeVisible();
    await expect(region(page, "Meu funil em aberto")).toHaveCount(0);
    const table = page.getByTestId("home-sellers-table");
    await expect(table.getByTestId("home-seller-row").first()).toBeVisible();
    // Other teams' sellers are not there.
    await expect(table).not.toContainText("Carla");

    await hydrated(page, '[data-testid="home-sellers-table"] button');
    const nameHeader = table.getByRole("columnheader", { name: /Pessoa/ });
    await table.getByRole("button", { name: "Ordenar por Pessoa" }).click();
    await expect(nameHeader).toHaveAttribute("aria-sort", "ascending");
    const names = await table.getByTestId("home-seller-row").locator("td:first-child").allTextContents();
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    // Keyboard: Enter on the focused header button sorts the other way.
    await table.getByRole("button", { name: "Ordenar por Pessoa" }).press("Enter");
    await expect(nameHeader).toHaveAttribute("aria-sort", "descending");

    await drillsTo(page, page.getByTestId("home-team-stale"), "leads-count");
    await expect(page).toHaveURL(/f\.lastActivityAt\.lt=/);
  });

  test("a Gestor's renewals card opens the Renovações tab with the same count", async ({ page }) => {
    await signIn(page, DEMO.manager);
    await hydrated(page, '[data-testid="home-team-renewals"]');
    await drillsTo(page, page.getByTestId("home-team-renewals"), "sales-count");
    await expect(page).toHaveURL(/aba=renovacoes&dias=30/);
  });

  test("Financeiro sees the open month, divergences, statements missing, receivables and payables", async ({ page }) => {
    await signIn(page, DEMO.finance);
    await expect(region(page, "Financeiro")).toBeVisible();
    await expect(page.getByTestId("home-open-month")).toBeVisible();
    await expect(page.getByTestId("home-divergences")).toBeVisible();
    await expect(region(page, /^Recebíveis de /)).toBeVisible();
    await expect(region(page, /^A repassar em /)).toBeVisible();
    await expect(region(page, "Funil da equipe neste mês")).toHaveCount(0);
    await hydrated(page, '[data-testid="home-open-month"]');
    await page.getByTestId("home-open-month").click();
    await expect(page).toHaveURL(/\/comissoes\/fechamento$/);
  });

  test("the Administrador sees the team's, finance's and the system's parts", async ({ page }) => {
    await signIn(page, DEMO.admin);
    for (const name of ["Atenção agora", "Vendedores neste mês", "Financeiro", /^Sistema nos últimos 7 dias$/]) await expect(region(page, name)).toBeVisible();
    await expect(page.getByTestId("home-sellers-table")).toContainText("Carla");
    const users = await numberIn(page.getByTestId("home-users-count"));
    expect(users).toBeGreaterThan(0);
    await hydrated(page, '[data-testid="home-auth-signin-failed"]');
    await page.getByTestId("home-auth-signin-failed").click();
    await expect(page).toHaveURL(/\/configuracoes\/auditoria\?acao=auth\.signin_failed&de=/);
  });
});
