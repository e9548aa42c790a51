import { expect, test, type Browser, type Page, type Route } from "@playwright/test";
import { createUserAsAdmin, DEMO, hydrated, replaceTemporaryPassword, signIn, uniqueSuffix, watchPageErrors } from "./helpers";

/** A user of this journey alone, created by the administrator (in a context of its own), with a password of its own. */
async function newUser(browser: Browser, page: Page): Promise<{ name: string; email: string; password: string }> {
  const suffix = uniqueSuffix();
  const name = `Sara${suffix} Sessões`;
  const email = `e2e.sessoes.${suffix}@demo.com.br`;
  const password = `Senha-Propria-${suffix}`;
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  const temporaryPassword = await createUserAsAdmin(admin, { name, email, role: "Financeiro" });
  await adminContext.close();
  await page.goto("/login");
  await replaceTemporaryPassword(page, email, temporaryPassword, password);
  return { name, email, password };
}

test.describe("Sessions", () => {
  test("a user signed in on two browsers ends the other session in Meu perfil, which is signed out at its next navigation; the administrator ends all", async ({ browser, page }) => {
    const { name, email, password } = await newUser(browser, page);
    const otherContext = await browser.newContext({ userAgent: "Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0" });
    const other = await otherContext.newPage();
    await signIn(other, email, password);

    // "Última atividade há N segundos" is in the server's HTML. The scripts arrive 1.5 s late, so the browser
    // hydrates seconds after the server wrote it: the text must still be the same (React #418 otherwise).
    const load = watchPageErrors(page, { console: true });
    const lateScripts = async (route: Route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.fallback();
    };
    await page.route("**/_next/static/**/*.js", lateScripts);
    await page.goto("/perfil");
    await hydrated(page, "#__next *");
    await page.unroute("**/_next/static/**/*.js", lateScripts);
    load.stop();
    expect(load.errors).toEqual([]);
    const section = page.getByRole("region", { name: "Sessões" });
    const rows = section.getByTestId("session-row");
    await expect(rows).toHaveCount(2);
    const current = rows.filter({ hasText: "Esta sessão" });
    await expect(current).toHaveCount(1);
    await expect(current).toContainText("Chrome");
    await expect(current).toContainText(/Última atividade/);
    const firefox = rows.filter({ hasText: "Firefox · Linux" });
    await expect(firefox).toHaveCount(1);
    await expect(firefox).not.toContainText("Esta sessão");

    await firefox.getByRole("button", { name: /^Encerrar/ }).click();
    const confirm = page.getByRole("dialog", { name: "Encerrar" });
    await expect(confirm).toContainText("Firefox · Linux");
    await confirm.getByRole("button", { name: "Encerrar" }).click();
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText("Esta sessão");

    // The other browser's next navigation finds its session ended: back to the sign-in.
    await other.goto("/perfil");
    await expect(other).toHaveURL(/\/login/);
    await otherContext.close();

    // The administrator ends all of the user's sessions in Configurações › Usuários.
    const adminContext = await browser.newContext();
    const admin = await adminContext.newPage();
    await signIn(admin, DEMO.admin, undefined, "/configuracoes/usuarios");
    await admin.getByPlaceholder("Buscar por nome ou e-mail").fill(name);
    const row = admin.getByTestId("user-row").filter({ hasText: name });
    await expect(row).toHaveCount(1);
    await row.getByRole("button", { name: "Encerrar sessões" }).click();
    const adminConfirm = admin.getByRole("dialog", { name: "Encerrar sessões" });
    await expect(adminConfirm).toContainText(name);
    await adminConfirm.getByRole("button", { name: "Encerrar sessões" }).click();
    await expect(admin.getByRole("status").filter({ hasText: `Sessões de ${name} encerradas.` })).toBeVisible();
    await adminContext.close();

    await page.goto("/perfil");
    await expect(page).toHaveURL(/\/login/);
  });
});
