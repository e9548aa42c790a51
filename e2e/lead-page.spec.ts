import { expect, test, type Page } from "@playwright/test";
import { cpfCheckDigits } from "../src/lib/brazil/cpf";
import { DEMO, signIn, uniqueSuffix } from "./helpers";

/** A valid CPF from a random 9-digit base, unique enough for a re-run on the same database. */
function randomCpf(): string {
  let base = "";
  do base = Array.from({ length: 9 }, () => Math.floor(Math.random() * 10)).join("");
  while (/^(\d)\1{8}$/.test(base));
  return `${base}${cpfCheckDigits(base)}`;
}

/** Creates a lead straight through tRPC with the page's session (setup, not the journey under test). */
async function createLeadViaApi(page: Page, fields: Record<string, unknown>, estimatedValue?: bigint): Promise<string> {
  // superjson wire format: a bigint travels as text, tagged in `meta`.
  const json = { kind: "PF", source: "Site", ...fields, ...(estimatedValue !== undefined ? { estimatedValue: String(estimatedValue) } : {}) };
  const meta = estimatedValue !== undefined ? { values: { estimatedValue: ["bigint"] } } : undefined;
  const response = await page.context().request.post("/api/trpc/leads.create", {
    data: meta ? { json, meta } : { json },
    headers: { "content-type": "application/json" },
  });
  expect(response.ok(), await response.text()).toBe(true);
  const body = (await response.json()) as { result: { data: { json: { id: string } } } };
  return body.result.data.json.id;
}

/** Tomorrow in São Paulo, as typed in the date field (dd/MM/yyyy). */
function tomorrowBr(): string {
  const [y, m, d] = new Intl.DateTimeFormat("en-CA", { timeZone: "America/Sao_Paulo" }).format(new Date(Date.now() + 86_400_000)).split("-");
  return `${d}/${m}/${y}`;
}

test.describe("Lead page", () => {
  test("a seller creates a lead warned of a duplicate, logs two attempts, adds a note and schedules a call back", async ({ page }) => {
    const suffix = uniqueSuffix();
    const sharedEmail = `e2e.lead.${suffix}@example.com.br`;
    await signIn(page, DEMO.ana);
    const existingName = `Lead Existente ${suffix}`;
    await createLeadViaApi(page, { name: existingName, emails: [sharedEmail] });

    await page.goto("/leads/novo");
    await expect(page.getByRole("heading", { name: "Novo lead", level: 1 })).toBeVisible();
    const name = `Lead E2E ${suffix}`;
    await page.getByLabel("Nome", { exact: true }).fill(name);
    await page.getByLabel("E-mail 1").fill(sharedEmail);
    const warning = page.getByTestId("typed-duplicates");
    await expect(warning).toBeVisible();
    await expect(warning.getByRole("link", { name: existingName })).toBeVisible();

    await page.getByLabel("Origem").selectOption("Indicação");
    await page.getByRole("checkbox", { name: "Seguro Auto" }).check();
    await page.getByRole("button", { name: "Criar lead" }).click();
    await expect(page).toHaveURL(/\/leads\/[0-9a-f-]{36}$/, { timeout: 20_000 });
    await expect(page.getByRole("heading", { name, level: 2 })).toBeVisible();
    await expect(page.getByTestId("lead-status")).toHaveText("Novo");

    const attempts = page.getByTestId("attempts-count");
    await expect(attempts).toHaveText("Nenhuma tentativa");
    const logAttempt = page.getByRole("button", { name: "Registrar tentativa" });
    await logAttempt.click();
    await expect(attempts).toHaveText("1 tentativa");
    await logAttempt.click();
    await expect(attempts).toHaveText("2 tentativas");
    await expect(page.getByTestId("lead-activity").filter({ hasText: "Tentativa de contato nº 2" })).toBeVisible();

    const note = `Prefere contato à tarde ${suffix}`;
    await page.getByLabel("Descrição").fill(note);
    await page.getByRole("button", { name: "Registrar", exact: true }).click();
    await expect(page.getByTestId("lead-activity").filter({ hasText: note })).toBeVisible();

    const status = page.getByTestId("status-control");
    await status.getByLabel("Próximo status").selectOption("Contatar novamente");
    await expect(status.getByTestId("status-rule")).toContainText("exige a data do próximo contato");
    await status.getByRole("button", { name: "Mudar status" }).click();
    await expect(status.getByText("Informe a data do próximo contato.")).toBeVisible();
    const day = tomorrowBr();
    await status.getByLabel("Data do próximo contato").fill(day);
    await status.getByRole("button", { name: "Mudar status" }).click();
    await expect(page.getByTestId("lead-status")).toHaveText("Contatar novamente");
    await expect(page.getByTestId("lead-activity").filter({ hasText: `Status: Novo → Contatar novamente (próximo contato ${day})` })).toBeVisible();
  });

  test("a seller opening another seller's lead gets the not-found state", async ({ browser }) => {
    // Carla, not Bruno: the HTTP throttling test locks Bruno's account out on the shared test server.
    const carla = await browser.newPage();
    await signIn(carla, DEMO.carla);
    const id = await createLeadViaApi(carla, { name: `Lead da Carla ${uniqueSuffix()}` });
    await carla.close();

    const ana = await browser.newPage();
    await signIn(ana, DEMO.ana, undefined, `/leads/${id}`);
    await expect(ana.getByTestId("lead-not-found")).toBeVisible();
    await expect(ana.getByRole("heading", { name: "Lead não encontrado", level: 2 })).toBeVisible();
    await ana.close();
  });

  test("converting a lead with one proposal lands on the customer showing it", async ({ page }) => {
    const suffix = uniqueSuffix();
    await signIn(page, DEMO.ana);
    const name = `Lead Conversão ${suffix}`;
    const id = await createLeadViaApi(page, { name, document: randomCpf(), emails: [`e2e.conv.${suffix}@example.com.br`], categories: ["AutoInsurance"] }, 350_000n);

    // The kanban sends "Converter em lead" here: the dialog opens by itself.
    await page.goto(`/leads/${id}?converter=1`);
    const dialog = page.getByRole("dialog", { name: `Converter “${name}”` });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByTestId("convert-customer")).toContainText("um novo cliente será criado");
    await dialog.getByRole("checkbox", { name: "Criar proposta de Seguro Auto" }).check();
    const product = dialog.getByLabel("Produto");
    // Exact: other specs add their own "Auto Individual E2E …" products to the same partner.
    await expect(product.locator("option", { hasText: /^Auto Individual · Seguradora Atlântica$/ })).toHaveCount(1);
    await product.selectOption({ label: "Auto Individual · Seguradora Atlântica" });
    await expect(dialog.locator('[data-slot="money-input"]')).toHaveValue("3.500,00");
    await dialog.getByRole("button", { name: "Converter", exact: true }).click();

    await expect(page).toHaveURL(/\/clientes\/[0-9a-f-]{36}$/, { timeout: 20_000 });
    await expect(page.getByRole("heading", { name, level: 2 })).toBeVisible();
    await expect(page.getByText("Auto Individual").first()).toBeVisible();
  });
});
