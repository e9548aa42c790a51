import { expect, test, type Page } from "@playwright/test";
import { DEMO, signIn, uniqueSuffix } from "./helpers";

const palette = (page: Page) => page.getByRole("dialog", { name: "Busca global" });
const paletteInput = (page: Page) => palette(page).getByRole("combobox");
const leadsGroup = (page: Page) => palette(page).getByRole("group", { name: "Leads" });

/** Ctrl+K, again until it opens: right after sign-in the page may still be hydrating and miss the first press. */
async function openPalette(page: Page): Promise<void> {
  await expect(async () => {
    if (!(await palette(page).isVisible())) await page.keyboard.press("Control+k");
    await expect(palette(page)).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
}

/** A lead of the signed-in user, created through the API with the page's session (tRPC + superjson body). */
async function createLead(page: Page, name: string): Promise<string> {
  const response = await page.context().request.post("/api/trpc/leads.create", {
    data: { json: { name, kind: "PF", source: "Indicação", doNotContact: false } },
    headers: { "content-type": "application/json" },
  });
  expect(response.ok(), `leads.create → ${response.status()} ${await response.text()}`).toBe(true);
  return ((await response.json()) as { result: { data: { json: { id: string } } } }).result.data.json.id;
}

test.describe("Leads in the search palette", () => {
  test("a lead typed without accents is found, and Enter opens its page; another seller does not find it", async ({ page }) => {
    const suffix = uniqueSuffix();
    const name = `João Conceição Paleta ${suffix}`;
    await signIn(page, DEMO.ana);
    const id = await createLead(page, name);

    await openPalette(page);
    await paletteInput(page).fill(`joao conceicao ${suffix}`);
    const option = leadsGroup(page).getByRole("option");
    await expect(option).toHaveCount(1);
    await expect(option).toContainText(name);
    await expect(option).toContainText("Novo");
    await expect(option).toHaveAttribute("aria-selected", "true");

    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(new RegExp(`/leads/${id}$`));
    await expect(palette(page)).toHaveCount(0);

    // Carla (another team) may not see Ana's lead: the search is scoped like every leads query.
    await page.context().clearCookies();
    await signIn(page, DEMO.carla);
    await openPalette(page);
    const searched = page.waitForResponse((r) => r.url().includes("leads.search"));
    await paletteInput(page).fill(`joao conceicao ${suffix}`);
    expect((await searched).ok()).toBe(true);
    await expect(palette(page).getByText("Nenhum resultado.")).toBeVisible();
    await expect(leadsGroup(page)).toHaveCount(0);
  });
});
