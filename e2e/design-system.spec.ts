import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { DEMO, saveLanguageViaApi, signIn, switchLanguage } from "./helpers";

async function openDesignSystem(page: Page, email: string = DEMO.admin) {
  await signIn(page, email, undefined, "/design-system");
  await expect(page.getByRole("heading", { name: "Design system", level: 1 })).toBeVisible();
}

test.describe("Design-system page", () => {
  // Regression (src/features/design-system/components/overlays-section.tsx, CommandDemo): the inline cmdk
  // <Command> selects its first item on mount and cmdk scrolls the selected item into view
  // (block: "nearest"), so /design-system opens ~2300 px down, at the "Paleta de comandos" demo,
  // instead of at the top.
  test("opens at the top", async ({ page }) => {
    await openDesignSystem(page);
    await page.goto("/design-system");
    await expect(page.getByRole("heading", { name: "Formulários e dados", level: 2 })).toBeVisible();
    await page.waitForLoadState("load");
    // Give any mount-time effect its frame; the scroll position is the behaviour under test.
    await page.waitForTimeout(500);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });
});

test.describe("Slider (SPEC §5: 0–100, step 1, page keys and Shift+Arrow move 10)", () => {
  test("keyboard steps and clamping at min and max", async ({ page }) => {
    await openDesignSystem(page);
    const demo = page.getByTestId("ds-slider");
    const thumb = demo.getByRole("slider", { name: "Percentual de comissão" });
    const readout = page.getByTestId("ds-slider-value");
    await expect(thumb).toHaveAttribute("aria-valuemin", "0");
    await expect(thumb).toHaveAttribute("aria-valuemax", "100");
    await expect(thumb).toHaveAttribute("aria-valuenow", "40");
    await expect(readout).toHaveText("40");
    await thumb.focus();

    const press = async (key: string, expected: number) => {
      await page.keyboard.press(key);
      await expect(thumb, `after ${key}`).toHaveAttribute("aria-valuenow", String(expected));
      await expect(readout).toHaveText(String(expected));
    };

    // Arrows: one step.
    await press("ArrowRight", 41);
    await press("ArrowUp", 42);
    await press("ArrowLeft", 41);
    await press("ArrowDown", 40);
    // Page keys and Shift+Arrow: ten steps.
    await press("PageUp", 50);
    await press("PageDown", 40);
    await press("Shift+ArrowRight", 50);
    await press("Shift+ArrowUp", 60);
    await press("Shift+ArrowLeft", 50);
    await press("Shift+ArrowDown", 40);
    // Max: End, then nothing goes past 100.
    await press("End", 100);
    await press("ArrowRight", 100);
    await press("PageUp", 100);
    await press("Shift+ArrowRight", 100);
    // A big step near the top stops at 100, not 105.
    for (let i = 0; i < 5; i++) await page.keyboard.press("ArrowLeft");
    await expect(thumb).toHaveAttribute("aria-valuenow", "95");
    await press("PageUp", 100);
    // Min: Home, then nothing goes below 0.
    await press("Home", 0);
    await press("ArrowLeft", 0);
    await press("PageDown", 0);
    await press("Shift+ArrowLeft", 0);
    await press("ArrowRight", 1);
    await press("ArrowRight", 2);
    await press("Shift+ArrowLeft", 0);
    for (let i = 0; i < 12; i++) await page.keyboard.press("ArrowLeft");
    await expect(thumb).toHaveAttribute("aria-valuenow", "0");
    await expect(readout).toHaveText("0");
  });
});

