import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { DEMO, hydrated, signIn, uniqueSuffix } from "./helpers";

/** A tRPC mutation with the page's session; returns the result's json. */
async function mutate<T>(request: APIRequestContext, path: string, input: unknown): Promise<T> {
  const response = await request.post(`/api/trpc/${path}`, { data: { json: input }, headers: { "content-type": "application/json" } });
  expect(response.ok(), `${path} → ${response.status()} ${await response.text()}`).toBe(true);
  return ((await response.json()) as { result: { data: { json: T } } }).result.data.json;
}

async function me(request: APIRequestContext) {
  const response = await request.get("/api/trpc/me.get");
  return ((await response.json()) as { result: { data: { json: { name: string; version: number; locale: string } } } }).result.data.json;
}

/** Carla goes back to pt-BR whatever happened, so that the other journeys read her in Portuguese. */
test.afterEach(async ({ browser }) => {
  const page = await browser.newPage();
  await signIn(page, DEMO.carla);
  const current = await me(page.context().request);
  if (current.locale !== "pt-BR") await mutate(page.context().request, "me.setLocale", { locale: "pt-BR" });
  await page.close();
});

async function switchToEnglish(page: Page): Promise<void> {
  await page.goto("/perfil");
  await hydrated(page, "form");
  await page.getByLabel("Idioma", { exact: true }).selectOption("en-US");
  await page.getByRole("button", { name: "Salvar", exact: true }).first().click();
  await expect(page.getByRole("heading", { name: "My profile" })).toBeVisible();
  await hydrated(page, "form");
}

test("a seller who reads English sees English sources and English server messages", async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, DEMO.carla);
  await switchToEnglish(page);

  // A server validation message on the profile form, in English.
  await page.getByLabel("Name", { exact: true }).fill("C");
  await page.getByRole("button", { name: "Save", exact: true }).first().click();
  await expect(page.getByText("The name needs at least 2 characters.")).toBeVisible();

  // Someone (here, another tab of hers) saves first: the stale version is explained in English.
  const now = await me(page.context().request);
  await mutate(page.context().request, "me.updateProfile", { name: now.name, locale: "en-US", version: now.version });
  await page.getByLabel("Name", { exact: true }).fill(now.name);
  await page.getByRole("button", { name: "Save", exact: true }).first().click();
  await expect(page.getByText("Someone else saved this record before you. Reload to see the current version and make your change again.")).toBeVisible();

  // Sources and loss reasons are data: the list, its filter and the lead page show their English labels.
  const name = `Lead Idioma ${uniqueSuffix()}`;
  const lead = await mutate<{ id: string; version: number }>(page.context().request, "leads.create", { name, kind: "PF", source: "Indicação" });
  await mutate(page.context().request, "leads.changeStatus", { id: lead.id, version: lead.version, status: "Sem interesse", lostReason: "Sem orçamento" });
  await page.goto(`/leads?q=${encodeURIComponent(name)}`);
  const row = page.getByTestId("lead-row").filter({ hasText: name });
  await expect(row).toBeVisible();
  await expect(row).toContainText("Referral");
  await expect(row).not.toContainText("Indicação");
  await expect(page.getByLabel("Source", { exact: true }).locator("option", { hasText: "Referral" })).toHaveCount(1);

  await page.goto(`/leads/${lead.id}`);
  await expect(page.getByText("Referral", { exact: true })).toBeVisible();
  await expect(page.getByText("No budget", { exact: true }).first()).toBeVisible();
  await expect(page.getByText("Sem orçamento")).toHaveCount(0);
});
