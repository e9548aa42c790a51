import { expect, test, type Locator, type Page } from "@playwright/test";
import { DEMO, hydrated, signIn } from "./helpers";

const section = (page: Page, title: string) => page.getByRole("region", { name: title });
const attemptsOf = async (row: Locator) => Number(((await row.getByTestId("attempts").textContent()) ?? "").match(/\d+/)?.[0] ?? 0);

test.describe("Hoje (my day)", () => {
  test("a seller's overdue follow-up is listed, and “Registrar tentativa” counts an attempt", async ({ page }) => {
    await signIn(page, DEMO.ana, undefined, "/leads/hoje");
    await expect(page).toHaveURL(/\/leads\/hoje$/);
    await expect(page.getByRole("heading", { name: "Hoje", level: 1 })).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Visões de leads" }).getByRole("link", { name: "Hoje" })).toHaveAttribute("aria-current", "page");
    for (const title of ["Atrasados", "Para hoje", "Novos fora do prazo", "Voltando hoje"]) await expect(section(page, title)).toBeVisible();
    // A seller has no team toggle and no distribution settings.
    await expect(page.getByRole("radiogroup", { name: "Quais leads mostrar" })).toHaveCount(0);
    await expect(page.getByRole("region", { name: "Distribuição de leads" })).toHaveCount(0);

    // The demo seed gives every seller follow-ups whose day has passed.
    const overdue = section(page, "Atrasados");
    const row = overdue.getByTestId("today-row").filter({ has: page.getByRole("button", { name: /Registrar tentativa/, disabled: false }) }).first();
    await expect(row).toBeVisible();
    await expect(row).toContainText(/atrasado há \d+ dias?/);
    const name = (await row.getByRole("link").first().textContent())!;
    const before = await attemptsOf(row);

    await hydrated(page, '[data-testid="today-row"] button');
    const logged = page.waitForResponse((r) => r.url().includes("leads.logAttempt"));
    await row.getByRole("button", { name: `Registrar tentativa para ${name}` }).click();
    expect((await logged).ok()).toBe(true);
    const same = overdue.getByTestId("today-row").filter({ has: page.getByRole("link", { name, exact: true }) }).first();
    await expect(same.getByTestId("attempts")).toHaveText(before + 1 === 1 ? "1 tentativa" : `${before + 1} tentativas`);
    await expect(page.getByText(`Tentativa registrada para ${name}`)).toBeVisible();

    // Saved, not only shown: still there after a reload.
    await page.reload();
    await expect(section(page, "Atrasados").getByTestId("today-row").filter({ has: page.getByRole("link", { name, exact: true }) }).first().getByTestId("attempts")).toHaveText(
      `${before + 1} ${before + 1 === 1 ? "tentativa" : "tentativas"}`,
    );
  });

  test("each lead once, in its most urgent section, most urgent first; every count matches its rows", async ({ page }) => {
    await signIn(page, DEMO.manager, undefined, "/leads/hoje?ver=equipe");
    await expect(page.getByTestId("today-row").first()).toBeVisible();
    await expect(page.getByRole("region").filter({ has: page.getByTestId("section-count") }).getByRole("heading", { level: 2 })).toHaveText([
      "Novos fora do prazo",
      "Atrasados",
      "Para hoje",
      "Voltando hoje",
    ]);
    const seen: string[] = [];
    for (const key of ["slaBreached", "overdue", "due", "returning"]) {
      const block = page.getByTestId(`today-${key}`);
      const hrefs = await block.getByTestId("today-row").evaluateAll((rows) => rows.map((r) => r.querySelector("a")!.getAttribute("href")!));
      seen.push(...hrefs);
      const count = Number(((await block.getByTestId("section-count").textContent()) ?? "").match(/\d+/)?.[0] ?? 0);
      if (count <= 50) expect(hrefs.length, key).toBe(count);
    }
    expect(seen.length).toBeGreaterThan(0);
    expect(new Set(seen).size).toBe(seen.length);
  });

  test("the Gestor switches to the team's leads and sets the team's lead distribution", async ({ page }) => {
    await signIn(page, DEMO.manager, undefined, "/leads/hoje");
    const scope = page.getByRole("radiogroup", { name: "Quais leads mostrar" });
    await hydrated(page, '[role="radiogroup"] button');
    await expect(scope.getByRole("radio", { name: "Só meus" })).toBeChecked();
    await scope.getByRole("radio", { name: "Minha equipe" }).click();
    await expect(page).toHaveURL(/\/leads\/hoje\?ver=equipe$/);
    // The team view names each lead's owner (Ana and Bruno are in the Gestor's team).
    await expect(section(page, "Atrasados").getByText(/Responsável: (Ana Souza|Bruno Araújo)/).first()).toBeVisible();

    const card = page.getByRole("region", { name: "Distribuição de leads" });
    await expect(card).toContainText("Equipe São Paulo");
    await expect(card).toContainText("Vendedores da equipe veem e assumem leads sem responsável.");
    const pool = card.getByRole("switch", { name: "Pool aberto" });
    const was = (await pool.getAttribute("aria-checked")) === "true";
    await pool.click();
    await expect(pool).toHaveAttribute("aria-checked", String(!was));
    await expect(page.getByText("Distribuição de leads da Equipe São Paulo atualizada.")).toBeVisible();
    await page.reload();
    await hydrated(page, '[role="switch"]');
    await expect(page.getByRole("region", { name: "Distribuição de leads" }).getByRole("switch", { name: "Pool aberto" })).toHaveAttribute("aria-checked", String(!was));
    // Back as it was, so the demo data (and the next run) keep the original setting.
    await page.getByRole("region", { name: "Distribuição de leads" }).getByRole("switch", { name: "Pool aberto" }).click();
    await expect(page.getByRole("region", { name: "Distribuição de leads" }).getByRole("switch", { name: "Pool aberto" })).toHaveAttribute("aria-checked", String(was));
  });

  test("a switch flipped on a stale team version says so and offers Recarregar", async ({ page }) => {
    await signIn(page, DEMO.manager, undefined, "/leads/hoje");
    const card = page.getByRole("region", { name: "Distribuição de leads" });
    const roundRobin = card.getByRole("switch", { name: "Rodízio" });
    await hydrated(page, '[role="switch"]');
    const was = (await roundRobin.getAttribute("aria-checked")) === "true";

    // Someone else saves the team meanwhile (same value, new version), through the API with this session.
    const teams = await page.context().request.get("/api/trpc/teams.leadTeams");
    const [team] = ((await teams.json()) as { result: { data: { json: { id: string; version: number; roundRobin: boolean }[] } } }).result.data.json;
    const other = await page.context().request.post("/api/trpc/teams.leadSettings", {
      data: { json: { id: team!.id, version: team!.version, roundRobin: team!.roundRobin } },
      headers: { "content-type": "application/json" },
    });
    expect(other.ok()).toBe(true);

    await roundRobin.click();
    const alert = card.getByRole("alert");
    await expect(alert).toContainText("Outra pessoa alterou esta equipe");
    await expect(roundRobin).toHaveAttribute("aria-checked", String(was));
    await alert.getByRole("button", { name: "Recarregar" }).click();
    await expect(alert).toHaveCount(0);
    // With the current version the same switch now saves; then back as it was.
    await roundRobin.click();
    await expect(roundRobin).toHaveAttribute("aria-checked", String(!was));
    await roundRobin.click();
    await expect(roundRobin).toHaveAttribute("aria-checked", String(was));
  });
});