test.describe("Calendar and language", () => {
  // Actions fail fast, so a stuck step still leaves time for the finally block to restore pt-BR.
  test.use({ actionTimeout: 15_000 });
  /** Weekday headers of the calendar demo (the <thead> is aria-hidden, so by CSS). */
  const weekdays = (page: Page) => page.getByTestId("ds-calendar").locator("thead th");
  const dayCells = (page: Page) => page.getByTestId("ds-calendar").getByRole("gridcell");

  /** Clicks a day (> 12, so dd/MM and MM/dd differ) of the shown month and returns its yyyy-MM-dd. */
  async function pickDay(page: Page, day: "15" | "20"): Promise<string> {
    const button = page.getByTestId("ds-calendar").locator(`button[data-date$="-${day}"]`);
    await expect(button).toHaveCount(1);
    const iso = (await button.getAttribute("data-date"))!;
    await button.click();
    return iso;
  }

  test("pt-BR: 42 days from Sunday ('dom'); after Idioma → English (US): 'Su', English labels, MM/dd/yyyy", async ({ page }) => {
    // A user no other spec signs in with: the language is saved in the profile.
    test.setTimeout(120_000);
    try {
      await openDesignSystem(page, DEMO.carla);
      const nav = page.getByRole("navigation", { name: "Navegação principal" });
      await expect(nav.getByRole("link")).toHaveText(["Início", "Leads", "Agenda", "Clientes", "Vendas", "Comissões", "Relatórios"]);

      // pt-BR: weeks start on Sunday, six rows of seven days in every month.
      // (date-fns' pt-BR abbreviation for Saturday is "sab", without the accent.)
      await expect(weekdays(page)).toHaveText(["dom", "seg", "ter", "qua", "qui", "sex", /^s[aá]b\.?$/]);
      await expect(weekdays(page).first()).toHaveAttribute("aria-label", "domingo");
      const calendar = page.getByTestId("ds-calendar");
      const previous = calendar.getByRole("button", { name: "Ir para o mês anterior" });
      const next = calendar.getByRole("button", { name: "Ir para o próximo mês" });
      const months = new Set<string>();
      for (let i = 0; i < 12; i++) {
        await expect(dayCells(page)).toHaveCount(42);
        await expect(calendar.locator("tbody tr")).toHaveCount(6);
        const firstDay = (await dayCells(page).first().getAttribute("data-day"))!;
        expect(new Date(`${firstDay}T12:00:00Z`).getUTCDay(), `first cell ${firstDay} is a Sunday`).toBe(0);
        months.add(firstDay);
        await next.click();
      }
      expect(months.size).toBe(12);
      for (let i = 0; i < 12; i++) await previous.click();

      const iso = await pickDay(page, "15");
      const [yyyy, mm, dd] = iso.split("-");
      await expect(page.getByTestId("ds-calendar-value")).toHaveText(`${dd}/${mm}/${yyyy}`);

      // Switch to English through the user menu.
      await switchLanguage(page, "en-US");
      const enNav = page.getByRole("navigation", { name: "Main navigation" });
      await expect(enNav.getByRole("link")).toHaveText(["Home", "Leads", "Agenda", "Customers", "Sales", "Commissions", "Reports"]);
      await expect(page.getByRole("heading", { name: "Calendar", level: 3 })).toBeVisible();
      await expect(weekdays(page)).toHaveText(["Su", "Mo", "Tu", "We", "Th", "Fr", "Sa"]);
      await expect(weekdays(page).first()).toHaveAttribute("aria-label", "Sunday");
      await expect(dayCells(page)).toHaveCount(42);
      await expect(calendar.getByRole("button", { name: /previous month/i })).toBeVisible();
      await expect(calendar.getByRole("button", { name: /next month/i })).toBeVisible();
      const firstDay = (await dayCells(page).first().getAttribute("data-day"))!;
      expect(new Date(`${firstDay}T12:00:00Z`).getUTCDay()).toBe(0);

      const isoEn = await pickDay(page, "20");
      const [y2, m2, d2] = isoEn.split("-");
      await expect(page.getByTestId("ds-calendar-value")).toHaveText(`${m2}/${d2}/${y2}`);
      await expect(page.getByTestId("search-trigger")).toContainText("Search or jump to…");

      // The choice is saved: a reload stays in English.
      await page.reload();
      await expect(page.getByRole("navigation", { name: "Main navigation" }).getByRole("link").first()).toHaveText("Home");
      await expect(page.locator("html")).toHaveAttribute("lang", "en-US");

      // And back to Portuguese the same way.
      await switchLanguage(page, "pt-BR");
      await expect(nav.getByRole("link")).toHaveText(["Início", "Leads", "Agenda", "Clientes", "Vendas", "Comissões", "Relatórios"]);
      await expect(weekdays(page).first()).toHaveText("dom");
    } finally {
      // Whatever happened above, leave the user in pt-BR for the next run.
      await saveLanguageViaApi(page, "pt-BR");
    }
  });
});

type Violation = { rule: string; impact: string | null | undefined; help: string; nodes: { target: string; html: string; summary: string }[] };

/**
 * Third-party limitation, documented upstream: cmdk's Command.Separator always renders role="separator"
 * (the role is set after the props, so it cannot be overridden), and ARIA allows only option/group
 * children in its role="listbox" list (dip/cmdk#179, dequelabs/axe-core#3938). Only this exact finding
 * (a [cmdk-list] whose sole problem is a separator child) is left out; the rule stays on for the rest.
 */
