import { readFile } from "node:fs/promises";
import { expect, test, type Page } from "@playwright/test";
import { DEMO, signIn, uniqueSuffix } from "./helpers";

/** Creates a pool lead (no owner) through the API with the page's session; returns its id. */
async function createPoolLead(page: Page, name: string, fields: Record<string, unknown> = {}): Promise<string> {
  const response = await page.context().request.post("/api/trpc/leads.create", {
    data: { json: { name, kind: "PF", source: "Site", ownerId: null, ...fields } },
    headers: { "content-type": "application/json" },
  });
  expect(response.ok(), `leads.create → ${response.status()} ${await response.text()}`).toBe(true);
  const body = (await response.json()) as { result: { data: { json: { id: string } } } };
  return body.result.data.json.id;
}

const rows = (page: Page) => page.getByTestId("lead-row");

/** Types in the search box and waits for the URL to carry it (the input is debounced). */
async function search(page: Page, text: string): Promise<void> {
  await page.getByLabel("Buscar leads").fill(text);
  await expect(page).toHaveURL(new RegExp(`[?&]q=${encodeURIComponent(text).replace(/%20/g, "(\\+|%20)")}`));
}

test.describe("Leads list", () => {
  test("filters by status through the UI: the URL and the rows follow", async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await signIn(page, DEMO.manager, undefined, "/leads");
    await page.goto("/leads");
    await expect(rows(page).first()).toBeVisible();
    const before = await page.getByTestId("leads-count").textContent();

    await page.getByTestId("leads-status-filter").click();
    await page.getByRole("menuitemcheckbox", { name: "Momento ruim" }).click();
    await page.keyboard.press("Escape");
    await expect(page).toHaveURL(/f\.status\.in=Momento(\+|%20)ruim/);
    await expect(page.getByTestId("leads-count")).not.toHaveText(before ?? "");
    await expect(rows(page).first()).toBeVisible();
    const statuses = await page.getByTestId("lead-row").getByTestId("lead-status").allTextContents();
    expect(statuses.length).toBeGreaterThan(0);
    expect(new Set(statuses)).toEqual(new Set(["Momento ruim"]));

    // A second status widens the list; the link reproduces it after a reload.
    await page.getByTestId("leads-status-filter").click();
    await page.getByRole("menuitemcheckbox", { name: "Novo" }).click();
    await page.keyboard.press("Escape");
    await expect(page).toHaveURL(/f\.status\.in=Novo/);
    await page.reload();
    await expect(page.getByTestId("leads-status-filter")).toContainText("2 status");
    const mixed = new Set(await page.getByTestId("lead-row").getByTestId("lead-status").allTextContents());
    expect([...mixed].every((s) => s === "Novo" || s === "Momento ruim")).toBe(true);
  });

  test("the ticked leads exported for a campaign leave out the one that asked not to be contacted", async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    const tag = uniqueSuffix();
    await signIn(page, DEMO.manager);
    await createPoolLead(page, `Campanha ${tag} Aceita`);
    await createPoolLead(page, `Campanha ${tag} Recusa`, { doNotContact: true });
    await page.goto("/leads");
    await search(page, tag);
    await expect(rows(page)).toHaveCount(2);
    await page.getByRole("checkbox", { name: "Selecionar todos os carregados" }).check();

    const exported = async (menu: string): Promise<string> => {
      await page.getByRole("button", { name: menu }).click();
      const download = page.waitForEvent("download");
      await page.getByRole("menuitem", { name: "CSV (Excel)" }).click();
      return readFile((await (await download).path())!, "utf8");
    };
    const all = await exported("Exportar seleção (2)");
    expect(all).toContain(`Campanha ${tag} Aceita`);
    expect(all).toContain(`Campanha ${tag} Recusa`);
    const campaign = await exported("Seleção para campanha (2)");
    expect(campaign).toContain(`Campanha ${tag} Aceita`);
    expect(campaign).not.toContain(`Campanha ${tag} Recusa`);
  });

  test("a Gestor assigns two pool leads to a seller, then deletes them and undoes it", async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    const tag = uniqueSuffix();
    await signIn(page, DEMO.manager);
    await createPoolLead(page, `Lead Lista ${tag} A`);
    await createPoolLead(page, `Lead Lista ${tag} B`);
    await page.goto("/leads");
    await search(page, tag);
    await expect(rows(page)).toHaveCount(2);
    await expect(rows(page).first()).toContainText("Sem responsável (pool)");

    await page.getByRole("checkbox", { name: `Selecionar Lead Lista ${tag} A` }).check();
    await page.getByRole("checkbox", { name: `Selecionar Lead Lista ${tag} B` }).check();
    await page.getByRole("button", { name: "Atribuir responsável" }).click();
    const assign = page.getByRole("alertdialog", { name: /Atribuir 2 leads/ });
    await assign.getByLabel("Responsável").selectOption({ label: "Ana Souza" });
    await assign.getByTestId("bulk-confirm").click();
    await expect(assign).toBeHidden();
    await expect(page.getByText("2 leads mudaram de responsável.")).toBeVisible();
    await expect(rows(page).filter({ hasText: "Ana Souza" })).toHaveCount(2);

    await page.getByRole("checkbox", { name: "Selecionar todos os carregados" }).check();
    await page.getByRole("button", { name: "Excluir", exact: true }).click();
    const confirm = page.getByRole("alertdialog", { name: "Excluir 2 leads?" });
    // A double click deletes once: one "Desfazer" toast below (a second would make that locator ambiguous).
    await confirm.getByTestId("bulk-confirm").dblclick();
    await expect(confirm).toBeHidden();
    await expect(rows(page)).toHaveCount(0);
    await expect(page.getByText("Nenhum lead encontrado com esses filtros.")).toBeVisible();

    await page.getByRole("button", { name: "Desfazer" }).click();
    await expect(page.getByText("2 leads restaurados.")).toBeVisible();
    await expect(rows(page)).toHaveCount(2);
    await expect(rows(page).filter({ hasText: "Ana Souza" })).toHaveCount(2);
  });
});
