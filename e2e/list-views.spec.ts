import { expect, test, type Page } from "@playwright/test";
import { DEMO, signIn, uniqueSuffix } from "./helpers";

/** Calls a tRPC mutation with the page's session (cleanup that must not depend on the UI). */
async function trpcMutation(page: Page, path: string, input: unknown): Promise<unknown> {
  const response = await page.context().request.post(`/api/trpc/${path}`, { data: { json: input }, headers: { "content-type": "application/json" }, timeout: 15_000 });
  expect(response.ok(), `${path} → ${response.status()} ${await response.text()}`).toBe(true);
  return ((await response.json()) as { result: { data: { json: unknown } } }).result.data.json;
}

const table = (page: Page) => page.getByTestId("customers-table");
const rows = (page: Page) => page.getByTestId("customer-row");

/** Waits for the list to settle, then reads the names shown. */
async function shownNames(page: Page): Promise<string[]> {
  await expect(table(page)).toHaveAttribute("aria-busy", "false");
  await expect(rows(page).first()).toBeVisible();
  return rows(page).locator("td:nth-child(2) a").allTextContents();
}

test.describe("Saved views, columns and bulk actions on the customers list", () => {
  let viewId: string | null = null;

  test.afterEach(async ({ page }) => {
    // Leave gestor without a default view, whatever happened above.
    await trpcMutation(page, "views.setDefault", { listKey: "customers", id: null }).catch(() => undefined);
    if (viewId) await trpcMutation(page, "views.delete", { id: viewId }).catch(() => undefined);
  });

  test("a filtered view is saved, reopened from its link, made the default; columns, tag and delete with undo", async ({ page }) => {
    test.setTimeout(120_000);
    await signIn(page, DEMO.manager);
    await trpcMutation(page, "views.setDefault", { listKey: "customers", id: null });
    await page.goto("/clientes");
    await expect(page.getByRole("heading", { name: "Clientes", level: 1 })).toBeVisible();

    // Filter: pessoa jurídica + a search.
    await page.getByLabel("Tipo").selectOption("PJ");
    await expect(page).toHaveURL(/f\.kind\.eq=PJ/);
    await page.getByLabel("Buscar clientes").fill("ltda");
    await expect(page).toHaveURL(/q=ltda/);
    await expect(page).toHaveURL(/f\.kind\.eq=PJ/);
    const names = await shownNames(page);
    const countText = await page.getByTestId("customers-count").textContent();

    // Save it as a view.
    const viewName = `PJ Ltda ${uniqueSuffix()}`;
    await page.getByTestId("saved-views-trigger").click();
    await page.getByRole("menuitem", { name: "Salvar visão…" }).click();
    const dialog = page.getByRole("dialog", { name: "Salvar visão" });
    await dialog.getByLabel("Nome da visão").fill(viewName);
    await dialog.getByRole("button", { name: "Salvar" }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page.getByTestId("saved-views-trigger")).toContainText(viewName);
    await expect(page).toHaveURL(/[?&]view=[0-9a-f-]{36}/);
    const link = page.url();
    viewId = new URL(link).searchParams.get("view");

    // Elsewhere, then the link in a fresh page: same filter, same rows.
    await page.goto("/vendas");
    await expect(page.getByRole("heading", { name: "Vendas", level: 1 })).toBeVisible();
    const fresh = await page.context().newPage();
    await fresh.goto(link);
    await expect(fresh.getByLabel("Tipo")).toHaveValue("PJ");
    await expect(fresh.getByLabel("Buscar clientes")).toHaveValue("ltda");
    expect(await shownNames(fresh)).toEqual(names);
    await expect(fresh.getByTestId("customers-count")).toHaveText(countText!);
    await expect(fresh.getByTestId("saved-views-trigger")).toContainText(viewName);
    await expect(fresh.getByTestId("view-changed")).toHaveCount(0);

    // Default view: /clientes opens with it.
    await fresh.getByTestId("saved-views-trigger").click();
    await fresh.getByRole("menuitem", { name: "Usar como padrão" }).click();
    await expect(fresh.getByText(`“${viewName}” abre por padrão nesta lista.`)).toBeVisible();
    await fresh.goto("/clientes");
    await expect(fresh).toHaveURL(new RegExp(`view=${viewId}`));
    await expect(fresh).toHaveURL(/f\.kind\.eq=PJ/);
    await expect(fresh.getByLabel("Tipo")).toHaveValue("PJ");
    expect(await shownNames(fresh)).toEqual(names);
    await fresh.close();

    // Hide a column: gone, still gone after a reload, and the view reads "alterada".
    await page.goto(link);
    await expect(page.getByRole("columnheader", { name: "CPF/CNPJ" })).toBeVisible();
    await page.getByTestId("column-picker-trigger").click();
    await page.getByRole("checkbox", { name: "CPF/CNPJ" }).click();
    await expect(page).toHaveURL(/cols=[^&]*-document/);
    await page.keyboard.press("Escape");
    await expect(page.getByRole("columnheader", { name: "CPF/CNPJ" })).toHaveCount(0);
    await expect(page.getByTestId("view-changed")).toBeVisible();
    await page.reload();
    await expect(page.getByRole("columnheader", { name: "Nome / razão social" })).toBeVisible();
    await expect(page.getByRole("columnheader", { name: "CPF/CNPJ" })).toHaveCount(0);

    // Select two customers and tag them: the confirmation states 2.
    await shownNames(page);
    const [first, second] = [rows(page).nth(0), rows(page).nth(1)];
    await first.getByRole("checkbox").click();
    await second.getByRole("checkbox").click();
    await expect(page.getByTestId("bulk-count")).toHaveText("2 selecionados");
    await expect(page.getByRole("checkbox", { name: "Selecionar todos os carregados" })).toHaveAttribute("aria-checked", names.length > 2 ? "mixed" : "true");
    await page.getByTestId("bulk-bar").getByRole("button", { name: "Adicionar etiqueta" }).click();
    const tagDialog = page.getByRole("alertdialog", { name: "Adicionar etiqueta a 2 clientes" });
    await expect(tagDialog).toBeVisible();
    const tag = `e2e-${uniqueSuffix()}`;
    await tagDialog.getByLabel("Etiqueta").fill(tag);
    await tagDialog.getByRole("button", { name: "Confirmar" }).click();
    await expect(tagDialog).toHaveCount(0);
    await expect(page.getByText("Etiqueta adicionada a 2 clientes.")).toBeVisible();
    await expect(first.getByText(tag, { exact: true })).toBeVisible();
    await expect(second.getByText(tag, { exact: true })).toBeVisible();
    await expect(page.getByTestId("bulk-bar")).toHaveCount(0);

    // Delete one, then undo.
    const target = (await first.locator("td:nth-child(2) a").textContent())!;
    const sameName = rows(page).filter({ has: page.getByRole("link", { name: target, exact: true }) });
    const before = await sameName.count();
    await first.getByRole("checkbox").click();
    await expect(page.getByTestId("bulk-count")).toHaveText("1 selecionado");
    await page.getByTestId("bulk-bar").getByRole("button", { name: "Excluir" }).click();
    const removeDialog = page.getByRole("alertdialog", { name: "Excluir 1 cliente?" });
    await removeDialog.getByRole("button", { name: "Excluir" }).click();
    await expect(removeDialog).toHaveCount(0);
    await expect(sameName).toHaveCount(before - 1);
    await page.getByRole("button", { name: "Desfazer" }).click();
    await expect(page.getByText("1 cliente restaurado.")).toBeVisible();
    await expect(sameName).toHaveCount(before);
  });
});
