import { expect, test, type Page } from "@playwright/test";
import { DEMO, signIn } from "./helpers";

const PARTNER = "Consórcio Caminho Certo";
const PRODUCT = "Consórcio Auto";
const SCOPE = `Produto: ${PRODUCT} (${PARTNER})`;

/** A future day unique enough for this run (versions of a rule cannot share a start day), as dd/MM/yyyy. */
function futureDay(): string {
  const n = Date.now() % 30_000;
  const year = 2040 + (Math.floor(n / 336) % 50);
  const month = 1 + Math.floor((n % 336) / 28);
  const day = 1 + (n % 28);
  return `${String(day).padStart(2, "0")}/${String(month).padStart(2, "0")}/${year}`;
}

/** Opens the existing product rule from the list (the spec ran before on this database). */
async function openExistingRule(page: Page) {
  await page.goto("/comissoes/regras");
  const row = page.getByTestId("rule-row").filter({ hasText: SCOPE });
  await expect(async () => {
    await page.getByLabel("Parceiro", { exact: true }).selectOption({ label: PARTNER });
    await expect(row).toBeVisible({ timeout: 2_000 });
  }).toPass();
  await row.getByRole("link").click();
}

test.describe("Commission rules", () => {
  test("admin creates a product rule with a live preview, then adds a version", async ({ page }) => {
    await signIn(page, DEMO.admin, undefined, "/comissoes/regras");
    await expect(page.getByRole("heading", { name: "Regras de comissão", level: 1 })).toBeVisible();
    await expect(page.getByTestId("rule-row").first()).toBeVisible();

    await page.getByRole("link", { name: "Nova regra" }).click();
    await expect(page).toHaveURL(/\/comissoes\/regras\/nova$/);
    // Retried: a choice made before the page hydrates is reset by React to the initial (empty) state.
    await expect(async () => {
      await page.getByLabel("Parceiro", { exact: true }).selectOption({ label: PARTNER });
      await expect(page.getByRole("combobox", { name: "Produto" })).toBeEnabled({ timeout: 1_000 });
    }).toPass();
    await page.getByRole("combobox", { name: "Produto" }).selectOption({ label: PRODUCT });
    await page.getByLabel("Nome da regra").fill(`E2E ${PRODUCT}: 1,0 % + 0,5 % × 3`);

    const rows = page.getByTestId("tranche-row");
    await rows.nth(0).getByLabel("Percentual (%)").fill("1,0");
    await page.getByRole("button", { name: "Adicionar faixa", exact: true }).click();
    await expect(rows).toHaveCount(2);
    await expect(rows.nth(1).getByLabel("Do mês")).toHaveValue("2");
    await rows.nth(1).getByLabel("Por (meses)").fill("3");
    await rows.nth(1).getByLabel("Percentual (%)").fill("0,5");

    // R$ 10.000,00 (the default example): R$ 100,00 in month 1 + 3 × R$ 50,00 = R$ 250,00.
    await expect(page.getByLabel("Valor da venda (exemplo)")).toHaveValue(/10\.000,00/);
    const preview = page.getByTestId("preview-table");
    await expect(preview.getByRole("row")).toHaveCount(6);
    await expect(page.getByTestId("preview-total")).toHaveText(/R\$\s*250,00/);

    // A split over 100 % is refused before saving.
    await page.getByLabel("Pré-venda (%)").fill("120");
    await expect(page.getByTestId("split-office")).toContainText("passam de 100 %");
    await page.getByLabel("Pré-venda (%)").fill("10");
    await expect(page.getByTestId("split-office")).toContainText("Escritório fica com 90 %");

    await page.getByRole("button", { name: "Criar regra" }).click();
    const conflict = page.getByTestId("rule-conflict");
    await expect(conflict.or(page.getByTestId("rule-name"))).toBeVisible();
    if (await conflict.isVisible()) {
      // Run again on the same database: the product already has its rule, and the form says so.
      await expect(conflict).toContainText("Já existe uma regra para este produto, parceiro ou categoria.");
      await openExistingRule(page);
    }

    await expect(page).toHaveURL(/\/comissoes\/regras\/[0-9a-f-]{36}$/);
    await expect(page.getByTestId("rule-scope")).toHaveText(SCOPE);
    const versions = page.getByTestId("rule-version");
    await expect(versions.filter({ hasText: "em vigor" })).toHaveCount(1);
    await expect(versions.last()).toContainText("1,0 % no mês 1; 0,5 % nos meses 2–4");
    const before = await versions.count();

    await page.getByRole("button", { name: "Nova versão" }).click();
    const form = page.getByRole("form", { name: "Nova versão das condições" });
    await expect(form.getByTestId("tranche-row")).toHaveCount(2);
    await form.getByLabel("Vigente a partir de").fill(futureDay());
    await form.getByTestId("tranche-row").nth(0).getByLabel("Percentual (%)").fill("1,2");
    await form.getByRole("button", { name: "Criar versão" }).click();

    await expect(form).toBeHidden();
    await expect(versions).toHaveCount(before + 1);
    await expect(versions.first()).toContainText("agendada");
    await expect(versions.first()).toContainText("1,2 % no mês 1");
    await expect(versions.filter({ hasText: "em vigor" })).toHaveCount(1);
  });

  test("a seller cannot open the rules", async ({ page }) => {
    await signIn(page, DEMO.carla, undefined, "/comissoes/regras");
    await expect(page.getByRole("heading", { name: "Sem permissão", level: 1 })).toBeVisible();
    await expect(page.getByRole("table", { name: "Regras de comissão" })).toHaveCount(0);
  });
});
