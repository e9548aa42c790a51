import { expect, test, type Page } from "@playwright/test";
import { DEMO, fillDay, hydrated, signIn, uniqueSuffix } from "./helpers";

/** Creates a lead straight through tRPC with the page's session (setup, not the journey under test). */
async function createLeadViaApi(page: Page, name: string): Promise<string> {
  const response = await page.context().request.post("/api/trpc/leads.create", {
    data: { json: { kind: "PF", source: "Site", name } },
    headers: { "content-type": "application/json" },
  });
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { result: { data: { json: { id: string } } } }).result.data.json.id;
}

/** Today in São Paulo as typed in a date field (dd/MM/yyyy). */
function todayBr(): string {
  const [y, m, d] = new Intl.DateTimeFormat("en-CA", { timeZone: "America/Sao_Paulo" }).format(new Date()).split("-");
  return `${d}/${m}/${y}`;
}

test.describe("Tarefas e agenda", () => {
  test("a seller creates a task from a lead, sees it in the agenda and in Hoje, and marks it done", async ({ page }) => {
    test.setTimeout(90_000);
    await signIn(page, DEMO.carla);
    const name = `Lead tarefa ${uniqueSuffix()}`;
    const notes = `Apresentar a proposta ${uniqueSuffix()}`;
    const id = await createLeadViaApi(page, name);

    await page.goto(`/leads/${id}`);
    const panel = page.getByTestId("tasks-panel");
    await expect(panel.getByText("Nenhuma tarefa aberta.")).toBeVisible();
    await hydrated(page, '[data-testid="tasks-panel"] button');
    await panel.getByRole("button", { name: "Nova tarefa" }).click();
    const form = page.getByTestId("task-form");
    await form.getByLabel("Tipo").selectOption({ label: "Reunião" });
    await fillDay(form.getByLabel("Data"), todayBr());
    await form.getByLabel("Hora").fill("23:59");
    await form.getByLabel("Observações").fill(notes);
    await form.getByRole("button", { name: "Criar tarefa" }).click();
    await expect(page.getByText("Tarefa criada.")).toBeVisible();
    const row = panel.getByTestId("task-row").filter({ hasText: notes });
    await expect(row).toContainText("Reunião");
    await expect(row).toContainText(`${todayBr()} às 23:59`);

    // The agenda's day view lists it with its lead; the week view too.
    await page.goto("/agenda?visao=dia");
    await expect(page.getByRole("heading", { name: "Agenda", level: 1 })).toBeVisible();
    const inAgenda = page.getByTestId("agenda-day").getByTestId("task-row").filter({ hasText: notes });
    await expect(inAgenda).toContainText(name);
    await page.getByRole("radio", { name: "Semana" }).click();
    await expect(page.getByTestId("agenda-week").getByTestId("task-row").filter({ hasText: notes })).toBeVisible();

    // "Hoje" lists it among my tasks; done from there.
    await page.goto("/leads/hoje");
    const todays = page.getByTestId("today-tasks").getByTestId("task-row").filter({ hasText: notes });
    await expect(todays).toContainText(name);
    await hydrated(page, '[data-testid="today-tasks"] button');
    await todays.getByRole("checkbox", { name: "Concluir a tarefa “Reunião” de 23:59" }).click();
    await expect(page.getByText("Tarefa concluída.")).toBeVisible();
    await expect(page.getByTestId("today-tasks").getByTestId("task-row").filter({ hasText: notes })).toHaveCount(0);

    // Saved: the lead's panel shows it done.
    await page.goto(`/leads/${id}`);
    await expect(panel.getByText("Nenhuma tarefa aberta.")).toBeVisible();
    await panel.getByRole("button", { name: "Mostrar 1 concluída" }).click();
    await expect(panel.getByTestId("task-row").filter({ hasText: notes })).toHaveAttribute("data-done", "true");
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
