import { readFile } from "node:fs/promises";
import { expect, test, type Page } from "@playwright/test";
import { DEMO, signIn } from "./helpers";

/** The funnel's "Leads por status" total: its text and the leads list link behind it. */
const statusTotal = (page: Page) => page.getByTestId("report-table-status").locator("tfoot").getByRole("link");

test.describe("Relatórios", () => {
  test("a Gestor opens the funnel, filters by a seller, drills into the list and exports the table", async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await signIn(page, DEMO.manager, undefined, "/relatorios");
    await page.goto("/relatorios?relatorio=funil&periodo=este-ano");
    await expect(page.getByRole("combobox", { name: "Relatório" })).toHaveValue("funil");
    await expect(statusTotal(page)).toBeVisible();
    const teamTotal = await statusTotal(page).textContent();

    // Filtering by a seller changes the URL and the figures.
    const seller = page.getByRole("combobox", { name: "Vendedor", exact: true });
    await expect(seller.locator("option", { hasText: "Ana" })).toHaveCount(1);
    await seller.selectOption({ label: (await seller.locator("option", { hasText: "Ana" }).textContent())! });
    await expect(page).toHaveURL(/vendedor=[0-9a-f-]{36}/);
    await expect(statusTotal(page)).not.toHaveText(teamTotal ?? "");
    const anaTotal = (await statusTotal(page).textContent())!.trim();

    // The export of the table has its rows (one per status, then the total).
    const download = page.waitForEvent("download");
    await page.getByTestId("report-export-csv-status").click();
    const csv = await readFile((await (await download).path())!, "utf8");
    expect(csv.startsWith("\uFEFF")).toBe(true);
    expect(csv).toContain("Status;Leads");
    expect(csv).toContain("Contatar novamente;");
    expect(csv).toMatch(new RegExp(`Total;${anaTotal.replace(".", "\\.")}\\r\\n`));

    // The figure drills into the leads list with the same count.
    await statusTotal(page).click();
    await expect(page).toHaveURL(/\/leads\?.*f\.ownerId\.eq=/);
    await expect(page.getByTestId("leads-count")).toHaveText(`${anaTotal} leads`);
  });

  test("a report not available yet shows a clean empty state", async ({ page }) => {
    await signIn(page, DEMO.admin, undefined, "/relatorios");
    await page.goto("/relatorios?relatorio=funil");
    await page.getByRole("combobox", { name: "Relatório" }).selectOption("vendas");
    await expect(page).toHaveURL(/relatorio=vendas/);
    // Either the runner has arrived (a table) or the page says it is not available yet; never an error.
    await expect(page.getByTestId("report-unavailable").or(page.locator("[data-testid^=report-section-]").first())).toBeVisible();
    await expect(page.getByRole("alert").filter({ hasText: "Não foi possível" })).toHaveCount(0);
  });
});