function isCmdkSeparatorInListbox(rule: string, node: { html: string; summary: string }): boolean {
  return rule === "aria-required-children" && node.html.includes("cmdk-list") && /children which are not allowed: \[role=separator\]\s*$/.test(node.summary);
}

async function scan(page: Page, include?: string): Promise<Violation[]> {
  let builder = new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"]);
  if (include) builder = builder.include(include);
  const results = await builder.analyze();
  return results.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => ({
      rule: v.id,
      impact: v.impact,
      help: v.help,
      nodes: v.nodes.map((n) => ({ target: n.target.join(" "), html: n.html, summary: (n.failureSummary ?? "").replace(/\n/g, " ") })),
    }));
}

/** Serious/critical violations minus the documented third-party one. */
async function newSeriousViolations(page: Page): Promise<Violation[]> {
  return (await scan(page))
    .map((v) => ({
      ...v,
      nodes: v.nodes.filter((n) => !isCmdkSeparatorInListbox(v.rule, n)),
    }))
    .filter((v) => v.nodes.length > 0);
}

test.describe("Accessibility (axe-core: no serious or critical violation)", () => {
  // axe walks every node of the page in the browser: the /design-system scan took 53 s on one loaded CI run and
  // passed the 60 s default on the next. Its time is not what these journeys check.
  test.describe.configure({ timeout: 150_000 });

  test("/design-system", async ({ page }) => {
    await openDesignSystem(page);
    expect(await newSeriousViolations(page)).toEqual([]);
  });

  test("the shell: / and /configuracoes, and the open command palette", async ({ page }) => {
    await signIn(page, DEMO.admin);
    await expect(page.getByRole("heading", { name: "Início", level: 1 })).toBeVisible();
    expect(await newSeriousViolations(page)).toEqual([]);

    await page.goto("/configuracoes");
    await expect(page.getByRole("heading", { name: "Configurações", level: 1 })).toBeVisible();
    expect(await newSeriousViolations(page)).toEqual([]);

    await page.keyboard.press("Control+k");
    await expect(page.getByRole("dialog", { name: "Busca global" })).toBeVisible();
    expect(await newSeriousViolations(page)).toEqual([]);
  });

  test.describe("at 375 px", () => {
    test.use({ viewport: { width: 375, height: 812 } });

    test("the shell: / and /configuracoes", async ({ page }) => {
      await signIn(page, DEMO.admin);
      await expect(page.getByRole("heading", { name: "Início", level: 1 })).toBeVisible();
      expect(await newSeriousViolations(page)).toEqual([]);
      await page.goto("/configuracoes");
      await expect(page.getByRole("heading", { name: "Configurações", level: 1 })).toBeVisible();
      expect(await newSeriousViolations(page)).toEqual([]);
    });
  });
});

/* Accessibility details axe rates below "serious" or cannot see, each fixed once and kept fixed. */
test.describe("Accessibility details", () => {
  // src/components/layout/user-menu.tsx: aria-label="Menu do usuário" replaces the visible name and role
  // ("Administrador Demo / Administrador"), so a speech-input user saying what they see cannot reach it
  // (WCAG 2.5.3 Label in Name).
  test("the user-menu button's accessible name contains its visible text", async ({ page }) => {
    await signIn(page, DEMO.admin);
    await expect(page.getByTestId("user-menu")).toContainText("Administrador Demo");
    expect(await scan(page, '[data-testid="user-menu"]')).toEqual([]);
  });

  test.describe("at 375 px", () => {
    test.use({ viewport: { width: 375, height: 812 } });

    // src/components/layout/app-layout.tsx: below sm (640 px) the search trigger's only text
    // ("Buscar ou ir para…") is display:none and the icon is aria-hidden, so the button has no name.
    test("the search trigger has an accessible name on a phone", async ({ page }) => {
      await signIn(page, DEMO.admin);
      await expect(page.getByTestId("search-trigger")).toBeVisible();
      expect(await scan(page, '[data-testid="search-trigger"]')).toEqual([]);
    });
  });

  // src/components/ui/dialog.tsx: the dialog's "Fechar" (×) button is 16×16 px, below the 24×24 px
  // minimum target (WCAG 2.2 2.5.8), in every dialog, the command palette and the sheet included.
  test("the dialog close button is at least 24×24 px", async ({ page }) => {
    await signIn(page, DEMO.admin);
    await page.keyboard.press("Control+k");
    const close = page.getByRole("dialog", { name: "Busca global" }).getByRole("button", { name: "Fechar" });
    await expect(close).toBeVisible();
    const box = (await close.boundingBox())!;
    expect(Math.min(box.width, box.height)).toBeGreaterThanOrEqual(24);
  });
});
