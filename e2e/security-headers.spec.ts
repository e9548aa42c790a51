import { expect, test, type Page, type Response } from "@playwright/test";
import { DEMO, DEMO_PASSWORD, hydrated, submitSignIn } from "./helpers";

// Issue 20, "Response headers": every screen works in Chromium under the Content-Security-Policy (a per-request
// nonce for scripts, no 'unsafe-inline' for them), with nothing refused and React running (hydrated, dialogs
// open, the PDF preview frames its attachment).

const PDF = Buffer.from("%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n");

/** What the browser refused: securitypolicyviolation events (reported from every page) and "Refused to …" messages. */
async function watchRefusals(page: Page): Promise<string[]> {
  const refusals: string[] = [];
  await page.exposeFunction("__reportCspViolation", (text: string) => refusals.push(text));
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (e) => {
      const report = (window as unknown as { __reportCspViolation: (text: string) => void }).__reportCspViolation;
      void report(`${e.violatedDirective} blocked ${e.blockedURI || "inline"} on ${location.pathname} (${e.sourceFile}:${e.lineNumber})`);
    });
  });
  page.on("console", (message) => {
    const text = message.text();
    if (/Refused to|Content Security Policy|Permissions-Policy|Permissions policy/i.test(text)) refusals.push(`console ${message.type()}: ${text}`);
  });
  return refusals;
}

/** The document answer carries the policy, with a nonce, and no framing. */
function expectPolicy(response: Response | null, path: string) {
  expect(response, path).not.toBeNull();
  const headers = response!.headers();
  expect(headers["content-security-policy"], `${path}: CSP`).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/]+={0,2}'/);
  expect(headers["content-security-policy"]).toContain("frame-ancestors 'none'");
  expect(headers["x-frame-options"], path).toBe("DENY");
  expect(headers["x-content-type-options"], path).toBe("nosniff");
}

/** A full load of a screen: its policy, React hydrated (so its scripts ran), its title. */
async function visit(page: Page, path: string, title?: string | RegExp) {
  const response = await page.goto(path);
  expectPolicy(response, path);
  await hydrated(page, "#__next *");
  const heading = page.getByRole("heading", { level: 1, ...(title ? { name: title } : {}) }).first();
  await expect(heading, path).toBeVisible();
}

