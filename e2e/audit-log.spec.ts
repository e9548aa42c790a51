import { readFileSync } from "node:fs";
import { expect, test } from "@playwright/test";
import { DEMO, hydrated, signIn, uniqueSuffix } from "./helpers";

/** Today in São Paulo, yyyy-MM-dd (the browser runs in São Paulo time: playwright.config's timezoneId). */
const todaySaoPaulo = () => new Intl.DateTimeFormat("en-CA", { timeZone: "America/Sao_Paulo" }).format(new Date());

test.describe("Audit log", () => {
  test("an admin edits a customer, finds the change in the log by record, person, action and period, and exports it", async ({ page }) => {
    test.setTimeout(120_000);
    await signIn(page, DEMO.admin);

    // Edit a customer's city.
    await page.goto("/clientes");
    const firstCustomer = page.getByTestId("customer-row").first().getByRole("link").first();
    const name = (await firstCustomer.textContent())!.trim();
    await firstCustomer.click();
    await expect(page.getByRole("heading", { name, level: 2 })).toBeVisible();
    await hydrated(page, "#__next *");
    const customerUrl = new URL(page.url()).pathname;
    await page.getByRole("button", { name: "Editar", exact: true }).click();
    const dialog = page.getByRole("dialog", { name: "Editar cliente" });
    const city = dialog.getByLabel("Cidade", { exact: true });
    const before = await city.inputValue();
    const after = `Cidade Auditada ${uniqueSuffix()}`;
    await city.fill(after);
    await dialog.getByRole("button", { name: "Salvar", exact: true }).click();
    await expect(dialog).toBeHidden();

    // The customer's page opens its audit history.
    await page.getByTestId("audit-history-link").click();
    await expect(page).toHaveURL(/\/configuracoes\/auditoria\?tipo=customer&registro=[0-9a-f-]{36}$/);
    await expect(page.getByTestId("audit-record-filter")).toHaveText(`Só o registro ${name}`);
    const entry = page.getByTestId("audit-entry").first();
    await expect(entry.getByTestId("audit-action")).toHaveText("Alterou o cliente");
    await expect(entry.getByTestId("audit-subject")).toHaveText(name);
    await expect(entry.getByTestId("audit-subject")).toHaveAttribute("href", customerUrl);
    await expect(entry.getByTestId("audit-who")).toHaveText("Administrador Demo");
    const cityRow = entry.getByTestId("audit-changes").getByRole("row", { name: /^Cidade/ });
    await expect(cityRow.getByRole("rowheader")).toHaveText("Cidade");
    await expect(cityRow.getByRole("cell")).toHaveText([before || "—", after]);

    // The whole log, filtered by person, kind, action and period: each filter goes to the URL.
    await page.getByRole("button", { name: "Mostrar todos os registros" }).click();
    await expect(page.getByTestId("audit-record-filter")).toBeHidden();
    await page.getByLabel("Quem", { exact: true }).selectOption({ label: "Administrador Demo" });
    await expect(page).toHaveURL(/quem=[0-9a-f-]{36}/);
    await page.getByLabel("Tipo de registro", { exact: true }).selectOption({ label: "Cliente" });
    await page.getByLabel("Ação", { exact: true }).selectOption({ label: "Alterou o cliente" });
    await page.getByLabel("Período", { exact: true }).selectOption({ label: "Hoje" });
    const today = todaySaoPaulo();
    await expect(page).toHaveURL(new RegExp(`acao=customer\\.update.*de=${today}&ate=${today}`));
    await expect(page.getByTestId("audit-entry").filter({ hasText: after }).first()).toBeVisible();
    await expect(page.getByTestId("audit-count")).toHaveText(/^\d+ registros?$/);

    // The same period picked with the calendar.
    await page.getByLabel("Período", { exact: true }).selectOption({ label: "Personalizado" });
    await page.getByLabel("Escolher as datas", { exact: true }).click();
    await page.getByRole("button", { name: "Limpar", exact: true }).click();
    await expect(page).not.toHaveURL(/de=/);
    await page.locator(`button[data-date="${today}"]:not([data-outside])`).click();
    await page.getByRole("button", { name: "Concluir" }).click();
    await expect(page).toHaveURL(new RegExp(`de=${today}&ate=${today}`));
    await expect(page.getByTestId("audit-entry").filter({ hasText: after }).first()).toBeVisible();

    // A shared link opens the same view.
    const shared = page.url();
    await page.goto(shared);
    await expect(page.getByLabel("Ação", { exact: true })).toHaveValue("customer.update");
    await expect(page.getByTestId("audit-entry").filter({ hasText: after }).first()).toBeVisible();

    // The CSV of what is shown.
    await page.getByTestId("audit-export").click();
    const download = page.waitForEvent("download");
    await page.getByRole("menuitem", { name: "CSV (Excel)" }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe(`auditoria-${today}.csv`);
    const text = readFileSync((await file.path())!, "utf8");
    expect(text.startsWith("\uFEFFQuando;Quem;Ação;Tipo de registro;Registro;Campo;Antes;Depois;IP;ID\r\n")).toBe(true);
    expect(text).toContain(`;Administrador Demo;Alterou o cliente;Cliente;${name};Cidade;${before};${after};`);
  });
});
