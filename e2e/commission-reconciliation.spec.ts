import { mkdtemp, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, test, type Page } from "@playwright/test";
import { DEMO, signIn, signOut, uniqueSuffix } from "./helpers";

/** Calls a tRPC query with the page's session (superjson: { json: input }). */
async function trpcQuery<T>(page: Page, path: string, input: unknown): Promise<T> {
  const response = await page.context().request.get(`/api/trpc/${path}?input=${encodeURIComponent(JSON.stringify({ json: input }))}`, { timeout: 15_000 });
  expect(response.ok(), `${path} → ${response.status()} ${await response.text()}`).toBe(true);
  return ((await response.json()) as { result: { data: { json: T } } }).result.data.json;
}

/** Calls a tRPC mutation as the signed-in user; `bigints` names the input fields superjson must read as bigint. */
async function trpcMutation<T>(page: Page, path: string, input: Record<string, unknown>, bigints: string[] = []): Promise<T> {
  const meta = bigints.length ? { meta: { values: Object.fromEntries(bigints.map((k) => [k, ["bigint"]])) } } : {};
  const response = await page.context().request.post(`/api/trpc/${path}`, { data: { json: input, ...meta }, headers: { "content-type": "application/json" }, timeout: 15_000 });
  expect(response.ok(), `${path} → ${response.status()} ${await response.text()}`).toBe(true);
  return ((await response.json()) as { result: { data: { json: T } } }).result.data.json;
}

/** A valid CPF (check digits computed) from a random base, fresh for each run. */
function randomCpf(): string {
  const digits = Array.from({ length: 9 }, () => Math.floor(Math.random() * 10));
  if (new Set(digits).size === 1) digits[0] = (digits[0]! + 1) % 10;
  for (const length of [9, 10]) {
    const sum = digits.slice(0, length).reduce((acc, d, i) => acc + d * (length + 1 - i), 0);
    const rest = (sum * 10) % 11;
    digits.push(rest === 10 ? 0 : rest);
  }
  return digits.join("");
}

