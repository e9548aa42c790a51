import { expect, test, type Page } from "@playwright/test";
import { DEMO, signIn, signOut } from "./helpers";

/** The current month in São Paulo, "yyyy-MM" (the browser runs in that zone). */
function currentMonth(): string {
  const parts = new Intl.DateTimeFormat("en-CA", { timeZone: "America/Sao_Paulo", year: "numeric", month: "2-digit" }).formatToParts(new Date());
  return `${parts.find((p) => p.type === "year")!.value}-${parts.find((p) => p.type === "month")!.value}`;
}

const month = currentMonth();
const goalRow = (page: Page) => page.getByTestId("goal-row").filter({ hasText: "Ana Souza" }).filter({ hasText: "Vendas ativadas" }).filter({ hasText: "Todas as categorias" });

test("Financeiro sets a goal for a seller, the seller sees her progress, the gestor sees the team's ranking", async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, DEMO.finance, undefined, `/comissoes/metas?mes=${month}`);
  await expect(page.getByRole("navigation", { name: "Visões de comissões" }).getByRole("link", { name: "Metas" })).toBeVisible();
  // A run on the same database deletes the goal it made before (and so checks the delete's confirmation).
  if ((await goalRow(page).count()) > 0) {
    await goalRow(page).getByRole("button", { name: "Excluir a meta de Ana Souza" }).click();
    const confirm = page.getByRole("alertdialog");
    await expect(confirm).toContainText("Excluir a meta?");
    await confirm.getByRole("button", { name: "Excluir meta" }).click();
    await expect(page.getByText("Meta excluída.")).toBeVisible();
    await expect(goalRow(page)).toHaveCount(0);
  }

  await page.getByRole("button", { name: "Nova meta" }).click();
  const dialog = page.getByRole("dialog", { name: "Nova meta" });
  // Nothing chosen: the form says what is missing, field by field.
  await dialog.getByRole("button", { name: "Criar" }).click();
  await expect(dialog.getByText("Escolha o vendedor").last()).toBeVisible();
  await dialog.getByLabel("Vendedor", { exact: true }).selectOption({ label: "Ana Souza" });
  await dialog.getByLabel("O que a meta mede").selectOption({ label: "Vendas ativadas" });
  await dialog.getByLabel("Meta (quantidade de vendas)").fill("5");
  await dialog.getByLabel("Premiação (opcional)").fill("250,00");
  await dialog.getByRole("button", { name: "Criar" }).click();
  await expect(page.getByText("Meta criada.")).toBeVisible();
  await expect(goalRow(page)).toContainText("R$ 250,00");
  await expect(goalRow(page).getByRole("progressbar")).toBeVisible();
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.screenshot({ path: "test-results/goals-finance-1440.png", fullPage: true });
  await signOut(page);

  await signIn(page, DEMO.ana, undefined, `/comissoes/metas?mes=${month}`);
  const mine = goalRow(page);
  await expect(mine).toContainText(/\d+ ?/);
  await expect(mine).toContainText("5");
  const pct = await mine.getByRole("progressbar").getAttribute("aria-valuetext");
  expect(pct).toMatch(/^\d+(,\d)?% da meta$/);
  // A seller neither creates goals nor sees the ranking.
  await expect(page.getByRole("button", { name: "Nova meta" })).toHaveCount(0);
  await expect(page.getByRole("region", { name: /Ranking/ })).toHaveCount(0);
  await page.setViewportSize({ width: 375, height: 800 });
  await expect(page.getByTestId("goal-card").filter({ hasText: "Vendas ativadas" }).first()).toBeVisible();
  await page.screenshot({ path: "test-results/goals-seller-375.png", fullPage: true });
  await page.setViewportSize({ width: 1440, height: 900 });
  await signOut(page);

  await signIn(page, DEMO.manager, undefined, `/comissoes/metas?mes=${month}`);
  const ranking = page.getByRole("table", { name: "Ranking dos vendedores" });
  await expect(ranking).toBeVisible();
  const ana = ranking.getByTestId("ranking-row").filter({ hasText: "Ana Souza" });
  await expect(ana.getByRole("progressbar")).toBeVisible();
  // Only the gestor's team is ranked: Carla (Equipe Campinas) is not.
  await expect(ranking.getByText("Carla Conceição")).toHaveCount(0);
  await page.screenshot({ path: "test-results/goals-manager-1440.png", fullPage: true });
  await page.setViewportSize({ width: 375, height: 800 });
  await expect(page.getByTestId("ranking-card").filter({ hasText: "Ana Souza" })).toBeVisible();
  await page.screenshot({ path: "test-results/goals-manager-375.png", fullPage: true });
});
