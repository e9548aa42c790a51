import { expect, test, type Page } from "@playwright/test";
import { generate } from "otplib";
import { createUserAsAdmin, DEMO, hydrated, mainNav, replaceTemporaryPassword, signIn, signOut, submitSignIn, uniqueSuffix } from "./helpers";

/** The code the authenticator app shows `stepsAhead` 30-second steps from now (the server accepts one step ahead). */
const appCode = (secret: string, stepsAhead = 0) => generate({ secret, epoch: Math.floor(Date.now() / 1000) + stepsAhead * 30 });

/** A user of this journey alone: created by the administrator, with a password of its own. */
async function newUser(page: Page): Promise<{ email: string; password: string }> {
  const suffix = uniqueSuffix();
  const email = `e2e.duas-etapas.${suffix}@demo.com.br`;
  const password = `Senha-Propria-${suffix}`;
  const temporaryPassword = await createUserAsAdmin(page, { name: `Dora${suffix} Duas Etapas`, email, role: "Financeiro" });
  await signOut(page);
  await replaceTemporaryPassword(page, email, temporaryPassword, password);
  return { email, password };
}

test.describe("Two-step verification", () => {
  test("a user turns it on in Meu perfil with the QR code's key, then signs in with a code from the app and with a recovery code", async ({ page }) => {
    const { email, password } = await newUser(page);

    // Meu perfil › Verificação em duas etapas: the QR code and the key, then a first code from the app.
    await page.goto("/perfil");
    await hydrated(page, "#__next *");
    const section = page.getByRole("region", { name: "Verificação em duas etapas" });
    await section.getByRole("button", { name: "Ativar verificação em duas etapas" }).click();
    await expect(section.getByRole("img", { name: "QR code para cadastrar a conta no aplicativo autenticador" })).toBeVisible();
    const secret = ((await section.getByTestId("totp-secret").textContent()) ?? "").trim();
    expect(secret).toMatch(/^[A-Z2-7]{16,}$/);

    await section.getByLabel("Código de 6 dígitos do aplicativo").fill("000000" === (await appCode(secret)) ? "111111" : "000000");
    await section.getByRole("button", { name: "Confirmar e ativar" }).click();
    await expect(section.getByText("Código não confere.", { exact: false })).toBeVisible();
    await section.getByLabel("Código de 6 dígitos do aplicativo").fill(await appCode(secret));
    await section.getByRole("button", { name: "Confirmar e ativar" }).click();

    // The 10 recovery codes, shown this once.
    const codes = section.getByTestId("recovery-codes").getByRole("listitem");
    await expect(codes).toHaveCount(10);
    const recoveryCode = ((await codes.nth(0).textContent()) ?? "").trim();
    expect(recoveryCode).toMatch(/^[0-9A-Z]{5}-[0-9A-Z]{5}$/);
    await section.getByRole("button", { name: "Já guardei os códigos" }).click();
    await expect(section.getByText("10 códigos de recuperação restantes.", { exact: false })).toBeVisible();
    await signOut(page);

    // Sign-in: the password alone asks for the code; a wrong code is refused; the app's next code lets in.
    await submitSignIn(page, email, password);
    const codeField = page.getByLabel("Código de verificação");
    await expect(codeField).toBeVisible();
    await expect(page).toHaveURL(/\/login/);
    const next = await appCode(secret, 1);
    await codeField.fill(next === "123456" ? "654321" : "123456");
    await page.getByRole("button", { name: "Entrar", exact: true }).click();
    await expect(page.getByRole("alert").filter({ hasText: "E-mail, senha ou código inválidos." })).toBeVisible();
    await codeField.fill(next);
    await page.getByRole("button", { name: "Entrar", exact: true }).click();
    await expect(page).not.toHaveURL(/\/login(\?|$)/);
    await expect(page.getByRole("heading", { name: "Início", level: 1 })).toBeVisible();
    await hydrated(page, "#__next *");
    await signOut(page);

    // A recovery code instead of the app's code, once.
    await submitSignIn(page, email, password);
    await page.getByLabel("Código de verificação").fill(recoveryCode);
    await page.getByRole("button", { name: "Entrar", exact: true }).click();
    await expect(page.getByRole("heading", { name: "Início", level: 1 })).toBeVisible();
    await page.goto("/perfil");
    await expect(page.getByRole("region", { name: "Verificação em duas etapas" }).getByText("9 códigos de recuperação restantes.", { exact: false })).toBeVisible();
    await signOut(page);

    // Phone and codes lost: the administrator resets it in Configurações › Usuários; the password alone lets in again.
    await signIn(page, DEMO.admin);
    await mainNav(page).getByRole("link", { name: "Configurações" }).click();
    await page.getByRole("link", { name: /Usuários e equipes/ }).click();
    await hydrated(page, "#__next *");
    await page.getByRole("searchbox").fill(email);
    const row = page.getByTestId("user-row").filter({ hasText: email });
    await expect(row).toHaveCount(1);
    await row.getByRole("button", { name: "Redefinir 2 etapas" }).click();
    const dialog = page.getByRole("dialog", { name: "Redefinir verificação em duas etapas" });
    await expect(dialog.getByText("Remover o aplicativo autenticador e os códigos de recuperação", { exact: false })).toBeVisible();
    await dialog.getByRole("button", { name: "Redefinir verificação em duas etapas" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Verificação em duas etapas de Dora" })).toBeVisible();
    await expect(row.getByRole("button", { name: "Redefinir 2 etapas" })).toHaveCount(0);
    await signOut(page);
    await submitSignIn(page, email, password);
    await expect(page.getByRole("heading", { name: "Início", level: 1 })).toBeVisible();
  });
});
