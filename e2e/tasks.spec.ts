import { expect, test, type Page } from "@playwright/test";
import { DEMO, fillDay, hydrated, signIn, uniqueSuffix, watchPageErrors } from "./helpers";

/** Creates a lead straight through tRPC with the page's session (setup, not the journey under test). */
async function createLeadViaApi(page: Page, name: string, extra: Record<string, unknown> = {}): Promise<string> {
  const response = await page.context().request.post("/api/trpc/leads.create", {
    data: { json: { kind: "PF", source: "Site", name, ...extra } },
    headers: { "content-type": "application/json" },
  });
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { result: { data: { json: { id: string } } } }).result.data.json.id;
}

/** An instant in São Paulo: the day as typed in a date field (dd/MM/yyyy), as the API takes it, and the time (HH:mm). */
function saoPaulo(at: Date): { typed: string; iso: string; time: string } {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat("en-CA", { timeZone: "America/Sao_Paulo", year: "numeric", month: "2-digit", day: "2-digit", hour: "2-digit", minute: "2-digit", hourCycle: "h23" })
      .formatToParts(at)
      .map((p) => [p.type, p.value]),
  );
  return { typed: `${parts.day}/${parts.month}/${parts.year}`, iso: `${parts.year}-${parts.month}-${parts.day}`, time: `${parts.hour}:${parts.minute}` };
}

/** Milliseconds from `at` to the next midnight in São Paulo (no daylight saving there since 2019). */
function untilSaoPauloMidnight(at: Date): number {
  const { time } = saoPaulo(at);
  const [h, m] = time.split(":").map(Number) as [number, number];
  return ((24 - h) * 60 - m) * 60_000 - at.getSeconds() * 1000 - at.getMilliseconds();
}

