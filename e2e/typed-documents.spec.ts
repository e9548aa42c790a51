import { expect, test, type Page } from "@playwright/test";
import { formatCnpj } from "../src/lib/brazil/cnpj";
import { formatCpf } from "../src/lib/brazil/cpf";
import { DEMO, pasteText, randomCnpj, randomCpf, signIn, uniqueSuffix } from "./helpers";

/**
 * Issue 17: CPF, CNPJ (numeric and the 2026 alphanumeric one), phones and CEP typed and pasted formatted or
 * not, on the customer and partner forms; what is incomplete is pointed out and never saved silently; the
 * SAVED values are read back by reopening the record.
 */

async function openNewCustomer(page: Page, kind: "Pessoa física" | "Pessoa jurídica") {
  await page.goto("/clientes/novo");
  await expect(page.getByRole("heading", { name: "Novo cliente", level: 1 })).toBeVisible();
  await page.getByRole("radio", { name: kind }).check();
}

/** Opens the customer's edit form (reloaded from the server) and returns it. */
async function reopenCustomer(page: Page) {
  await page.reload();
  await page.getByRole("button", { name: "Editar", exact: true }).click();
  const dialog = page.getByRole("dialog", { name: "Editar cliente" });
  await expect(dialog).toBeVisible();
  return dialog;
}