test("the admin goes through every screen under the Content-Security-Policy without anything refused", async ({ page }) => {
  test.setTimeout(240_000);
  const refusals = await watchRefusals(page);
  // Each screen's catalog is the namespaces its server render read, filled in after hydration: a text that
  // then still misses is use-intl's MISSING_MESSAGE error.
  const missingTexts: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error" && message.text().includes("MISSING_MESSAGE")) missingTexts.push(message.text());
  });

  // Sign-in: the form works (the page's scripts ran), then Início.
  const login = await page.goto("/login");
  expectPolicy(login, "/login");
  await hydrated(page, "form button");
  await submitSignIn(page, DEMO.admin, DEMO_PASSWORD);
  await expect(page).not.toHaveURL(/\/login(\?|$)/);
  await visit(page, "/", "Início");

  // The command palette, a dialog opened by the keyboard.
  await page.keyboard.press("Control+k");
  await expect(page.getByRole("dialog")).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(page.getByRole("dialog")).toHaveCount(0);

  // Leads, a lead, Hoje, kanban.
  await visit(page, "/leads", "Leads");
  const leadHref = await page.getByTestId("lead-row").first().getByRole("link").first().getAttribute("href");
  expect(leadHref).toMatch(/^\/leads\/[0-9a-f-]{36}$/);
  await visit(page, leadHref!);
  await expect(page.getByTestId("lead-status")).toBeVisible();
  await visit(page, "/leads/hoje");
  await visit(page, "/leads/kanban");
  await expect(page.getByTestId("kanban-column").first()).toBeVisible();
  await visit(page, "/leads/novo");

  // Clientes, a customer, and the preview of a PDF attached to it (framed by the app, from /api/anexos).
  await visit(page, "/clientes", "Clientes");
  const customerHref = await page.getByTestId("customer-row").first().getByRole("link").first().getAttribute("href");
  expect(customerHref).toMatch(/^\/clientes\/[0-9a-f-]{36}$/);
  await visit(page, customerHref!);
  const panel = page.getByTestId("attachments");
  await hydrated(page, '[data-testid="attachments"] button');
  await panel.getByLabel("Tipo de documento").selectOption({ label: "Apólice" });
  const fileName = `Apólice CSP ${Date.now()}.pdf`;
  await panel.getByLabel("Escolher arquivo").setInputFiles({ name: fileName, mimeType: "application/pdf", buffer: PDF });
  const row = panel.getByTestId("attachment-row").filter({ hasText: fileName });
  await expect(row).toBeVisible();
  const framed = page.waitForResponse((r) => /\/api\/anexos\/[0-9a-f-]{36}\?inline=1$/.test(r.url()));
  await row.getByRole("button", { name: `Visualizar ${fileName}` }).click();
  const preview = await framed;
  expect(preview.status()).toBe(200);
  expect(preview.headers()["x-frame-options"]).toBe("SAMEORIGIN");
  expect(preview.headers()["content-security-policy"]).toContain("frame-ancestors 'self'");
  await expect(page.getByRole("dialog").locator("iframe")).toBeVisible();
  await page.keyboard.press("Escape");
  await visit(page, "/clientes/novo");
  await visit(page, "/clientes/importar");

  // Vendas, Comissões and its pages.
  await visit(page, "/vendas", "Vendas");
  for (const path of ["/comissoes", "/comissoes/lancamentos", "/comissoes/conciliacao", "/comissoes/extratos", "/comissoes/fechamento", "/comissoes/metas", "/comissoes/regras", "/comissoes/regras/nova"]) {
    await visit(page, path);
  }

  // Relatórios: the chart, loaded as a separate chunk after the page, drawn as SVG.
  await visit(page, "/relatorios?relatorio=funil&periodo=este-ano");
  await expect(page.getByTestId("report-chart").first().locator("svg").first()).toBeVisible({ timeout: 20_000 });

  await visit(page, "/agenda");

  // Configurações.
  for (const path of ["/configuracoes", "/configuracoes/usuarios", "/configuracoes/origens", "/configuracoes/parceiros", "/configuracoes/emails", "/configuracoes/auditoria"]) {
    await visit(page, path);
  }

  await visit(page, "/perfil");

  // Design system: a dialog opens and closes, the "Modo escuro" switch turns on.
  await visit(page, "/design-system", "Design system");
  await page.getByRole("button", { name: "Abrir diálogo" }).click();
  await expect(page.getByTestId("ds-dialog-content")).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(page.getByTestId("ds-dialog-content")).toHaveCount(0);
  const darkMode = page.getByTestId("ds-switch-off");
  await expect(darkMode).toHaveAttribute("aria-checked", "false");
  await darkMode.click();
  await expect(darkMode).toHaveAttribute("aria-checked", "true");

  // A client-side navigation (page data and chunks fetched by the running app) from the design system to Leads.
  await page.getByRole("navigation", { name: "Navegação principal" }).getByRole("link", { name: "Leads" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Leads" })).toBeVisible();

  // The 404 page: rendered per request, so its scripts run under the nonce too.
  const missing = await page.goto("/pagina-que-nao-existe");
  expect(missing?.status()).toBe(404);
  expectPolicy(missing, "/pagina-que-nao-existe");
  await hydrated(page, "#__next *");

  expect(refusals).toEqual([]);
  expect(missingTexts).toEqual([]);
});

test("the sign-in page is answered but never shown in a frame, not even one of its own origin", async ({ page }) => {
  const loginUrl = new URL("/login", test.info().project.use.baseURL).href;
  // A framing page at the app's own address (served by Playwright: the app has none). A page of another origin
  // would be stopped by Chromium's local-network checks before the headers mattered; frame-ancestors 'none'
  // refuses every ancestor, the same origin included.
  const framing = new URL("/moldura-de-teste", loginUrl).href;
  await page.route(framing, (route) => route.fulfill({ contentType: "text/html", body: `<iframe src="${loginUrl}"></iframe>` }));
  const messages: string[] = [];
  page.on("console", (message) => messages.push(message.text()));
  const answered = page.waitForResponse((r) => r.url() === loginUrl);
  await page.goto(framing);
  expect((await answered).status()).toBe(200);
  await expect.poll(() => messages.find((text) => text.includes("frame-ancestors 'none'"))).toContain("violates the following Content Security Policy directive");
  expect(page.frames().some((f) => f.url() === loginUrl)).toBe(false);
});
