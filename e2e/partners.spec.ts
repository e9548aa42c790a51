import { expect, test } from "@playwright/test";
import { cnpjCheckDigits, formatCnpj } from "../src/lib/brazil/cnpj";
import { DEMO, signIn, uniqueSuffix } from "./helpers";

/** A valid alphanumeric (2026 format) CNPJ unique to this run, so the spec can run again on the same database. */
function uniqueCnpj(suffix: string): string {
  const base12 = `E2${suffix.slice(-10).padStart(10, "7")}`;
  return formatCnpj(`${base12}${cnpjCheckDigits(base12)}`);
}

test.describe("Partners and products", () => {
  test("finance creates a partner (fixing an invalid CNPJ) and adds a product", async ({ page }) => {
    const suffix = uniqueSuffix();
    const partnerName = `Seguradora E2E ${suffix}`;
    const productName = `Auto Individual E2E ${suffix}`;
    const cnpj = uniqueCnpj(suffix);

    await signIn(page, DEMO.finance, undefined, "/configuracoes/parceiros");
    await expect(page).toHaveURL(/\/configuracoes\/parceiros$/);
    await expect(page.getByRole("heading", { name: "Parceiros e produtos", level: 1 })).toBeVisible();
    const list = page.getByRole("table", { name: "Parceiros" });
    await expect(list.getByTestId("partner-row").first()).toBeVisible();

    await page.getByRole("button", { name: "Novo parceiro" }).click();
    const partnerDialog = page.getByRole("dialog", { name: "Novo parceiro" });
    await expect(partnerDialog).toBeVisible();
    await partnerDialog.getByLabel("Nome", { exact: true }).fill(partnerName);
    await partnerDialog.getByLabel("CNPJ", { exact: true }).fill("12.345.678/0001-00");
    await partnerDialog.getByRole("checkbox", { name: "Seguro Auto" }).check();
    await partnerDialog.getByRole("button", { name: "Criar" }).click();
    await expect(partnerDialog.getByText("CNPJ inválido: confira os dígitos.")).toBeVisible();
    await expect(partnerDialog.getByLabel("CNPJ", { exact: true })).toHaveAttribute("aria-invalid", "true");

    await partnerDialog.getByLabel("CNPJ", { exact: true }).fill(cnpj);
    await partnerDialog.getByRole("button", { name: "Criar" }).click();
    await expect(partnerDialog).toBeHidden();
    await expect(page.getByText(`Parceiro ${partnerName} cadastrado.`)).toBeVisible();

    // The list pages 50 at a time by name: find the new partner through the search (kept in the URL).
    await page.getByLabel("Buscar parceiros").fill(partnerName);
    await expect(page).toHaveURL(/[?&]q=Seguradora/);
    await expect(page.getByTestId("partners-count")).toHaveText("1 parceiro");
    const partnerRow = list.getByTestId("partner-row").filter({ hasText: partnerName });
    await expect(partnerRow).toContainText(cnpj);
    await expect(partnerRow).toContainText("Seguro Auto");
    await expect(partnerRow).toContainText("nenhum produto");

    await partnerRow.getByRole("button", { name: `Mostrar produtos de ${partnerName}` }).click();
    const products = page.getByRole("region", { name: `Produtos de ${partnerName}` });
    await expect(products.getByText("Nenhum produto cadastrado para este parceiro.")).toBeVisible();
    await products.getByRole("button", { name: `Novo produto de ${partnerName}` }).click();

    const productDialog = page.getByRole("dialog", { name: "Novo produto" });
    await expect(productDialog).toBeVisible();
    await expect(productDialog.getByLabel("Categoria", { exact: true })).toHaveValue("AutoInsurance");
    await expect(productDialog.getByLabel("Rótulo do valor base", { exact: true })).toHaveValue("Prêmio líquido");
    await productDialog.getByLabel("Nome do produto", { exact: true }).fill(productName);
    await productDialog.getByRole("button", { name: "Criar" }).click();
    await expect(productDialog).toBeHidden();
    await expect(page.getByText(`Produto ${productName} cadastrado.`)).toBeVisible();

    await expect(products.getByRole("row").filter({ hasText: productName })).toContainText("Prêmio líquido");
    await expect(partnerRow).toContainText("1 produto");
  });

  test("products filtered by category through the URL: a reload shows the same rows", async ({ page }) => {
    await signIn(page, DEMO.finance, undefined, "/configuracoes/parceiros");
    await page.getByRole("tab", { name: "Produtos" }).click();
    await expect(page).toHaveURL(/[?&]aba=produtos/);
    const table = page.getByRole("table", { name: "Produtos" });
    await expect(table.getByTestId("product-row").first()).toBeVisible();
    await expect(table.getByRole("columnheader", { name: "Produto" })).toHaveAttribute("aria-sort", "ascending");

    await page.getByLabel("Categoria", { exact: true }).selectOption("AutoInsurance");
    await expect(page).toHaveURL(/[?&]f\.category\.eq=AutoInsurance/);
    const rows = table.getByTestId("product-row");
    // Wait for the filtered page, not the previous one: every row is of the chosen category.
    await expect(rows.filter({ hasNotText: "Seguro Auto" })).toHaveCount(0);
    await expect(rows.first()).toContainText("Seguro Auto");
    const before = await rows.allInnerTexts();
    expect(before.length).toBeGreaterThan(0);
    for (const row of before) expect(row).toContain("Seguro Auto");
    const count = await page.getByTestId("products-count").innerText();

    await page.reload();
    await expect(page.getByLabel("Categoria", { exact: true })).toHaveValue("AutoInsurance");
    await expect(page.getByRole("tab", { name: "Produtos" })).toHaveAttribute("aria-selected", "true");
    await expect(rows.first()).toBeVisible();
    expect(await rows.allInnerTexts()).toEqual(before);
    await expect(page.getByTestId("products-count")).toHaveText(count);
  });
});
