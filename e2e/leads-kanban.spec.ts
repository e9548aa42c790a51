import { expect, test, type Locator, type Page } from "@playwright/test";
import { appAlerts, DEMO, signIn, uniqueSuffix } from "./helpers";

test.use({ viewport: { width: 1440, height: 900 } });

/** Calls a tRPC procedure with the page's session (superjson envelope), as the board's own client would. */
async function trpc<T>(page: Page, path: string, input?: unknown): Promise<T> {
  return page.evaluate(
    async ({ path, input }) => {
      const res = input === undefined ? await fetch(`/api/trpc/${path}`) : await fetch(`/api/trpc/${path}`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ json: input }) });
      const body = (await res.json()) as { result?: { data: { json: unknown } }; error?: unknown };
      if (!res.ok || !body.result) throw new Error(`${path} → ${res.status} ${JSON.stringify(body.error)}`);
      return body.result.data.json;
    },
    { path, input },
  ) as Promise<T>;
}

const column = (page: Page, status: string) => page.locator(`[data-testid="kanban-column"][data-status="${status}"]`);
// By test id and text, not by role: while a dialog is open the board behind it is hidden from the accessibility tree.
const card = (page: Page, name: string) => page.getByTestId("kanban-card").filter({ hasText: name });
const cardIn = (page: Page, status: string, name: string) => column(page, status).getByTestId("kanban-card").filter({ hasText: name });
const count = (page: Page, status: string) => column(page, status).getByTestId("kanban-count");

/**
 * dnd-kit listens to pointer events: press on the card's grip, move past the activation distance in steps,
 * then toward the column. A column out of sight is reached as a user would: holding the card near the
 * board's edge until dnd-kit scrolls it into view.
 */
async function drag(page: Page, from: Locator, to: Locator) {
  const board = page.getByTestId("kanban-board");
  const grip = from.getByRole("button", { name: /^Arrastar / });
  await grip.scrollIntoViewIfNeeded();
  const a = (await grip.boundingBox())!;
  await page.mouse.move(a.x + a.width / 2, a.y + a.height / 2);
  await page.mouse.down();
  await page.mouse.move(a.x + a.width / 2 + 12, a.y + a.height / 2 + 12, { steps: 4 });
  for (let i = 0; i < 100; i++) {
    const b = (await to.boundingBox())!;
    const v = (await board.boundingBox())!;
    const x = b.x + b.width / 2;
    if (x > v.x + v.width * 0.25 && x < v.x + v.width * 0.75) {
      await page.mouse.move(x, b.y + 150, { steps: 10 });
      break;
    }
    await page.mouse.move(x > v.x + v.width / 2 ? v.x + v.width - 10 : v.x + 10, v.y + 150, { steps: 3 });
    await page.waitForTimeout(100);
  }
  const b = (await to.boundingBox())!;
  await page.mouse.move(b.x + b.width / 2, b.y + 160, { steps: 2 });
  await page.mouse.up();
}

/** Tomorrow in São Paulo as typed in the pt-BR date field. */
function tomorrowBr(): string {
  const d = new Date(Date.now() + 24 * 3600 * 1000);
  return new Intl.DateTimeFormat("pt-BR", { timeZone: "America/Sao_Paulo", day: "2-digit", month: "2-digit", year: "numeric" }).format(d);
}