test.describe("Tarefas e agenda", () => {
  test("a seller creates a task from a lead, sees it in the agenda and in Hoje, gets the in-app notice when it comes due (clock advanced), and marks it done", async ({ page }) => {
    // The task must fall today for Hoje and the agenda's day: a run starting in the last three minutes of the
    // day waits for the next one, and a due time of "in 6 minutes" is held to 23:59.
    const beforeMidnight = untilSaoPauloMidnight(new Date());
    test.setTimeout(240_000 + (beforeMidnight < 180_000 ? beforeMidnight + 5_000 : 0));
    if (beforeMidnight < 180_000) await page.waitForTimeout(beforeMidnight + 5_000);
    // The browser's clock is Playwright's from here on: it runs by itself until the test moves it forward.
    await page.clock.install();
    await signIn(page, DEMO.carla);
    const name = `Lead tarefa ${uniqueSuffix()}`;
    const notes = `Apresentar a proposta ${uniqueSuffix()}`;
    const id = await createLeadViaApi(page, name);
    // Due in 6 minutes: inside the reminders' 15-minute window, so the real job (every minute, in the server's
    // own worker) tells Carla without any test-only path.
    const due = saoPaulo(new Date(Date.now() + Math.min(6 * 60_000, untilSaoPauloMidnight(new Date()) - 60_000)));

    await page.goto(`/leads/${id}`);
    const panel = page.getByTestId("tasks-panel");
    await expect(panel.getByText("Nenhuma tarefa aberta.")).toBeVisible();
    await hydrated(page, '[data-testid="tasks-panel"] button');
    await panel.getByRole("button", { name: "Nova tarefa" }).click();
    const form = page.getByTestId("task-form");
    await form.getByLabel("Tipo").selectOption({ label: "Reunião" });
    await fillDay(form.getByLabel("Data"), due.typed);
    await form.getByLabel("Hora").fill(due.time);
    await form.getByLabel("Observações").fill(notes);
    await form.getByRole("button", { name: "Criar tarefa" }).click();
    await expect(page.getByText("Tarefa criada.")).toBeVisible();
    const row = panel.getByTestId("task-row").filter({ hasText: notes });
    await expect(row).toContainText("Reunião");
    await expect(row).toContainText(`${due.typed} às ${due.time}`);

    // The agenda loads (its default, the week) without a script error: its server-rendered labels are the
    // text the browser renders while hydrating (React #418 otherwise: Node's and Chromium's ICU spaced the
    // week's title differently).
    const load = watchPageErrors(page, { console: true });
    await page.goto("/agenda");
    await expect(page.getByTestId("agenda-period")).toBeVisible();
    await hydrated(page, '[data-testid="agenda-period"]');
    await expect(page.getByTestId("agenda-week").getByTestId("task-row").filter({ hasText: notes })).toBeVisible();
    load.stop();
    expect(load.errors).toEqual([]);

    // The agenda's day view lists it with its lead; the week view too.
    await page.goto("/agenda?visao=dia");
    await expect(page.getByRole("heading", { name: "Agenda", level: 1 })).toBeVisible();
    const inAgenda = page.getByTestId("agenda-day").getByTestId("task-row").filter({ hasText: notes });
    await expect(inAgenda).toContainText(name);
    await page.getByRole("radio", { name: "Semana" }).click();
    await expect(page.getByTestId("agenda-week").getByTestId("task-row").filter({ hasText: notes })).toBeVisible();

    // "Hoje" lists it among my tasks.
    await page.goto("/leads/hoje");
    const todays = page.getByTestId("today-tasks").getByTestId("task-row").filter({ hasText: notes });
    await expect(todays).toContainText(name);
    await hydrated(page, '[data-testid="today-tasks"] button');

    // The clock moves past the due time: the bell's poll fires at once (every 30 s of the page's clock) while
    // the server's reminders job finds the task in its window; the notice links to the lead.
    await page.clock.fastForward("07:00");
    const bell = page.getByTestId("notification-bell");
    const notice = page.getByTestId("notification-item").filter({ hasText: new RegExp(`Tarefa (em 15 minutos|atrasada): ${name}`) });
    await expect(async () => {
      await page.keyboard.press("Escape");
      await page.clock.fastForward("00:30");
      await bell.click();
      await expect(notice).toBeVisible({ timeout: 2_000 });
    }).toPass({ timeout: 180_000, intervals: [3_000] });
    await expect(bell).toHaveAccessibleName(/Notificações: \d+ não lidas?/);
    await expect(notice).toHaveAttribute("data-unread", "true");
    await notice.getByRole("link").click();
    await expect(page).toHaveURL(new RegExp(`/leads/${id}$`));

    // Done from the lead's panel; Hoje no longer lists it.
    await hydrated(page, '[data-testid="tasks-panel"] button');
    await panel.getByTestId("task-row").filter({ hasText: notes }).getByRole("checkbox", { name: `Concluir a tarefa “Reunião” de ${due.time}` }).click();
    await expect(page.getByText("Tarefa concluída.")).toBeVisible();
    await expect(panel.getByText("Nenhuma tarefa aberta.")).toBeVisible();
    await panel.getByRole("button", { name: "Mostrar 1 concluída" }).click();
    await expect(panel.getByTestId("task-row").filter({ hasText: notes })).toHaveAttribute("data-done", "true");
    await page.goto("/leads/hoje");
    await expect(page.getByTestId("today-tasks")).toBeVisible();
    await expect(page.getByTestId("today-tasks").getByTestId("task-row").filter({ hasText: notes })).toHaveCount(0);
  });

  test("“Nova tarefa” on a lead's row in Hoje opens the task form for that lead; done from Hoje", async ({ page }) => {
    test.setTimeout(90_000);
    await signIn(page, DEMO.carla);
    const today = saoPaulo(new Date());
    const name = `Lead hoje tarefa ${uniqueSuffix()}`;
    const notes = `Retornar a ligação ${uniqueSuffix()}`;
    await createLeadViaApi(page, name, { nextContactOn: today.iso });

    await page.goto("/leads/hoje");
    const leadRow = page.getByRole("region", { name: "Para hoje" }).getByTestId("today-row").filter({ has: page.getByRole("link", { name, exact: true }) });
    await expect(leadRow).toBeVisible();
    await hydrated(page, '[data-testid="today-row"] button');
    await leadRow.getByRole("button", { name: `Nova tarefa para ${name}` }).click();
    const dialog = page.getByRole("dialog", { name: "Nova tarefa" });
    await expect(dialog).toContainText(`Ligada a ${name}.`);
    const form = dialog.getByTestId("task-form");
    await form.getByLabel("Tipo").selectOption({ label: "WhatsApp" });
    await fillDay(form.getByLabel("Data"), today.typed);
    await form.getByLabel("Hora").fill("23:59");
    await form.getByLabel("Observações").fill(notes);
    await form.getByRole("button", { name: "Criar tarefa" }).click();
    await expect(page.getByText("Tarefa criada.")).toBeVisible();
    await expect(dialog).toBeHidden();

    // It joins my tasks of the day, linked to the lead; done from there.
    const task = page.getByTestId("today-tasks").getByTestId("task-row").filter({ hasText: notes });
    await expect(task).toContainText(name);
    await expect(task.getByRole("link", { name })).toHaveAttribute("href", /\/leads\/[0-9a-f-]{36}$/);
    await task.getByRole("checkbox", { name: "Concluir a tarefa “WhatsApp” de 23:59" }).click();
    await expect(page.getByText("Tarefa concluída.")).toBeVisible();
    await expect(page.getByTestId("today-tasks").getByTestId("task-row").filter({ hasText: notes })).toHaveCount(0);
  });

  test("a sale's tasks: created from its row in the customer's carteira, listed there and in the agenda", async ({ page }) => {
    test.setTimeout(90_000);
    await signIn(page, DEMO.carla);
    const notes = `Colher a assinatura ${uniqueSuffix()}`;
    const tomorrow = saoPaulo(new Date(Date.now() + 86_400_000));
    // One of Carla's customers with a sale (the demo portfolio).
    await page.goto("/vendas");
    await page.getByTestId("sales-table").getByTestId("sale-row").first().getByRole("link").first().click();
    await expect(page).toHaveURL(/\/clientes\/[0-9a-f-]{36}$/);
    const customerUrl = page.url();
    await hydrated(page, '[data-testid="sale-row"] button');
    const open = page.getByTestId("sale-row").first().getByRole("button", { name: /^Tarefas da venda / });
    const product = ((await open.getAttribute("aria-label")) ?? "").replace("Tarefas da venda ", "");
    await open.click();
    const dialog = page.getByRole("dialog", { name: `Tarefas da venda ${product}` });
    await dialog.getByRole("button", { name: "Nova tarefa" }).click();
    const form = page.getByTestId("task-form");
    await form.getByLabel("Tipo").selectOption({ label: "Visita" });
    await fillDay(form.getByLabel("Data"), tomorrow.typed);
    await form.getByLabel("Hora").fill("10:30");
    await form.getByLabel("Observações").fill(notes);
    await form.getByRole("button", { name: "Criar tarefa" }).click();
    await expect(page.getByText("Tarefa criada.")).toBeVisible();
    await expect(dialog.getByTestId("task-row").filter({ hasText: notes })).toContainText(`${tomorrow.typed} às 10:30`);

    // Saved on the sale: there again after a reload; in the agenda's day, its link opens the customer.
    await page.reload();
    await hydrated(page, '[data-testid="sale-row"] button');
    // The customer's own panel lists it too, naming its sale.
    await expect(page.getByTestId("tasks-panel").getByTestId("task-row").filter({ hasText: notes })).toContainText(`Da venda: ${product}`);
    await page.getByTestId("sale-row").first().getByRole("button", { name: `Tarefas da venda ${product}` }).click();
    await expect(page.getByRole("dialog", { name: `Tarefas da venda ${product}` }).getByTestId("task-row").filter({ hasText: notes })).toBeVisible();
    await page.goto(`/agenda?visao=dia&dia=${tomorrow.iso}`);
    const inAgenda = page.getByTestId("agenda-day").getByTestId("task-row").filter({ hasText: notes });
    await expect(inAgenda.getByRole("link", { name: product })).toHaveAttribute("href", new URL(customerUrl).pathname);
  });

  test("a task moves to another day by “Mover para…” (keyboard) and by dragging it in the week, keeping its time", async ({ page }) => {
    test.setTimeout(90_000);
    // Not Bruno: the HTTP throttling test locks his account out on the shared test server.
    await signIn(page, DEMO.carla);
    const name = `Lead mover ${uniqueSuffix()}`;
    const id = await createLeadViaApi(page, name);
    const day = (offset: number) => new Intl.DateTimeFormat("en-CA", { timeZone: "America/Sao_Paulo" }).format(new Date(Date.now() + offset * 86_400_000));
    const created = await page.context().request.post("/api/trpc/tasks.create", {
      data: { json: { record: { type: "lead", id }, kind: "call", dueOn: day(0), dueTime: "10:15" } },
      headers: { "content-type": "application/json" },
    });
    expect(created.ok(), await created.text()).toBe(true);
    const [y, m, d] = day(1).split("-");

    await page.goto("/agenda?visao=dia");
    const row = page.getByTestId("task-row").filter({ hasText: name });
    await hydrated(page, '[data-testid="task-row"] button');
    await row.getByRole("button", { name: "Ações da tarefa “Ligação” de 10:15" }).press("Enter");
    await page.getByRole("menuitem", { name: "Mover para…" }).press("Enter");
    await fillDay(page.getByRole("dialog").getByLabel("Novo dia"), `${d}/${m}/${y}`);
    await page.getByRole("dialog").getByRole("button", { name: "Mover" }).click();
    await expect(page.getByText(`Tarefa movida para ${d}/${m}/${y}.`)).toBeVisible();
    await expect(page.getByTestId("task-row").filter({ hasText: name })).toHaveCount(0);

    // In the week (when tomorrow is in this week), drag it back to today.
    await page.goto(`/agenda?visao=semana&dia=${day(0)}`);
    const moved = page.locator(`[data-day="${day(1)}"]`).getByTestId("task-row").filter({ hasText: name });
    if (await page.locator(`[data-day="${day(1)}"]`).count()) {
      await expect(moved).toContainText("10:15");
      await moved.dragTo(page.locator(`[data-day="${day(0)}"]`));
      await expect(page.locator(`[data-day="${day(0)}"]`).getByTestId("task-row").filter({ hasText: name })).toContainText("10:15");
    }
  });
});