/** "yyyy-MM-dd" of the first day `back` months before the current São Paulo month. */
function monthsAgo(back: number): string {
  const [y, m] = new Date().toLocaleDateString("en-CA", { timeZone: "America/Sao_Paulo" }).split("-").map(Number);
  const index = y! * 12 + (m! - 1) - back;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, "0")}-01`;
}

/**
 * The journey's own data, through the real endpoints: Financeiro adds a consórcio product to a partner and
 * a rule for it (1 % of the credit letter a month, for 3 months); Ana sells it (R$ 10.000,00, started 2
 * months ago) and activates the sale. Each installment is then R$ 100,00 expected from the partner.
 */
async function setUpSale(page: Page, run: string): Promise<{ partnerId: string; partnerName: string; contract: string }> {
  await signIn(page, DEMO.finance);
  const partners = await trpcQuery<{ id: string; name: string; categories: string[] }[]>(page, "partners.options", { includeInactive: false });
  const partner = partners.find((p) => p.categories.includes("Consortium")) ?? partners[0]!;
  const product = await trpcMutation<{ id: string }>(page, "products.create", { partnerId: partner.id, category: "Consortium", name: `Consórcio E2E ${run}` });
  await trpcMutation(page, "commissions.rules.create", {
    name: `Consórcio E2E ${run}`,
    productId: product.id,
    effectiveFrom: "2020-01-01",
    terms: { tranches: [{ fromMonth: 1, months: 3, kind: "rate", rateBp: 100, fixedCents: null, base: "total" }], split: { sellerBp: null, presalesBp: 0, referrerBp: 0, managerBp: 0 }, clawback: [] },
  });
  await signOut(page);

  await signIn(page, DEMO.ana);
  const customer = await trpcMutation<{ id: string }>(page, "customers.create", { name: `Cliente Conciliação ${run}`, kind: "PF", document: randomCpf() });
  const contract = `CONS-${run}`;
  const sale = await trpcMutation<{ id: string; version: number }>(
    page,
    "sales.create",
    { customerId: customer.id, productId: product.id, soldOn: monthsAgo(2), vigenciaStart: monthsAgo(2), installments: 60, baseAmount: "1000000", contractNumber: contract },
    ["baseAmount"],
  );
  await trpcMutation(page, "sales.changeStatus", { id: sale.id, version: sale.version, status: "ativa" });
  await signOut(page);
  return { partnerId: partner.id, partnerName: partner.name, contract };
}

test("Financeiro imports a partner statement, resolves a divergent and an unknown line; the same file again is recognised", async ({ page }) => {
  test.setTimeout(150_000);
  const run = uniqueSuffix();
  const { partnerId, partnerName, contract } = await setUpSale(page, run);
  const unknownRef = `DESCONHECIDO-${run}`;
  const csv = [
    "Contrato;Parcela;Cliente;Valor",
    `${contract};1;Cliente exato;100,00`,
    `${contract};2;Cliente divergente;125,50`,
    `${unknownRef};1;Cliente desconhecido;123,45`,
  ].join("\r\n");
  const dir = await mkdtemp(join(tmpdir(), "extrato-"));
  const file = join(dir, `extrato-${run}.csv`);
  await writeFile(file, `${csv}\r\n`, "utf8");

  await signIn(page, DEMO.finance, undefined, "/comissoes/conciliacao");
  await expect(page.locator("header h1")).toHaveText("Conciliação de comissões");
  await expect(page.getByTestId("receivables-table")).toBeVisible();
  await expect(page.getByTestId("payables-table").getByRole("columnheader", { name: "Estornos" })).toBeVisible();

  // Step 1: partner, month (the current one by default) and the file.
  await page.getByRole("button", { name: "Importar extrato" }).click();
  const wizard = page.getByRole("dialog", { name: "Importar extrato de comissões" });
  await wizard.getByLabel("Parceiro").selectOption(partnerId);
  await wizard.locator('input[type="file"]').setInputFiles(file);
  await wizard.getByRole("button", { name: "Continuar" }).click();

  // Step 2: the columns, suggested by their names or from the partner's saved template; set here, whatever it was.
  await expect(wizard.getByText("Etapa 2 de 3: Colunas")).toBeVisible();
  await wizard.getByLabel("Contrato / apólice / proposta / cota").selectOption("0");
  await wizard.getByLabel("Parcela", { exact: true }).selectOption("1");
  await wizard.getByLabel("Cliente", { exact: true }).selectOption("2");
  await wizard.getByLabel("Valor").selectOption("3");
  await wizard.getByRole("button", { name: "Conferir as linhas" }).click();

  // Step 3: one exact, one divergent, one unknown.
  await expect(wizard.getByText("Conferência do extrato")).toBeVisible();
  await expect(wizard.getByTestId("count-recebida")).toHaveText("1");
  await expect(wizard.getByTestId("count-divergente")).toHaveText("1");
  await expect(wizard.getByTestId("count-nao-identificada")).toHaveText("1");
  await expect(wizard.getByTestId("count-lines")).toHaveText("3");
  await wizard.getByRole("button", { name: "Importar e conciliar" }).click();

  // The statement's workbench.
  await expect(page).toHaveURL(/\/comissoes\/conciliacao\/[0-9a-f-]{36}$/);
  const workbenchUrl = page.url();
  await expect(page.getByRole("heading", { name: new RegExp(`^${partnerName.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")} · `) })).toBeVisible();
  const lines = page.getByTestId("statement-line");
  await expect(lines).toHaveCount(3);
  const exact = lines.filter({ hasText: "Cliente exato" });
  await expect(exact).toContainText("Recebida");
  await expect(exact).toContainText(`Cliente Conciliação ${run} · Consórcio E2E ${run} · Contrato ${contract} · Parcela 1`);

  // Divergent: accept the difference, with a reason.
  await page.getByRole("tab", { name: "Divergente" }).click();
  await expect(lines).toHaveCount(1);
  await expect(lines.first()).toContainText("R$ 25,50");
  await lines.first().getByRole("button", { name: "Aceitar diferença" }).click();
  const accept = page.getByRole("dialog", { name: /^Aceitar a diferença da linha / });
  await accept.getByRole("button", { name: "Confirmar" }).click();
  await expect(accept.getByText("Explique o motivo (mín. 3 caracteres).")).toBeVisible();
  await accept.getByLabel("Motivo").fill("Parceiro pagou reajuste da cota");
  await accept.getByRole("button", { name: "Confirmar" }).click();
  await expect(accept).toBeHidden();
  await expect(page.getByText(/^Diferença aceita: linha \d+ recebida\.$/)).toBeVisible();
  await expect(page.getByText("Nenhuma linha nesta situação.")).toBeVisible();

  // Unknown: a new entry.
  await page.getByRole("tab", { name: "Não identificada" }).click();
  await expect(lines).toHaveCount(1);
  await expect(lines.first()).toContainText(unknownRef);
  await lines.first().getByRole("button", { name: "Lançar como nova entrada" }).click();
  const entry = page.getByRole("dialog", { name: /^Lançar a linha \d+ como nova entrada$/ });
  await entry.getByLabel("Motivo").fill("Bônus de campanha do parceiro");
  await entry.getByRole("button", { name: "Confirmar" }).click();
  await expect(entry).toBeHidden();
  await expect(page.getByText(/^Linha \d+ lançada como nova entrada\.$/)).toBeVisible();

  await page.getByRole("tab", { name: "Lançada" }).click();
  await expect(lines).toHaveCount(1);
  await expect(lines.first()).toContainText("Resolvida por Fernanda Financeiro");
  await page.getByRole("tab", { name: "Recebida" }).click();
  await expect(lines).toHaveCount(2);

  // The same file again: recognised in the preview, and the link leads to the first import.
  await page.getByRole("link", { name: "Voltar à conciliação" }).click();
  await expect(page.getByTestId("statement-row").filter({ hasText: `extrato-${run}.csv` })).toBeVisible();
  await page.getByRole("button", { name: "Importar extrato" }).click();
  await wizard.getByLabel("Parceiro").selectOption(partnerId);
  await wizard.locator('input[type="file"]').setInputFiles(file);
  await wizard.getByRole("button", { name: "Continuar" }).click();
  // The partner's template was saved by the first import.
  await expect(wizard.getByText("Modelo salvo deste parceiro aplicado.")).toBeVisible();
  await wizard.getByRole("button", { name: "Conferir as linhas" }).click();
  await expect(wizard.getByText(/^Este extrato já foi importado em \d{2}\/\d{2}\/\d{4}\.$/)).toBeVisible();
  await expect(wizard.getByRole("button", { name: "Importar e conciliar" })).toBeDisabled();
  await wizard.getByRole("link", { name: "Abrir a conciliação desse extrato" }).click();
  await expect(page).toHaveURL(workbenchUrl);
});
