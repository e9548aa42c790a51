import { expect, test, type Page } from "@playwright/test";
import { cpfCheckDigits } from "../src/lib/brazil/cpf";
import { DEMO, signIn, uniqueSuffix } from "./helpers";

function randomCpf(): string {
  let base = "";
  do base = Array.from({ length: 9 }, () => Math.floor(Math.random() * 10)).join("");
  while (/^(\d)\1{8}$/.test(base));
  return `${base}${cpfCheckDigits(base)}`;
}

async function addActiveConsorcio(page: Page, contract: string): Promise<void> {
  await page.getByRole("button", { name: "Nova venda" }).click();
  const dialog = page.getByRole("dialog", { name: "Nova venda" });
  const select = dialog.getByLabel("Produto");
  const value = await select.locator('optgroup[label="Consórcio Caminho Certo"] option', { hasText: "Consórcio Imóvel" }).getAttribute("value");
  await select.selectOption(value!);
  await dialog.getByLabel("Número da cota (obrigatório para ativar)").fill(contract);
  await dialog.locator('[data-slot="money-input"]').pressSequentially("100.000,00");
  await dialog.getByRole("button", { name: "Registrar venda" }).click();
  await expect(dialog).toBeHidden();
  const row = page.getByTestId("sale-row").filter({ hasText: contract });
  await row.getByRole("button", { name: "Ativar" }).click();
  await page.getByRole("dialog", { name: "Ativar: Consórcio Imóvel" }).getByRole("button", { name: "Confirmar" }).click();
  await expect(row).toContainText("Ativa");
}

async function openSchedule(page: Page, contract: string) {
  await page.getByTestId("sale-row").filter({ hasText: contract }).getByRole("button", { name: /^Ver a comissão de / }).click();
  const dialog = page.getByRole("dialog", { name: /^Comissão: / });
  return { dialog, schedule: dialog.getByTestId("sale-schedule") };
}

/**
 * The demo rule for consórcio pays 1,0 % of the carta in month 1 and 0,5 % in months 2–4; Ana's profile gives
 * her 40 %. A carta of R$ 100.000,00: R$ 1.000,00 then R$ 500,00 × 3; Ana's share R$ 400,00 then R$ 200,00 × 3.
 */
test("a seller activates a consórcio and sees her expected schedule; a cancelled sale shows the estorno", async ({ page }) => {
  test.setTimeout(120_000);
  const suffix = uniqueSuffix();
  await signIn(page, DEMO.ana, undefined, "/clientes/novo");
  await page.getByRole("radio", { name: "Pessoa física" }).check();
  await page.getByLabel("CPF", { exact: true }).pressSequentially(randomCpf());
  await page.getByLabel("Nome", { exact: true }).fill(`Cliente Comissão ${suffix}`);
  await page.getByRole("button", { name: "Cadastrar cliente" }).click();
  await expect(page).toHaveURL(/\/clientes\/[0-9a-f-]{36}$/);

  const kept = `COTA-OK-${suffix}`;
  await addActiveConsorcio(page, kept);
  const { dialog, schedule } = await openSchedule(page, kept);
  await expect(dialog.getByText(/Consórcio: 1,0 % no 1º mês/)).toBeVisible();
  const rows = schedule.locator("tbody tr");
  await expect(rows).toHaveCount(4);
  await expect(rows.nth(0)).toContainText("R$ 400,00");
  for (const i of [1, 2, 3]) await expect(rows.nth(i)).toContainText("R$ 200,00");
  await expect(schedule.getByText("Estornada")).toHaveCount(0);
  await page.keyboard.press("Escape");

  const cancelled = `COTA-CANC-${suffix}`;
  await addActiveConsorcio(page, cancelled);
  const row = page.getByTestId("sale-row").filter({ hasText: cancelled });
  await row.getByRole("button", { name: "Cancelar venda" }).click();
  const cancel = page.getByRole("dialog", { name: "Cancelar venda: Consórcio Imóvel" });
  await cancel.getByLabel("Motivo do cancelamento").fill("Desistência do cliente");
  await cancel.getByRole("button", { name: "Confirmar" }).click();
  await expect(row).toContainText("Cancelada");
  const after = await openSchedule(page, cancelled);
  // Cancelled in its first month: 100 % of month 1 is recovered (estorno), months 2–4 never fall due.
  await expect(after.schedule.getByText("Estornada").first()).toBeVisible();
  await expect(after.schedule.locator("tbody tr").nth(0)).toContainText("R$ 0,00");
  await expect(after.schedule.getByText("Cancelada").first()).toBeVisible();
});
