import { expect, test } from "@playwright/test";
import { DEMO, signIn, signOut } from "./helpers";

const PT_MONTHS = ["jan", "fev", "mar", "abr", "mai", "jun", "jul", "ago", "set", "out", "nov", "dez"];
/** "dez/2025" → "2025-12". */
const monthValue = (label: string) => `${label.slice(4)}-${String(PT_MONTHS.indexOf(label.slice(0, 3)) + 1).padStart(2, "0")}`;

test("Financeiro records a bonus, closes the month and pays; the seller opens her statement and nobody else's", async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, DEMO.finance, undefined, "/comissoes/fechamento");
  const months = page.getByRole("region", { name: "Meses de competência" });
  // The oldest month still open: a run on the same database closes the next one.
  const openRow = months.getByRole("row").filter({ has: page.getByRole("button", { name: "Fechar mês" }) }).last();
  const label = (await openRow.getByRole("cell").first().innerText()).trim();
  const month = monthValue(label);

  await page.getByRole("button", { name: "Lançamento manual" }).click();
  const dialog = page.getByRole("dialog", { name: "Lançamento manual" });
  await dialog.getByLabel("Pessoa").selectOption({ label: "Carla Conceição" });
  await dialog.getByLabel("Tipo").selectOption({ label: "Bônus" });
  await dialog.getByLabel("Valor").fill("123,45");
  await dialog.getByLabel("Mês de competência").fill(month);
  await dialog.getByLabel("Motivo").fill("Meta de teste e2e");
  await dialog.getByRole("button", { name: "Lançar" }).click();
  await expect(page.getByText("Lançamento registrado para Carla Conceição.")).toBeVisible();

  await openRow.getByRole("button", { name: "Fechar mês" }).click();
  const confirm = page.getByRole("alertdialog");
  await expect(confirm).toContainText(`Fechar ${label}?`);
  // Months close in order: when older months are still open, the dialog says they close first.
  const takesEarlier = (await confirm.getByText(/Os meses abertos anteriores, desde .+, serão fechados antes/).count()) > 0;
  await confirm.getByRole("button", { name: "Fechar o mês" }).click();
  const earlier = takesEarlier ? ", com \\d+ (mês anterior|meses anteriores)" : "";
  await expect(page.getByText(new RegExp(`${label} fechado${earlier}: \\d+ extratos? gerados?`))).toBeVisible();
  await expect(page.getByRole("heading", { name: `Extratos de ${label}` })).toBeVisible();
  const carlaRow = page.getByRole("row").filter({ has: page.getByRole("link", { name: "Carla Conceição", exact: true }) });
  await expect(carlaRow).toBeVisible();
  // The month is locked now: a manual entry there is refused with the reason.
  await page.getByRole("button", { name: "Lançamento manual" }).click();
  const again = page.getByRole("dialog", { name: "Lançamento manual" });
  await again.getByLabel("Pessoa").selectOption({ label: "Carla Conceição" });
  await again.getByLabel("Valor").fill("10,00");
  await again.getByLabel("Mês de competência").fill(month);
  await again.getByLabel("Motivo").fill("Depois do fechamento");
  await again.getByRole("button", { name: "Lançar" }).click();
  await expect(again.getByText("Este mês já foi fechado: lance no próximo mês aberto.")).toBeVisible();
  await again.getByRole("button", { name: "Cancelar" }).click();

  await carlaRow.getByRole("button", { name: "Marcar como pago" }).click();
  const paid = page.getByRole("dialog", { name: "Registrar o repasse" });
  await paid.getByLabel("Referência").fill("PIX e2e");
  await paid.getByRole("button", { name: "Marcar como pago" }).click();
  await expect(page.getByText("Extrato de Carla Conceição marcado como pago.")).toBeVisible();
  await expect(carlaRow.getByText("Pago", { exact: true })).toBeVisible();
  await signOut(page);

  await signIn(page, DEMO.carla, undefined, "/comissoes/fechamento");
  await expect(page.getByRole("heading", { name: "Sem permissão" })).toBeVisible();
  await page.goto("/comissoes/extratos");
  await expect(page.getByRole("link", { name: "Ana Souza" })).toHaveCount(0);
  const mine = page.getByRole("row").filter({ hasText: label }).filter({ has: page.getByRole("link", { name: "Carla Conceição", exact: true }) });
  await mine.getByRole("link", { name: "Carla Conceição", exact: true }).click();
  await expect(page.getByRole("heading", { name: `Extrato de ${label} · Carla Conceição` })).toBeVisible();
  await expect(page.getByRole("row").filter({ hasText: "Meta de teste e2e" })).toContainText("R$ 123,45");
  await expect(page.getByText(/Pago em .* · PIX e2e/)).toBeVisible();
  const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: "Baixar PDF do extrato de Carla Conceição" }).click()]);
  expect(download.suggestedFilename()).toMatch(new RegExp(`^extrato-${month}-carla-conceicao\\.pdf$`));
});