test("a seller moves leads on the kanban: a date or a reason is asked, cancel and refusals spring back", async ({ page }) => {
  test.setTimeout(180_000);
  const suffix = uniqueSuffix();
  await signIn(page, DEMO.ana);
  const options = await trpc<{ sources: string[]; lostReasons: string[] }>(page, "leads.options");
  const make = (name: string) => trpc<{ id: string }>(page, "leads.create", { kind: "PF", name, source: options.sources[0] });
  const first = `Kanban Primeiro ${suffix}`;
  const second = `Kanban Segundo ${suffix}`;
  await make(first);
  const other = await make(second);

  // Only this run's two leads: the search is in the URL.
  await page.goto(`/leads/kanban?q=${suffix}`);
  await expect(page.getByRole("navigation", { name: "Visões de leads" }).getByRole("link", { name: "Kanban" })).toHaveAttribute("aria-current", "page");
  await expect(page.getByLabel("Buscar leads")).toHaveValue(suffix);
  await expect(column(page, "Novo").getByTestId("kanban-card")).toHaveCount(2);
  await expect(count(page, "Novo")).toHaveText("2");
  await expect(count(page, "Contatar novamente")).toHaveText("0");

  // Novo → Contatar novamente: the card moves at once and the date is asked.
  await drag(page, card(page, first), column(page, "Contatar novamente"));
  const dialog = page.getByRole("dialog", { name: "Mover para Contatar novamente" });
  await expect(dialog).toBeVisible();
  await expect(cardIn(page, "Contatar novamente", first)).toBeVisible();
  await dialog.getByRole("button", { name: "Mover" }).click();
  await expect(dialog.getByRole("alert")).toHaveText("Informe a data do próximo contato.");
  await dialog.getByLabel("Data do próximo contato").fill(tomorrowBr());
  await dialog.getByRole("button", { name: "Mover" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(`“${first}” movido para Contatar novamente.`)).toBeVisible();
  await expect(cardIn(page, "Contatar novamente", first)).toBeVisible();
  await expect(count(page, "Novo")).toHaveText("1");
  await expect(count(page, "Contatar novamente")).toHaveText("1");
  // Still there after a reload: the server has it.
  await page.reload();
  await expect(cardIn(page, "Contatar novamente", first)).toBeVisible();
  await expect(card(page, first)).toContainText(tomorrowBr());

  // Contatar novamente → Sem interesse: a reason is asked, and do-not-contact is offered.
  await drag(page, card(page, first), column(page, "Sem interesse"));
  const lost = page.getByRole("dialog", { name: "Mover para Sem interesse" });
  await expect(lost).toBeVisible();
  await lost.getByRole("button", { name: "Mover" }).click();
  await expect(lost.getByRole("alert")).toHaveText("Informe o motivo da perda.");
  await lost.getByLabel("Motivo da perda").selectOption(options.lostReasons[0]!);
  await lost.getByRole("checkbox", { name: "Não contatar mais" }).check();
  await lost.getByRole("button", { name: "Mover" }).click();
  await expect(lost).toBeHidden();
  await expect(cardIn(page, "Sem interesse", first)).toBeVisible();
  await expect(card(page, first).getByText("Não contatar")).toBeVisible();
  await expect(count(page, "Sem interesse")).toHaveText("1");
  await expect(count(page, "Contatar novamente")).toHaveText("0");

  // A do-not-contact lead cannot be scheduled: refused at once, with the reason, and it stays put.
  await drag(page, card(page, first), column(page, "Momento ruim"));
  await expect(appAlerts(page).filter({ hasText: "Este lead pediu para não ser contatado" })).toBeVisible();
  await expect(cardIn(page, "Sem interesse", first)).toBeVisible();
  await expect(page.getByRole("dialog")).toHaveCount(0);

  // Cancelling the dialog puts the card back where it was.
  await drag(page, card(page, second), column(page, "Não qualificado"));
  const unqualified = page.getByRole("dialog", { name: "Mover para Não qualificado" });
  await expect(unqualified).toBeVisible();
  await expect(count(page, "Não qualificado")).toHaveText("1");
  await unqualified.getByRole("button", { name: "Cancelar" }).click();
  await expect(unqualified).toBeHidden();
  await expect(cardIn(page, "Novo", second)).toBeVisible();
  await expect(column(page, "Não qualificado").getByTestId("kanban-card")).toHaveCount(0);
  await expect(count(page, "Não qualificado")).toHaveText("0");
  await expect(count(page, "Novo")).toHaveText("1");

  // A move the server refuses (the lead was deleted meanwhile), through the "Mover para…" menu: back, with the server's reason.
  await trpc(page, "leads.delete", { ids: [other.id] });
  await card(page, second).getByRole("button", { name: `Mover ${second} para…` }).click();
  await page.getByRole("menuitem", { name: "Não responde" }).click();
  await expect(appAlerts(page).filter({ hasText: "Lead não encontrado." })).toBeVisible();
  await expect(cardIn(page, "Não responde", second)).toHaveCount(0);
  await expect(count(page, "Não responde")).toHaveText("0");

  // The won column converts instead: it opens the lead with the conversion asked for.
  await drag(page, card(page, first), column(page, "Converter em lead"));
  await expect(page).toHaveURL(/\/leads\/[0-9a-f-]+\?converter=1$/);
});

test("the board scrolls inside itself: the page around it never scrolls into blank space", async ({ page }) => {
  await signIn(page, DEMO.ana, undefined, "/leads/kanban");
  await expect(column(page, "Novo").getByTestId("kanban-card").first()).toBeVisible();
  await expect(column(page, "Sem interesse").getByTestId("kanban-card").first()).toBeVisible();
  // Cards far down a column or in the columns off to the right carry screen-reader-only labels: if they escape
  // the board's clipping, the document grows past the body (measured 2 102 × 2 811 px in a 1 366 × 900 window).
  const overflow = await page.evaluate(() => {
    const html = document.documentElement;
    return { overflowX: html.scrollWidth - html.clientWidth, overflowY: html.scrollHeight - document.body.scrollHeight };
  });
  expect(overflow).toEqual({ overflowX: 0, overflowY: 0 });
});
