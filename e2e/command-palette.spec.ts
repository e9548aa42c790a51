import { expect, test, type Page } from "@playwright/test";
import { DEMO, signIn } from "./helpers";

const palette = (page: Page) => page.getByRole("dialog", { name: "Busca global" });
const paletteInput = (page: Page) => palette(page).getByRole("combobox");
const paletteList = (page: Page) => palette(page).getByRole("listbox", { name: "Busca global" });
const title = (page: Page, name: string) => page.getByRole("heading", { name, level: 1 });

test.describe("Command palette", () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page, DEMO.admin);
    await expect(title(page, "Início")).toBeVisible();
    await expect(palette(page)).toHaveCount(0);
  });

  test("Ctrl+K and ⌘K (Meta+K) toggle it open and closed", async ({ page }) => {
    await page.keyboard.press("Control+k");
    await expect(palette(page)).toBeVisible();
    await expect(paletteInput(page)).toBeFocused();
    await expect(paletteInput(page)).toHaveAttribute("placeholder", "Digite para buscar ou escolha um comando…");

    // With the focus in the palette's input, the same shortcut closes it.
    await page.keyboard.press("Control+k");
    await expect(palette(page)).toHaveCount(0);

    await page.keyboard.press("Meta+k");
    await expect(palette(page)).toBeVisible();
    await page.keyboard.press("Meta+k");
    await expect(palette(page)).toHaveCount(0);

    // K alone, or with Shift or Alt, does nothing.
    await page.locator("main").click();
    await page.keyboard.press("k");
    await page.keyboard.press("Control+Shift+K");
    await page.keyboard.press("Control+Alt+k");
    await expect(palette(page)).toHaveCount(0);
  });

  test("the top-bar trigger opens it with its commands grouped; Escape closes it", async ({ page }) => {
    const trigger = page.getByTestId("search-trigger");
    await expect(trigger).toContainText("Buscar ou ir para…");
    await expect(trigger).toHaveAttribute("aria-keyshortcuts", /Control\+K/);
    await trigger.click();
    await expect(palette(page)).toBeVisible();
    await expect(paletteInput(page)).toBeFocused();

    // The commands, grouped.
    await expect(palette(page).getByRole("group", { name: "Ir para" }).getByRole("option")).toHaveText([
      "Início",
      "Leads",
      "Agenda",
      "Clientes",
      "Vendas",
      "Comissões",
      "Relatórios",
      "Configurações",
    ]);
    await expect(palette(page).getByRole("group", { name: "Preferências" }).getByRole("option")).toHaveText(["Mudar idioma para English (US)"]);
    await expect(palette(page).getByRole("group", { name: "Sessão" }).getByRole("option")).toHaveText(["Sair"]);

    await page.keyboard.press("Escape");
    await expect(palette(page)).toHaveCount(0);
    await expect(page).toHaveURL(/\/$/);
  });

  // Regression (src/features/search/components/command-palette.tsx with ui/command.tsx CommandDialog): the
  // palette is a controlled Radix Dialog without a Dialog.Trigger, and Radix returns the focus only to
  // its own trigger, so after closing the focus falls to <body> instead of the search button (or
  // whatever had it before Ctrl+K).
  test("closing it gives the focus back to where it was", async ({ page }) => {
    const trigger = page.getByTestId("search-trigger");
    await trigger.focus();
    await page.keyboard.press("Enter");
    await expect(palette(page)).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(palette(page)).toHaveCount(0);
    await expect(trigger).toBeFocused({ timeout: 3_000 });
  });

  test("typing filters the commands, and a closed palette starts empty next time", async ({ page }) => {
    await page.keyboard.press("Control+k");
    await paletteInput(page).fill("relat");
    await expect(palette(page).getByRole("option")).toHaveText(["Relatórios"]);
    await expect(palette(page).getByRole("group", { name: "Sessão" })).toBeHidden();

    await paletteInput(page).fill("sai");
    await expect(palette(page).getByRole("option")).toHaveText(["Sair"]);

    await paletteInput(page).fill("xyzwq");
    await expect(palette(page).getByRole("option")).toHaveCount(0);
    await expect(palette(page).getByText("Nenhum resultado.")).toBeVisible();

    await page.keyboard.press("Escape");
    await expect(palette(page)).toHaveCount(0);
    await page.keyboard.press("Control+k");
    await expect(paletteInput(page)).toHaveValue("");
    await expect(palette(page).getByRole("option")).toHaveCount(10);
  });

  test("Enter runs the highlighted command: it navigates and closes the palette", async ({ page }) => {
    await page.keyboard.press("Control+k");
    await paletteInput(page).fill("config");
    const option = palette(page).getByRole("option", { name: "Configurações" });
    await expect(option).toHaveAttribute("aria-selected", "true");
    await page.keyboard.press("Enter");

    await expect(palette(page)).toHaveCount(0);
    await expect(page).toHaveURL(/\/configuracoes$/);
    await expect(title(page, "Configurações")).toBeVisible();

    // Arrow keys move the highlight; Enter runs that one.
    await page.keyboard.press("Control+k");
    await expect(palette(page).getByRole("option", { name: "Início" })).toHaveAttribute("aria-selected", "true");
    await page.keyboard.press("ArrowDown");
    await expect(palette(page).getByRole("option", { name: "Leads" })).toHaveAttribute("aria-selected", "true");
    await page.keyboard.press("Enter");
    await expect(palette(page)).toHaveCount(0);
    await expect(page).toHaveURL(/\/leads$/);
    await expect(title(page, "Leads")).toBeVisible();
  });

  test("the command list is at most 300 px tall and scrolls beyond that", async ({ page }) => {
    await page.keyboard.press("Control+k");
    const list = paletteList(page);
    await expect(list).toBeVisible();
    await expect(palette(page).getByRole("option")).toHaveCount(10);
    expect(await list.evaluate((el) => getComputedStyle(el).maxHeight)).toBe("300px");
    const size = await list.evaluate((el) => ({ client: el.clientHeight, scroll: el.scrollHeight, overflow: getComputedStyle(el).overflowY }));
    // Nine commands and three headings need more than 300 px: the list stops there and scrolls.
    expect(size.scroll).toBeGreaterThan(300);
    expect(size.client).toBeLessThanOrEqual(300);
    expect(size.client).toBeGreaterThan(250);
    expect(size.overflow).toBe("auto");
    expect((await list.boundingBox())!.height).toBeLessThanOrEqual(300);

    // The last command can be reached with the keyboard and is scrolled into view.
    await page.keyboard.press("End");
    const last = palette(page).getByRole("option", { name: "Sair" });
    await expect(last).toHaveAttribute("aria-selected", "true");
    await expect(last).toBeInViewport();
    expect(await list.evaluate((el) => el.scrollTop)).toBeGreaterThan(0);
  });
});
