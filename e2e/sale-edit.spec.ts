import { expect, test, type Page } from "@playwright/test";
import { cpfCheckDigits } from "../src/lib/brazil/cpf";
import { DEMO, fillDay, signIn, uniqueSuffix } from "./helpers";

/** A valid CPF from a random 9-digit base, unique enough for a fresh run. */
function randomCpf(): string {
  let base = "";
  do base = Array.from({ length: 9 }, () => Math.floor(Math.random() * 10)).join("");
  while (/^(\d)\1{8}$/.test(base));
  return `${base}${cpfCheckDigits(base)}`;
}

/** A new customer in the signed-in seller's carteira; returns with the customer page open. */
async function createCustomer(page: Page, name: string): Promise<void> {
  await page.goto("/clientes/novo");
  await page.getByRole("radio", { name: "Pessoa física" }).check();
  await page.getByLabel("CPF", { exact: true }).pressSequentially(randomCpf());
  await page.getByLabel("Nome", { exact: true }).fill(name);
  await page.getByRole("button", { name: "Cadastrar cliente" }).click();
  await expect(page).toHaveURL(/\/clientes\/[0-9a-f-]{36}$/);
  await expect(page.getByRole("heading", { name, level: 2 })).toBeVisible();
}

/** "Nova venda" of one product (by partner and product name), with its contract number (labelled as `contractLabel`) and base amount as typed ("100.000,00"). */
async function addSale(page: Page, partner: string, product: string, contractLabel: string, contract: string, amount: string): Promise<void> {
  await page.getByRole("button", { name: "Nova venda" }).click();
  const dialog = page.getByRole("dialog", { name: "Nova venda" });
  const select = dialog.getByLabel("Produto");
  const value = await select.locator(`optgroup[label="${partner}"] option`, { hasText: product }).getAttribute("value");
  await select.selectOption(value!);
  await dialog.getByLabel(`${contractLabel} (obrigatório para ativar)`).fill(contract);
  await dialog.locator('[data-slot="money-input"]').pressSequentially(amount);
  await dialog.getByRole("button", { name: "Registrar venda" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId("sale-row").filter({ hasText: contract })).toContainText("Proposta");
}

test.describe("Editing a sale and the customer's timeline", () => {
  test("Ana edits a proposal's amount and referrer, then activates an insurance proposal filling the CNSP 382 disclosure", async ({ page }) => {
    const suffix = uniqueSuffix();
    await signIn(page, DEMO.ana);
    await createCustomer(page, `Cliente Edição ${suffix}`);
    const cota = `COTA-${suffix}`;
    const apolice = `APO-${suffix}`;
    await addSale(page, "Consórcio Caminho Certo", "Consórcio Imóvel", "Número da cota", cota, "100.000,00");
    await addSale(page, "Seguradora Atlântica", "Auto Individual", "Número da apólice", apolice, "2.500,00");

    // Edit the consórcio proposal: base amount and referrer.
    const cotaRow = page.getByTestId("sale-row").filter({ hasText: cota });
    await cotaRow.getByRole("button", { name: "Editar venda Consórcio Imóvel" }).click();
    const dialog = page.getByRole("dialog", { name: "Editar venda: Consórcio Imóvel" });
    await expect(dialog).toBeVisible();
    const amount = dialog.getByLabel("Valor da carta de crédito");
    await expect(amount).toHaveValue(/100\.000,00/);
    // Clicking into the pre-filled amount selects it: what is typed replaces it (issue 17).
    await amount.click();
    await page.keyboard.type("150.000");
    await dialog.getByLabel("Indicador (usuário)").selectOption({ label: "Gustavo Gestor · Equipe São Paulo" });
    // A Vendedor cannot reassign the sale: no seller picker.
    await expect(dialog.getByLabel("Vendedor", { exact: true })).toHaveCount(0);
    await dialog.getByRole("button", { name: "Salvar" }).click();
    await expect(dialog).toBeHidden();
    await expect(cotaRow).toContainText("150.000,00");

    const timeline = page.getByRole("region", { name: "Linha do tempo" });
    const edit = timeline.getByTestId("timeline-entry").filter({ hasText: "Venda alterada: Consórcio Imóvel" });
    await expect(edit).toHaveCount(1);
    await expect(edit).toContainText(/Valor base: R\$\s100\.000,00 → R\$\s150\.000,00/);
    await expect(edit).toContainText("Indicador: — → Gustavo Gestor");
    await expect(edit).toContainText("Ana Souza");

    // Activate the insurance proposal: the status form asks for what the policy still lacks (its vigência and,
    // for the "por parcela" rule, its installments) and for the disclosure, and saves them first.
    const apoliceRow = page.getByTestId("sale-row").filter({ hasText: apolice });
    await apoliceRow.getByRole("button", { name: "Ativar" }).click();
    const activate = page.getByRole("dialog", { name: "Ativar: Auto Individual" });
    await expect(activate.getByText(/Res\. CNSP 382 exige/)).toBeVisible();
    await activate.getByRole("button", { name: "Salvar e ativar" }).click();
    await expect(activate.getByText("Obrigatório para ativar um seguro.")).toHaveCount(3);
    await expect(activate.getByText("Obrigatório para ativar.", { exact: true })).toHaveCount(3);
    await activate.getByLabel("Parcelas (obrigatório para ativar)").fill("12");
    await fillDay(activate.getByLabel("Início da vigência (obrigatório para ativar)"), "01/03/2026");
    await fillDay(activate.getByLabel("Fim da vigência (obrigatório para ativar)"), "28/02/2027");
    await activate.getByLabel("Quando foi informada").fill("2026-03-02T10:30");
    await activate.getByLabel("Como foi informada").selectOption({ label: "E-mail" });
    await activate.getByLabel("Texto informado ao cliente").fill("A corretora é remunerada por comissão paga pela seguradora.");
    await activate.getByRole("button", { name: "Salvar e ativar" }).click();
    await expect(activate).toBeHidden();
    await expect(apoliceRow).toContainText("Ativa");
    await expect(apoliceRow.getByRole("button", { name: "Editar venda Auto Individual" })).toBeVisible();
    await expect(timeline.getByTestId("timeline-entry").filter({ hasText: "Auto Individual: Proposta → Ativa" })).toHaveCount(1);
  });
});
