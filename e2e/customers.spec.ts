import { expect, test, type Page } from "@playwright/test";
import { cpfCheckDigits } from "../src/lib/brazil/cpf";
import { DEMO, signIn, signOut, uniqueSuffix } from "./helpers";

/** A valid CPF from a random 9-digit base (not all digits equal), unique enough for a fresh run. */
function randomCpf(): string {
  let base = "";
  do base = Array.from({ length: 9 }, () => Math.floor(Math.random() * 10)).join("");
  while (/^(\d)\1{8}$/.test(base));
  return `${base}${cpfCheckDigits(base)}`;
}

/** A CPF with the right shape and a wrong second check digit. */
function invalidCpf(valid: string): string {
  const last = Number(valid[10]);
  return `${valid.slice(0, 10)}${(last + 1) % 10}`;
}

async function createCustomer(page: Page, name: string): Promise<string> {
  await page.goto("/clientes/novo");
  await expect(page.getByRole("heading", { name: "Novo cliente", level: 1 })).toBeVisible();
  await page.getByRole("radio", { name: "Pessoa física" }).check();
  const cpf = randomCpf();
  const cpfInput = page.getByLabel("CPF", { exact: true });
  await cpfInput.pressSequentially(invalidCpf(cpf));
  await page.getByLabel("Nome", { exact: true }).fill(name);
  await page.getByLabel("E-mail 1").fill(`e2e.cliente.${uniqueSuffix()}@example.com.br`);
  await page.getByRole("button", { name: "Cadastrar cliente" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "CPF inválido: confira os dígitos." })).toBeVisible();
  await expect(cpfInput).toHaveAttribute("aria-invalid", "true");

  await cpfInput.fill("");
  await cpfInput.pressSequentially(cpf);
  await page.getByRole("button", { name: "Cadastrar cliente" }).click();
  await expect(page).toHaveURL(/\/clientes\/[0-9a-f-]{36}$/);
  await expect(page.getByRole("heading", { name, level: 2 })).toBeVisible();
  return page.url();
}

test.describe("Customers and the carteira", () => {
  test("a seller creates a PF customer, adds a sale and sees the carteira; another seller cannot open it", async ({ page }) => {
    const name = `Cliente E2E ${uniqueSuffix()}`;
    await signIn(page, DEMO.ana);
    const url = await createCustomer(page, name);

    await expect(page.getByText("Este cliente ainda não tem vendas.")).toBeVisible();
    const gaps = page.getByTestId("gaps");
    await expect(gaps.getByText("Consorcio", { exact: true })).toBeVisible();

    await page.getByRole("button", { name: "Nova venda" }).click();
    const dialog = page.getByRole("dialog", { name: "Nova venda" });
    await expect(dialog).toBeVisible();
    const product = dialog.getByLabel("Produto");
    const value = await product.locator('optgroup[label="Consórcio Caminho Certo"] option', { hasText: "Consórcio Imóvel" }).getAttribute("value");
    expect(value).toBeTruthy();
    await product.selectOption(value!);
    const contract = `COTA-${uniqueSuffix()}`;
    // The consórcio rule needs the quota number (marked required); the installments are optional, behind "Outros dados".
    await dialog.getByLabel("Número da cota (obrigatório para ativar)").fill(contract);
    await dialog.getByRole("button", { name: "Outros dados da venda" }).click();
    await dialog.getByLabel("Parcelas").fill("120");
    await dialog.locator('[data-slot="money-input"]').pressSequentially("250.000,00");
    await dialog.getByRole("button", { name: "Registrar venda" }).click();
    await expect(dialog).toBeHidden();

    const row = page.getByTestId("sale-row").filter({ hasText: contract });
    await expect(row).toBeVisible();
    await expect(row).toContainText("Consórcio Caminho Certo");
    await expect(row).toContainText("Consórcio Imóvel");
    await expect(row).toContainText("Proposta");
    await expect(row).toContainText("250.000,00");
    await expect(gaps.getByText("Consorcio", { exact: true })).toHaveCount(0);
    await expect(gaps.getByText("Seguro Auto", { exact: true })).toBeVisible();

    await signOut(page);
    await signIn(page, DEMO.carla, undefined, url);
    await expect(page.getByRole("heading", { name: "Cliente não encontrado", level: 2 })).toBeVisible();
    await expect(page.getByText(name)).toHaveCount(0);
  });
});
