import { expect, test, type Locator, type Page } from "@playwright/test";
import { DEMO, pasteText, randomCpf, signIn, uniqueSuffix } from "./helpers";

/**
 * Issue 17: amounts and rates as people type, paste and edit them. A pre-filled value is replaced when the
 * user clicks into it and types; "1.500.000" is one and a half million; what cannot be read one way only is
 * refused with a message, never reinterpreted; an amount far outside the usual asks for confirmation. Every
 * case checks what was SAVED, read back from the page.
 */

/** Creates a record straight through tRPC with the page's session (setup, not the journey under test). */
async function trpcCreate(page: Page, path: string, json: Record<string, unknown>, bigints: string[] = []): Promise<string> {
  const meta = bigints.length ? { values: Object.fromEntries(bigints.map((k) => [k, ["bigint"]])) } : undefined;
  const response = await page.context().request.post(`/api/trpc/${path}`, { data: meta ? { json, meta } : { json }, headers: { "content-type": "application/json" } });
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { result: { data: { json: { id: string } } } }).result.data.json.id;
}

/** Clicks inside the text of a right-aligned amount field (not in its empty left part), as a user aiming at the digits. */
async function clickInText(field: Locator): Promise<void> {
  const box = (await field.boundingBox())!;
  await field.click({ position: { x: box.width - 40, y: box.height / 2 } });
}

const selection = (field: Locator) => field.evaluate((el: HTMLInputElement) => [el.selectionStart, el.selectionEnd, el.value.length]);

