import { expect, test, type Locator, type Page } from "@playwright/test";
import { cpfCheckDigits } from "../src/lib/brazil/cpf";
import { DEMO, fillDay, signIn, uniqueSuffix } from "./helpers";

function randomCpf(): string {
  let base = "";
  do base = Array.from({ length: 9 }, () => Math.floor(Math.random() * 10)).join("");
  while (/^(\d)\1{8}$/.test(base));
  return `${base}${cpfCheckDigits(base)}`;
}

const MONTHS = ["jan", "fev", "mar", "abr", "mai", "jun", "jul", "ago", "set", "out", "nov", "dez"];

/** The São Paulo month before the current one: its "dd/MM/yyyy" for a day and its "mmm/yyyy" label. */
function previousMonth(): { day: (d: number) => string; label: string } {
  const now = new Date(Date.now() - 3 * 3_600_000);
  const first = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1));
  const mm = String(first.getUTCMonth() + 1).padStart(2, "0");
  const yyyy = first.getUTCFullYear();
  return { day: (d) => `${String(d).padStart(2, "0")}/${mm}/${yyyy}`, label: `${MONTHS[first.getUTCMonth()]}/${yyyy}` };
}

async function newCustomer(page: Page, name: string): Promise<void> {
  await page.goto("/clientes/novo");
  await page.getByRole("radio", { name: "Pessoa física" }).check();
  await page.getByLabel("CPF", { exact: true }).pressSequentially(randomCpf());
  await page.getByLabel("Nome", { exact: true }).fill(name);
  await page.getByRole("button", { name: "Cadastrar cliente" }).click();
  await expect(page).toHaveURL(/\/clientes\/[0-9a-f-]{36}$/);
}

/** Whether an input is described by the "required to activate" error (Field wires it through aria-describedby). */
const REQUIRED = /Obrigatório para ativar\./;
const marked = (input: Locator) => expect(input).toHaveAccessibleDescription(REQUIRED);
const unmarked = (input: Locator) => expect(input).not.toHaveAccessibleDescription(REQUIRED);

/**
 * A life policy typed late: the form names the rule and marks what activation needs; the activation dialog
 * refuses it while any of those fields is missing, then activates it on its real day, which is month 1 of the
 * commission: R$ 1.850,00 at 30 % in 12 installments pays R$ 46,25 a month (not the whole premium every month).
 */
test("a seller activates a late life policy only once it has everything its rule needs, on its real day", async ({ page }) => {
  test.setTimeout(120_000);
  const suffix = uniqueSuffix();
  const late = previousMonth();
  await signIn(page, DEMO.ana);
  await newCustomer(page, `Cliente Vida ${suffix}`);

  await page.getByRole("button", { name: "Nova venda" }).click();
  const form = page.getByRole("dialog", { name: "Nova venda" });
  const select = form.getByLabel("Produto");
  const value = await select.locator('optgroup[label="Seguradora Atlântica"] option', { hasText: "Vida Individual" }).getAttribute("value");
  await select.selectOption(value!);
  await expect(form.getByTestId("sale-rule-hint")).toContainText("Comissão pela regra “Vida: 30 % por parcela do prêmio”.");
  for (const label of ["Número da apólice", "Início da vigência", "Fim da vigência", "Parcelas"]) {
    await expect(form.getByLabel(`${label} (obrigatório para ativar)`)).toBeVisible();
  }
  // Typed late: the sale's real day is in the previous month. The proposal is saved without the policy's data.
  await fillDay(form.getByLabel("Data da venda"), late.day(5));
  await form.locator('[data-slot="money-input"]').pressSequentially("1.850,00");
  await form.getByRole("button", { name: "Registrar venda" }).click();
  await expect(form).toBeHidden();
  const row = page.getByTestId("sale-row").filter({ hasText: "Vida Individual" });
  await expect(row).toContainText("Proposta");

  await row.getByRole("button", { name: "Ativar" }).click();
  const dialog = page.getByRole("dialog", { name: "Ativar: Vida Individual" });
  const policy = dialog.getByLabel("Número da apólice (obrigatório para ativar)");
  const start = dialog.getByLabel("Início da vigência (obrigatório para ativar)");
  const end = dialog.getByLabel("Fim da vigência (obrigatório para ativar)");
  const installments = dialog.getByLabel("Parcelas (obrigatório para ativar)");
  await dialog.getByLabel("Quando foi informada").fill(`${late.day(5).split("/").reverse().join("-")}T10:00`);
  await dialog.getByLabel("Como foi informada").selectOption({ label: "E-mail" });
  await dialog.getByLabel("Texto informado ao cliente").fill("A corretora é remunerada com 30 % do prêmio, pago pela seguradora.");
  const save = dialog.getByRole("button", { name: "Salvar e ativar" });

  // Each missing field in turn keeps the sale a proposal and is pointed at.
  await save.click();
  for (const input of [policy, start, end, installments]) await marked(input);
  await policy.fill(`APL-${suffix}`);
  await save.click();
  await unmarked(policy);
  for (const input of [start, end, installments]) await marked(input);
  await fillDay(start, late.day(5));
  await save.click();
  await unmarked(start);
  for (const input of [end, installments]) await marked(input);
  await fillDay(end, late.day(4).replace(/\/(\d{4})$/, (_, y: string) => `/${Number(y) + 1}`));
  await save.click();
  await unmarked(end);
  await marked(installments);
  await expect(row).toContainText("Proposta");

  // Complete, and activated on its real day (the 10th of last month).
  await installments.fill("12");
  await fillDay(dialog.getByLabel("Data da ativação"), late.day(10));
  await save.click();
  await expect(dialog).toBeHidden();
  await expect(row).toContainText("Ativa");

  await row.getByRole("button", { name: /^Ver a comissão de / }).click();
  const schedule = page.getByRole("dialog", { name: /^Comissão: / }).getByTestId("sale-schedule");
  const rows = schedule.locator("tbody tr");
  await expect(rows).toHaveCount(12);
  // Month 1 is the real month; Ana's 40 % of R$ 1.850,00 × 30 % ÷ 12 = R$ 18,50 a month.
  await expect(rows.nth(0)).toContainText(late.label);
  await expect(rows.nth(0)).toContainText("R$ 18,50");
});
