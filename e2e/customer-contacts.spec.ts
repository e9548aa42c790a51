import { expect, test, type Page } from "@playwright/test";
import { cpfCheckDigits } from "../src/lib/brazil/cpf";
import { DEMO, hydrated, signIn, uniqueSuffix } from "./helpers";

function randomCpf(): string {
  let base = "";
  do base = Array.from({ length: 9 }, () => Math.floor(Math.random() * 10)).join("");
  while (/^(\d)\1{8}$/.test(base));
  return `${base}${cpfCheckDigits(base)}`;
}

/** A tRPC mutation with the page's session; returns its answer. */
async function mutate<T>(page: Page, path: string, input: Record<string, unknown>): Promise<T> {
  const response = await page.context().request.post(`/api/trpc/${path}`, { data: { json: input }, headers: { "content-type": "application/json" } });
  expect(response.ok(), `${path} → ${response.status()} ${await response.text()}`).toBe(true);
  return ((await response.json()) as { result: { data: { json: T } } }).result.data.json;
}

const tomorrowInSaoPaulo = () => new Intl.DateTimeFormat("en-CA", { timeZone: "America/Sao_Paulo" }).format(new Date(Date.now() + 86_400_000));

test.describe("Customer page: contacts and where the customer came from", () => {
  test("Ligar and WhatsApp with a greeting from the seller, none for a landline's WhatsApp, nothing at all once the customer opts out", async ({ page }) => {
    const tag = uniqueSuffix();
    await signIn(page, DEMO.ana);
    const customer = await mutate<{ id: string; version: number }>(page, "customers.create", {
      kind: "PF",
      document: randomCpf(),
      name: `Beatriz Contato ${tag}`,
      emails: [`beatriz.${tag}@example.com.br`],
      phones: ["+5511987654321", "+551133334444"],
      tags: [],
      doNotContact: false,
    });
    await page.goto(`/clientes/${customer.id}`);
    const contacts = page.getByRole("region", { name: "Contatos" });
    await expect(contacts.getByText("(11) 98765-4321")).toBeVisible();
    await expect(contacts.getByRole("link", { name: "Ligar para (11) 98765-4321" })).toHaveAttribute("href", "tel:+5511987654321");
    const whatsapp = contacts.getByRole("link", { name: /^Abrir o WhatsApp com \(11\) 98765-4321/ });
    await expect(whatsapp).toHaveAttribute("href", `https://wa.me/5511987654321?text=${encodeURIComponent("Olá, Beatriz! Aqui é Ana Souza. Tudo bem?")}`);
    await expect(whatsapp).toHaveAttribute("target", "_blank");
    // A landline is called, not messaged.
    await expect(contacts.getByRole("link", { name: "Ligar para (11) 3333-4444" })).toHaveAttribute("href", "tel:+551133334444");
    await expect(contacts.getByRole("link", { name: /WhatsApp com \(11\) 3333-4444/ })).toHaveCount(0);
    await expect(contacts.getByRole("link", { name: `Enviar e-mail para beatriz.${tag}@example.com.br` })).toHaveAttribute("href", `mailto:beatriz.${tag}@example.com.br`);
    await expect(contacts.getByRole("button", { name: "Copiar (11) 98765-4321" })).toBeVisible();
    // Keyboard: the actions are in the tab order, each with its label.
    await hydrated(page, '[data-testid="customer-contacts"] a');
    await contacts.getByRole("link", { name: "Ligar para (11) 98765-4321" }).focus();
    await page.keyboard.press("Tab");
    await expect(whatsapp).toBeFocused();

    await mutate(page, "customers.update", { id: customer.id, version: customer.version, doNotContact: true });
    await page.reload();
    await expect(contacts.getByTestId("do-not-contact")).toContainText("Não contatar");
    await expect(contacts.getByText("(11) 98765-4321")).toBeVisible();
    await expect(contacts.getByRole("link")).toHaveCount(0);
    await expect(contacts.getByRole("button")).toHaveCount(0);
  });

  test("a worked lead, once converted, brings its history to the customer's timeline and says “Convertido em cliente” wherever it is shown", async ({ page }) => {
    const tag = uniqueSuffix();
    const name = `Lead Convertido ${tag}`;
    await signIn(page, DEMO.ana);
    const lead = await mutate<{ id: string; version: number }>(page, "leads.create", { kind: "PF", name, source: "Site", document: randomCpf(), phones: ["+5511912340000"] });
    await mutate(page, "leads.addActivity", { leadId: lead.id, kind: "note", body: `Prefere contato à tarde ${tag}` });
    const attempted = await mutate<{ version: number }>(page, "leads.logAttempt", { id: lead.id, version: lead.version });
    const moved = await mutate<{ version: number }>(page, "leads.changeStatus", { id: lead.id, version: attempted.version, status: "Contatar novamente", nextContactOn: tomorrowInSaoPaulo() });
    const { customerId } = await mutate<{ customerId: string }>(page, "leads.convert", { id: lead.id, version: moved.version, proposals: [] });

    await page.goto(`/clientes/${customerId}`);
    const timeline = page.getByRole("region", { name: "Linha do tempo" });
    const fromLead = timeline.getByTestId("timeline-entry").filter({ hasText: `Do lead ${name}` });
    await expect(fromLead.filter({ hasText: `Prefere contato à tarde ${tag}` })).toHaveCount(1);
    await expect(fromLead.filter({ hasText: "Tentativa de contato nº 1" })).toHaveCount(1);
    await expect(fromLead.filter({ hasText: "Novo → Contatar novamente" })).toHaveCount(1);
    await expect(fromLead.first()).toContainText("Ana Souza");
    await expect(fromLead.first().getByRole("link", { name })).toHaveAttribute("href", `/leads/${lead.id}`);

    // The lead page: the won status from the seed, and that it is done.
    await page.goto(`/leads/${lead.id}`);
    await expect(page.getByTestId("lead-status").first()).toHaveText("Converter em lead");
    await expect(page.getByTestId("lead-converted").first()).toHaveText("Convertido em cliente");
    await expect(page.getByRole("button", { name: "Converter", exact: true })).toHaveCount(0);
    await hydrated(page, '[data-testid="lead-converted"]');
    await page.getByTestId("lead-converted").first().click();
    await expect(page).toHaveURL(new RegExp(`/clientes/${customerId}$`));

    // The leads list and the kanban say it too.
    await page.goto(`/leads?q=${tag}`);
    const row = page.getByTestId("lead-row").filter({ hasText: name });
    await expect(row.getByTestId("lead-status")).toHaveText("Converter em lead");
    await expect(row.getByTestId("lead-converted")).toHaveAttribute("href", `/clientes/${customerId}`);
    await page.goto(`/leads/kanban?q=${tag}`);
    await expect(page.getByTestId("kanban-card").filter({ hasText: name }).getByTestId("lead-converted")).toHaveText("Convertido em cliente");

    // A demo lead left in “Converter em lead” without a customer still reads as the to-do: no “Convertido”, a way to convert.
    await page.goto("/leads/kanban");
    const pending = page.getByTestId("kanban-card").filter({ hasText: "Ana Souza" }).filter({ has: page.getByRole("link", { name: /^Converter .+ em cliente$/ }) }).first();
    await expect(pending.getByTestId("lead-converted")).toHaveCount(0);
    const href = await pending.getByRole("link", { name: /^Converter .+ em cliente$/ }).getAttribute("href");
    expect(href).toMatch(/^\/leads\/[0-9a-f-]{36}\?converter=1$/);
    await page.goto(href!.replace("?converter=1", ""));
    await expect(page.getByTestId("lead-status").first()).toHaveText("Converter em lead");
    await expect(page.getByTestId("lead-converted")).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Converter", exact: true })).toBeVisible();
  });
});