test.describe("Typing amounts and rates", () => {
  test("Converter: clicking into the pre-filled amount replaces it, and text it cannot read is refused", async ({ page }) => {
    const name = `Lead Valor ${uniqueSuffix()}`;
    await signIn(page, DEMO.ana);
    const id = await trpcCreate(page, "leads.create", { kind: "PF", source: "Site", name, document: randomCpf(), categories: ["AutoInsurance"], estimatedValue: "350000" }, ["estimatedValue"]);
    await page.goto(`/leads/${id}?converter=1`);
    const dialog = page.getByRole("dialog", { name: `Converter “${name}”` });
    await dialog.getByRole("checkbox", { name: "Criar proposta de Seguro Auto" }).check();
    await dialog.getByLabel("Produto").selectOption({ label: "Auto Individual · Seguradora Atlântica" });
    const amount = dialog.locator('[data-slot="money-input"]');
    // "R$" sits outside the text: the caret cannot land between it and the digits.
    await expect(amount).toHaveValue("3.500,00");

    // A click in the middle of the digits selects the whole value, so typing replaces it.
    await clickInText(amount);
    expect(await selection(amount)).toEqual([0, 8, 8]);
    await page.keyboard.type("1,5 mi");
    await expect(amount).toHaveValue("1,5 mi");
    await dialog.getByRole("button", { name: "Converter", exact: true }).click();
    await expect(dialog.getByText("Não consegui ler “1,5 mi” como valor. Escreva assim: 1.500.000 ou 2.500,50.")).toBeVisible();
    await expect(amount).toHaveAttribute("aria-invalid", "true");
    await expect(amount).toHaveValue("1,5 mi");
    await expect(amount).toBeFocused();
    await expect(page).toHaveURL(new RegExp(`/leads/${id}`));

    // "12.34.5" has no single reading: refused too, as typed.
    await page.keyboard.type("12.34.5");
    await amount.press("Tab");
    await expect(dialog.getByText("Não consegui ler “12.34.5” como valor: o ponto separa os milhares, em grupos de 3 dígitos. Escreva assim: 1.500.000 ou 2.500,50.")).toBeVisible();

    // The case: the pre-filled value, a click into it, "1850,00" typed.
    await clickInText(amount);
    await page.keyboard.type("1850,00");
    await expect(amount).toHaveValue("1850,00");
    await expect(amount).not.toHaveAttribute("aria-invalid");
    await amount.press("Tab");
    await expect(amount).toHaveValue("1.850,00");
    await dialog.getByRole("button", { name: "Converter", exact: true }).click();

    await expect(page).toHaveURL(/\/clientes\/[0-9a-f-]{36}$/, { timeout: 20_000 });
    const row = page.getByTestId("sale-row").filter({ hasText: "Auto Individual" });
    await expect(row).toContainText(/R\$\s1\.850,00/);
  });

  test("a sale's amount: Brazilian thousands, pasted text, select-all and retype, and an unusual amount confirmed", async ({ page, context }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    const contract = `COTA-${uniqueSuffix()}`;
    await signIn(page, DEMO.ana);
    const customerId = await trpcCreate(page, "customers.create", { kind: "PF", document: randomCpf(), name: `Cliente Valores ${uniqueSuffix()}` });
    await page.goto(`/clientes/${customerId}`);

    await page.getByRole("button", { name: "Nova venda" }).click();
    const create = page.getByRole("dialog", { name: "Nova venda" });
    const product = create.getByLabel("Produto");
    await product.selectOption((await product.locator('optgroup[label="Consórcio Caminho Certo"] option', { hasText: "Consórcio Imóvel" }).getAttribute("value"))!);
    await create.getByLabel("Número da cota (obrigatório para ativar)").fill(contract);
    // One and a half million, written the Brazilian way (it was R$ 15.000,00).
    await create.getByLabel("Valor da carta de crédito").click();
    await page.keyboard.type("1.500.000");
    await create.getByRole("button", { name: "Registrar venda" }).click();
    await expect(create).toBeHidden();
    const row = page.getByTestId("sale-row").filter({ hasText: contract });
    await expect(row).toContainText(/R\$\s1\.500\.000,00/);

    const edit = page.getByRole("dialog", { name: "Editar venda: Consórcio Imóvel" });
    const amount = edit.getByLabel("Valor da carta de crédito");
    const editAmount = async (type: (field: Locator) => Promise<void>) => {
      await row.getByRole("button", { name: "Editar venda Consórcio Imóvel" }).click();
      await expect(edit).toBeVisible();
      await type(amount);
      await edit.getByRole("button", { name: "Salvar" }).click();
    };

    // Pasted formatted, over the selected value.
    await editAmount(async (field) => {
      await expect(field).toHaveValue("1.500.000,00");
      await clickInText(field);
      await pasteText(page, "R$ 1.234,56");
      await expect(field).toHaveValue("R$ 1.234,56");
    });
    await expect(edit).toBeHidden();
    await expect(row).toContainText(/R\$\s1\.234,56/);

    // A second click places the caret (editing one digit stays possible); select-all and retype, then pasted unformatted.
    await editAmount(async (field) => {
      await clickInText(field);
      await clickInText(field);
      const [start, end] = await selection(field);
      expect(start).toBe(end);
      await page.keyboard.press("ControlOrMeta+A");
      await page.keyboard.type("2.500,50");
      await expect(field).toHaveValue("2.500,50");
    });
    await expect(edit).toBeHidden();
    await expect(row).toContainText(/R\$\s2\.500,50/);
    await editAmount(async (field) => {
      await clickInText(field);
      await pasteText(page, "250000");
    });
    await expect(edit).toBeHidden();
    await expect(row).toContainText(/R\$\s250\.000,00/);

    // The R$ 11.500.000.850,00: asked, corrected, asked again, confirmed.
    await editAmount(async (field) => {
      await clickInText(field);
      await page.keyboard.type("11.500.000.850,00");
    });
    const confirm = page.getByRole("alertdialog", { name: "Valor fora do usual" });
    await expect(confirm).toContainText(/R\$\s11\.500\.000\.850,00 é mais de 20× o valor usual deste produto \(R\$\s[\d.]+,\d\d\)\./);
    await expect(confirm).toContainText("Confirma este valor?");
    await confirm.getByRole("button", { name: "Corrigir valor" }).click();
    await expect(confirm).toBeHidden();
    await expect(amount).toBeFocused();
    expect(await selection(amount)).toEqual([0, 17, 17]);
    await expect(row).toContainText(/R\$\s250\.000,00/);
    await page.keyboard.type("11500000850");
    await edit.getByRole("button", { name: "Salvar" }).click();
    await confirm.getByRole("button", { name: "Confirmar e salvar" }).click();
    await expect(edit).toBeHidden();
    await expect(row).toContainText(/R\$\s11\.500\.000\.850,00/);
  });

  test("a commission rate: a dot is refused with a message, a comma is saved", async ({ page, context }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await signIn(page, DEMO.admin, undefined, "/comissoes/regras");
    await page.getByTestId("rule-row").filter({ hasText: "Previdência: 1 % das contribuições ao mês" }).getByRole("link").click();
    await expect(page).toHaveURL(/\/comissoes\/regras\/[0-9a-f-]{36}$/);
    const versions = page.getByTestId("rule-version");
    await expect(versions.first()).toBeVisible();
    const before = await versions.count();
    await page.getByRole("button", { name: "Nova versão" }).click();
    const form = page.getByRole("form", { name: "Nova versão das condições" });
    // A day no other run has used, inside the accepted range (1900 to 2199).
    const n = Date.now() % 100_000;
    await form.getByLabel("Vigente a partir de").fill(`${String(1 + (n % 28)).padStart(2, "0")}/${String(1 + (Math.floor(n / 28) % 12)).padStart(2, "0")}/${2100 + (Math.floor(n / 336) % 99)}`);
    const rate = form.getByTestId("tranche-row").nth(0).getByLabel("Percentual (%)");
    await expect(rate).toHaveValue("1");

    await clickInText(rate);
    await page.keyboard.type("1.25");
    await rate.press("Tab");
    await expect(form.getByText("Não consegui ler “1.25” como percentual: use vírgula antes das casas decimais. Escreva assim: 12,5 ou 0,04.")).toBeVisible();
    await form.getByRole("button", { name: "Criar versão" }).click();
    await expect(rate).toBeFocused();
    await expect(versions).toHaveCount(before);

    await page.keyboard.type("1,25");
    await form.getByLabel("Pré-venda (%)").click();
    await pasteText(page, "2,5 %");
    await form.getByRole("button", { name: "Criar versão" }).click();
    await expect(form).toBeHidden();
    await expect(versions).toHaveCount(before + 1);
    await expect(versions.first()).toContainText("1,25 %");
    await expect(versions.first()).toContainText("Pré-venda: 2,5 %");
  });
});
