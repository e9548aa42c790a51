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
    await expect(rows.first()).toBeVisible();
    for (const badge of await rows.getByText(/^(Proposta|Ativa|Cancelada|Encerrada)$/).allTextContents()) expect(badge).toBe("Cancelada");

    // The link reproduces the view.
    await page.reload();
    await expect(page.getByLabel("Status")).toHaveValue("cancelada");

    await page.getByRole("tab", { name: "Renovações" }).click();
    await expect(page).toHaveURL(/aba=renovacoes/);
    await page.getByLabel("Vigência terminando em").selectOption({ label: "90 dias" });
    await expect(page).toHaveURL(/dias=90/);
    await expect(page.getByTestId("sales-count")).toHaveText(/^\d[\d.]* vendas$/);
    const renewalStatuses = await page.getByTestId("sale-row").getByText(/^(Proposta|Ativa|Cancelada|Encerrada)$/).allTextContents();
    for (const s of renewalStatuses) expect(s).toBe("Ativa");
    if (!renewalStatuses.length) await expect(page.getByText("Nenhuma vigência termina nesse período.")).toBeVisible();
  });
});
