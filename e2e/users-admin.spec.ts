import { expect, test, type Page } from "@playwright/test";
import { appAlerts, DEMO, mainNav, signIn, signOut, submitSignIn, uniqueSuffix } from "./helpers";

const TEMPORARY_NOTICE = "Você entrou com uma senha temporária. Defina uma senha pessoal para continuar.";

async function openUsersAdmin(page: Page) {
  await mainNav(page).getByRole("link", { name: "Configurações" }).click();
  await page.getByRole("link", { name: /Usuários e equipes/ }).click();
  await expect(page).toHaveURL(/\/configuracoes\/usuarios$/);
  await expect(page.getByRole("heading", { name: "Usuários e equipes", level: 1 })).toBeVisible();
}

async function openNewUserDialog(page: Page) {
  await page.getByRole("button", { name: "Novo usuário" }).click();
  const dialog = page.getByRole("dialog", { name: "Novo usuário" });
  await expect(dialog).toBeVisible();
  return dialog;
}

test.describe("Users administration", () => {
  test("admin creates a seller, who signs in with the temporary password and must change it", async ({ page }) => {
    const suffix = uniqueSuffix();
    const firstName = `Lívia${suffix}`;
    const name = `${firstName} Teste E2E`;
    const email = `e2e.vendedor.${suffix}@demo.com.br`;
    const newPassword = `Nova-Senha-${suffix}`;

    await signIn(page, DEMO.admin);
    await openUsersAdmin(page);

    const dialog = await openNewUserDialog(page);
    await dialog.getByLabel("Nome").fill(name);
    await dialog.getByLabel("E-mail").fill(email);
    await dialog.getByLabel("Perfil").selectOption({ label: "Vendedor" });
    await dialog.getByLabel("Equipe").selectOption({ label: "Equipe Campinas" });
    await dialog.getByRole("button", { name: "Criar" }).click();

    const tempDialog = page.getByRole("dialog", { name: "Senha temporária" });
    await expect(tempDialog).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(tempDialog).toContainText(`Entregue esta senha a ${name} por um canal seguro.`);
    const passwordOutput = tempDialog.getByTestId("temporary-password");
    await expect(passwordOutput).not.toBeEmpty();
    const temporaryPassword = (await passwordOutput.textContent())?.trim() ?? "";
    expect(temporaryPassword.length).toBeGreaterThanOrEqual(10);
    await tempDialog.getByRole("button", { name: "Fechar" }).click();
    await expect(tempDialog).toBeHidden();

    // The new user is in the list, as a seller of Equipe Campinas.
    await page.getByRole("searchbox", { name: "Buscar" }).fill(email);
    const row = page.getByTestId("user-row").filter({ hasText: email });
    await expect(row).toHaveCount(1);
    await expect(row.getByRole("cell")).toHaveText([name, email, "Vendedor", "Equipe Campinas", "Ativo", /Editar/]);

    await signOut(page);

    // First sign-in with the temporary password: sent to the profile to choose a password.
    await submitSignIn(page, email, temporaryPassword);
    await expect(page).toHaveURL(/\/perfil\?senha=temporaria$/);
    await expect(page.getByRole("heading", { name: "Meu perfil", level: 1 })).toBeVisible();
    await expect(appAlerts(page).filter({ hasText: TEMPORARY_NOTICE })).toBeVisible();
    await expect(page.getByTestId("user-menu")).toContainText(name);
    await expect(page.getByText("Perfil: Vendedor · Equipe: Equipe Campinas")).toBeVisible();

    // Until the password is changed, other pages send the user back here.
    await page.goto("/");
    await expect(page).toHaveURL(/\/perfil\?senha=temporaria$/);

    await page.getByLabel("Senha atual").fill(temporaryPassword);
    await page.getByLabel("Nova senha", { exact: true }).fill(newPassword);
    await page.getByLabel("Confirme a nova senha").fill(newPassword);
    await page.getByRole("button", { name: "Alterar senha" }).click();

    await expect(page.getByRole("status").filter({ hasText: "Senha alterada. Suas outras sessões foram encerradas." })).toBeVisible();
    await expect(page).toHaveURL(/\/perfil$/);
    await expect(appAlerts(page).filter({ hasText: TEMPORARY_NOTICE })).toHaveCount(0);

    // Now the app is usable: the home page greets the user instead of redirecting.
    await page.goto("/");
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("heading", { name: "Início", level: 1 })).toBeVisible();
    await expect(page.getByText(`Olá, ${firstName}!`)).toBeVisible();

    // The temporary password no longer works; the new one does.
    await signOut(page);
    await signIn(page, email, newPassword);
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByText(`Olá, ${firstName}!`)).toBeVisible();
  });

  test("a seller gets 'Sem permissão' on the users page and no link to it", async ({ page }) => {
    await signIn(page, DEMO.ana);
    await expect(mainNav(page).getByRole("link", { name: "Início" })).toBeVisible();
    await expect(mainNav(page).getByRole("link", { name: "Usuários e equipes" })).toHaveCount(0);
    await expect(mainNav(page).getByRole("link", { name: "Configurações" })).toHaveCount(0);

    const response = await page.goto("/configuracoes/usuarios");
    expect(response?.status()).toBe(403);
    await expect(page.getByRole("heading", { name: "Sem permissão", level: 1 })).toBeVisible();
    await expect(page.getByText("Seu perfil não tem acesso a esta página.")).toBeVisible();
    await expect(mainNav(page).getByRole("link", { name: "Início" })).toBeVisible();
    await expect(mainNav(page).getByRole("link", { name: "Usuários e equipes" })).toHaveCount(0);
    await expect(mainNav(page).getByRole("link", { name: "Configurações" })).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Novo usuário" })).toHaveCount(0);
    await expect(page.getByTestId("user-row")).toHaveCount(0);
  });

  test("an invalid e-mail shows the server's message next to the E-mail field and creates nothing", async ({ page }) => {
    const suffix = uniqueSuffix();
    const name = `Inválido${suffix} Teste E2E`;
    const badEmail = `nao-e-email-${suffix}`;

    await signIn(page, DEMO.admin);
    await openUsersAdmin(page);
    const dialog = await openNewUserDialog(page);
    await dialog.getByLabel("Nome").fill(name);
    await dialog.getByLabel("E-mail").fill(badEmail);
    await dialog.getByLabel("Equipe").selectOption({ label: "Equipe Campinas" });

    const created = page.waitForResponse((r) => r.url().includes("/api/trpc/users.create"));
    await dialog.getByRole("button", { name: "Criar" }).click();
    const response = await created;
    expect(response.status()).toBe(400);

    const emailInput = dialog.getByLabel("E-mail");
    await expect(emailInput).toHaveAttribute("aria-invalid", "true");
    await expect(emailInput).toHaveAccessibleDescription("Informe um e-mail válido, como nome@empresa.com.br.");
    await expect(dialog.getByRole("alert")).toHaveText(["Informe um e-mail válido, como nome@empresa.com.br."]);
    await expect(dialog.getByLabel("Nome")).not.toHaveAttribute("aria-invalid", "true");
    await expect(dialog).toBeVisible();
    await expect(page.getByRole("dialog", { name: "Senha temporária" })).toHaveCount(0);

    await dialog.getByRole("button", { name: "Cancelar" }).click();
    await expect(dialog).toBeHidden();

    // Nothing was created: neither by name nor by the bad e-mail.
    await page.getByRole("searchbox", { name: "Buscar" }).fill(suffix);
    await expect(page.getByText("Nenhum usuário encontrado com esses filtros.")).toBeVisible();
    await expect(page.getByTestId("user-row")).toHaveCount(0);
    await page.reload();
    await page.getByRole("searchbox", { name: "Buscar" }).fill(suffix);
    await expect(page.getByText("Nenhum usuário encontrado com esses filtros.")).toBeVisible();
  });
});