test.describe("Typing documents, phones and CEP", () => {
  test("a PF customer: CPF and phone pasted formatted, a landline and the CEP typed bare; an incomplete phone is refused", async ({ page, context }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    const cpf = randomCpf();
    const name = `Cliente Documentos ${uniqueSuffix()}`;
    await signIn(page, DEMO.ana);
    await openNewCustomer(page, "Pessoa física");

    await page.getByLabel("CPF", { exact: true }).click();
    await pasteText(page, formatCpf(cpf));
    await expect(page.getByLabel("CPF", { exact: true })).toHaveValue(formatCpf(cpf));
    await page.getByLabel("Nome", { exact: true }).fill(name);
    await page.getByLabel("Telefone 1").click();
    await pasteText(page, "+55 (11) 91234-5678");
    await expect(page.getByLabel("Telefone 1")).toHaveValue("(11) 91234-5678");
    await page.getByRole("button", { name: "Adicionar telefone" }).click();
    await page.getByLabel("Telefone 2").click();
    await page.keyboard.type("113123");
    await page.getByLabel("CEP", { exact: true }).click();
    await page.keyboard.type("01310100");
    await expect(page.getByLabel("CEP", { exact: true })).toHaveValue("01310-100");

    // "(11) 3123" is no phone: said, and nothing is saved (it used to be dropped silently).
    await page.getByRole("button", { name: "Cadastrar cliente" }).click();
    await expect(page.getByText("Telefone incompleto: informe o DDD e o número, como (11) 91234-5678.")).toBeVisible();
    await expect(page.getByLabel("Telefone 2")).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByLabel("Telefone 2")).toBeFocused();
    await expect(page).toHaveURL(/\/clientes\/novo$/);
    await page.keyboard.type("1131234567");
    await expect(page.getByLabel("Telefone 2")).toHaveValue("(11) 3123-4567");
    await page.getByRole("button", { name: "Cadastrar cliente" }).click();
    await expect(page).toHaveURL(/\/clientes\/[0-9a-f-]{36}$/);
    await expect(page.getByTestId("customer-document")).toHaveText(formatCpf(cpf));

    const dialog = await reopenCustomer(page);
    await expect(dialog.getByLabel("Telefone 1")).toHaveValue("(11) 91234-5678");
    await expect(dialog.getByLabel("Telefone 2")).toHaveValue("(11) 3123-4567");
    await expect(dialog.getByLabel("CEP", { exact: true })).toHaveValue("01310-100");

    // Clicking into a saved phone selects it: the new number replaces it, pasted bare.
    await dialog.getByLabel("Telefone 1").click();
    await pasteText(page, "21987654321");
    await expect(dialog.getByLabel("Telefone 1")).toHaveValue("(21) 98765-4321");
    await dialog.getByLabel("CEP", { exact: true }).click();
    await page.keyboard.type("20040-020");
    await dialog.getByRole("button", { name: "Salvar" }).click();
    await expect(dialog).toBeHidden();
    const again = await reopenCustomer(page);
    await expect(again.getByLabel("Telefone 1")).toHaveValue("(21) 98765-4321");
    await expect(again.getByLabel("CEP", { exact: true })).toHaveValue("20040-020");
  });

  test("a PJ customer with an alphanumeric CNPJ typed in lower case; a wrong check digit is refused before saving", async ({ page }) => {
    const cnpj = randomCnpj(true);
    const wrong = `${cnpj.slice(0, 13)}${(Number(cnpj[13]) + 1) % 10}`;
    await signIn(page, DEMO.ana);
    await openNewCustomer(page, "Pessoa jurídica");
    const field = page.getByLabel("CNPJ", { exact: true });
    await field.click();
    await page.keyboard.type(wrong.toLowerCase());
    await expect(field).toHaveValue(formatCnpj(wrong));
    await page.getByLabel("Razão social").fill(`Empresa Alfa ${uniqueSuffix()}`);
    await page.getByRole("button", { name: "Cadastrar cliente" }).click();
    await expect(page.getByText("CNPJ inválido: confira os dígitos.")).toBeVisible();
    await expect(page).toHaveURL(/\/clientes\/novo$/);
    // The refusal put the focus back on the field with its text selected: typing replaces it.
    await expect(field).toBeFocused();
    await page.keyboard.type(cnpj.toLowerCase());
    await page.getByRole("button", { name: "Cadastrar cliente" }).click();
    await expect(page).toHaveURL(/\/clientes\/[0-9a-f-]{36}$/);
    await expect(page.getByTestId("customer-document")).toHaveText(formatCnpj(cnpj));
  });

  test("a partner: CNPJ pasted bare, the contact's phone edited; both read back from the list and the form", async ({ page, context }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    const cnpj = randomCnpj();
    const partnerName = `Parceira Máscaras ${uniqueSuffix()}`;
    await signIn(page, DEMO.finance, undefined, "/configuracoes/parceiros");
    await page.getByRole("button", { name: "Novo parceiro" }).click();
    const dialog = page.getByRole("dialog", { name: "Novo parceiro" });
    await dialog.getByLabel("Nome", { exact: true }).fill(partnerName);
    await dialog.getByLabel("CNPJ", { exact: true }).click();
    await pasteText(page, cnpj);
    await expect(dialog.getByLabel("CNPJ", { exact: true })).toHaveValue(formatCnpj(cnpj));
    await dialog.getByRole("checkbox", { name: "Seguro Auto" }).check();
    await dialog.getByLabel("Telefone do contato").click();
    await page.keyboard.type("11 3003-300");
    await dialog.getByRole("button", { name: "Criar" }).click();
    await expect(dialog.getByText("Telefone incompleto: informe o DDD e o número, como (11) 91234-5678.")).toBeVisible();
    await page.keyboard.type("1130033000");
    await dialog.getByRole("button", { name: "Criar" }).click();
    await expect(dialog).toBeHidden();

    await page.getByLabel("Buscar parceiros").fill(partnerName);
    const row = page.getByTestId("partner-row").filter({ hasText: partnerName });
    await expect(row).toContainText(formatCnpj(cnpj));
    await row.getByRole("button", { name: `Editar parceiro ${partnerName}` }).click();
    const edit = page.getByRole("dialog", { name: "Editar parceiro" });
    const phone = edit.getByLabel("Telefone do contato");
    await expect(phone).toHaveValue("(11) 3003-3000");
    await phone.click();
    await page.keyboard.type("11987650000");
    await edit.getByRole("button", { name: "Salvar" }).click();
    await expect(edit).toBeHidden();
    await row.getByRole("button", { name: `Editar parceiro ${partnerName}` }).click();
    await expect(page.getByRole("dialog", { name: "Editar parceiro" }).getByLabel("Telefone do contato")).toHaveValue("(11) 98765-0000");
  });
});
