import { expect, test } from "@playwright/test";
import { DEMO, mainNav, signIn } from "./helpers";

test.describe("Vendas", () => {
  test("lists sales with a count, filters by status through the URL, and shows renewals by window", async ({ page }) => {
    await signIn(page, DEMO.admin);
    await mainNav(page).getByRole("link", { name: "Vendas" }).click();
    await expect(page.getByRole("heading", { name: "Vendas", level: 1 })).toBeVisible();
    await expect(page.getByTestId("sales-count")).toHaveText(/^\d[\d.]* vendas$/);
    await expect(page.getByTestId("sale-row").first()).toBeVisible();

    await page.getByLabel("Status").selectOption({ label: "Cancelada" });
    await expect(page).toHaveURL(/f\.status\.eq=cancelada/);
    const rows = page.getByTestId("sale-row");
    // The previous rows stay on screen while the filtered page loads: wait for the new ones.
    await expect(rows.getByText(/^(Proposta|Ativa|Encerrada)$/)).toHaveCount(0);
    await expect(rows.getByText("Cancelada").first()).toBeVisible();

    // The link reproduces the view.
    await page.reload();
    await expect(page.getByLabel("Status")).toHaveValue("cancelada");

    await page.getByRole("tab", { name: "Renovações" }).click();
    await expect(page).toHaveURL(/aba=renovacoes/);
    await page.getByLabel("Vigência terminando em").selectOption({ label: "90 dias" });
    await expect(page).toHaveURL(/dias=90/);
    // Let the 90-day page arrive (the table keeps the previous rows meanwhile).
    await page.waitForLoadState("networkidle");
    await expect(page.getByTestId("sales-table")).toHaveAttribute("aria-busy", "false");
    await expect(page.getByTestId("sales-count")).toHaveText(/^\d[\d.]* vendas$/);
    await expect(rows.getByText(/^(Proposta|Cancelada|Encerrada)$/)).toHaveCount(0);
    if ((await rows.count()) === 0) await expect(page.getByText("Nenhuma vigência termina nesse período.")).toBeVisible();
  });
});
