import { expect, test } from "@playwright/test";
import { DEMO, excelCsv, signIn, uniqueSuffix } from "./helpers";

/**
 * Issue 17 in imports: a value with no single reading ("12.34.5") is a rejected row, never read another way;
 * a value far outside the usual is listed as a warning and imported only once the user ticks "Importar mesmo
 * assim". The saved value is read back on the lead's page.
 */
test("a manager imports leads: an unreadable value is refused, an unusual one is imported only once confirmed", async ({ page }) => {
  const run = uniqueSuffix();
  const usual = `Valor Comum ${run}`;
  const huge = `Valor Exagerado ${run}`;
  const file = [
    "Nome;E-mail;Origem;Interesses;Valor estimado",
    `${usual};comum.${run}@exemplo.com.br;Site;Seguro auto;1.500,00`,
    `${huge};exagerado.${run}@exemplo.com.br;Site;Seguro auto;900.000.000,00`,
    `Valor Ilegível ${run};ilegivel.${run}@exemplo.com.br;Site;Seguro auto;12.34.5`,
  ];

  await signIn(page, DEMO.manager, undefined, "/leads/importar");
  await page.locator('input[type="file"]').setInputFiles({ name: "leads-valores.csv", mimeType: "text/csv", buffer: excelCsv(file) });
  await page.getByRole("button", { name: "Continuar" }).click();
  await page.getByRole("button", { name: "Conferir as linhas" }).click();

  await expect(page.getByTestId("count-rejected")).toHaveText("1");
  await expect(page.getByTestId("count-created")).toHaveText("2");
  await expect(page.getByTestId("import-errors").getByRole("row")).toHaveText([/Linha.*Coluna.*Erro/, /^4Valor estimadoValor inválido: use 1\.234,56$/]);
  const warnings = page.getByTestId("import-warnings").getByRole("row");
  await expect(warnings).toHaveText([/Linha.*Aviso/, /^3Valor fora do usual: R\$\s900\.000\.000,00 (é mais de \d+× o valor usual|está acima do teto)/]);

  const importButton = page.getByRole("button", { name: "Importar", exact: true });
  await page.getByLabel("Importar apenas as linhas válidas").check();
  await expect(importButton).toBeDisabled();
  await expect(page.getByText("Confirme as linhas com valores fora do usual para importar.")).toBeVisible();
  await page.getByLabel("Importar mesmo assim a linha com valor fora do usual").check();
  await importButton.click();
  await expect(page.getByTestId("import-summary")).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId("summary-created")).toHaveText("2");
  await expect(page.getByTestId("summary-rejected")).toHaveText("1");

  await page.getByRole("link", { name: "Voltar aos leads" }).click();
  await page.getByRole("searchbox").fill(String(run));
  await expect(page.getByRole("link", { name: `Valor Ilegível ${run}` })).toHaveCount(0);
  await page.getByRole("link", { name: huge }).click();
  await expect(page.getByText(/R\$\s900\.000\.000,00/)).toBeVisible();
});
