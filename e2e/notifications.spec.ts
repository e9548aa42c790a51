import { expect, test } from "@playwright/test";
import { DEMO, signIn, uniqueSuffix } from "./helpers";

test.describe("notifications", () => {
  test("a lead the Gestor assigns to a seller shows in the seller's bell; opening it marks it read", async ({ browser }) => {
    const suffix = uniqueSuffix();
    const name = `Lead Notificado ${suffix}`;
    const gestor = await (await browser.newContext()).newPage();
    await signIn(gestor, DEMO.manager, undefined, "/leads/novo");
    await expect(gestor.getByRole("heading", { name: "Novo lead", level: 1 })).toBeVisible();
    await gestor.getByLabel("Nome", { exact: true }).fill(name);
    await gestor.getByLabel("Origem").selectOption("Indicação");
    await gestor.getByLabel("Responsável").selectOption({ label: "Ana Souza · Equipe São Paulo" });
    await gestor.getByRole("button", { name: "Criar lead" }).click();
    await expect(gestor).toHaveURL(/\/leads\/[0-9a-f-]{36}$/, { timeout: 20_000 });
    const leadUrl = gestor.url();

    const seller = await (await browser.newContext()).newPage();
    // Not Bruno: the HTTP throttling test locks his account out on the shared test server.
    await signIn(seller, DEMO.ana);
    const bell = seller.getByTestId("notification-bell");
    await expect(bell).toHaveAccessibleName(/Notificações: \d+ não lidas?/);
    await bell.click();
    const item = seller.getByTestId("notification-item").filter({ hasText: `Novo lead para você: ${name}` });
    await expect(item).toBeVisible();
    await expect(item).toHaveAttribute("data-unread", "true");
    // Mark as read from the list (keyboard reachable button), then open the record.
    await item.getByRole("button", { name: /Marcar como lida/ }).click();
    await expect(item).toHaveAttribute("data-unread", "false");
    await item.getByRole("link").click();
    await expect(seller).toHaveURL(leadUrl);
    await expect(seller.getByRole("heading", { name, level: 2 })).toBeVisible();

    // Mark all as read empties the badge.
    await seller.getByTestId("notification-bell").click();
    const markAll = seller.getByRole("button", { name: "Marcar todas como lidas" });
    if (await markAll.isEnabled()) await markAll.click();
    await expect(seller.getByTestId("notification-count")).toHaveCount(0);
    await expect(seller.getByTestId("notification-bell")).toHaveAccessibleName("Notificações: nenhuma não lida");
  });

  test("preferences in Meu perfil are saved", async ({ page }) => {
    await signIn(page, DEMO.carla, undefined, "/perfil");
    const form = page.getByTestId("notification-preferences");
    await form.getByLabel("Importação concluída").selectOption("none");
    await form.getByLabel("Horário do resumo").selectOption("18");
    await form.getByRole("button", { name: "Salvar preferências" }).click();
    await expect(form.getByRole("status")).toHaveText("Preferências salvas.");
    await page.reload();
    await expect(page.getByTestId("notification-preferences").getByLabel("Importação concluída")).toHaveValue("none");
    await expect(page.getByTestId("notification-preferences").getByLabel("Horário do resumo")).toHaveValue("18");
  });
});
