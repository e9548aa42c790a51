import { readFile } from "node:fs/promises";
import { expect, test } from "@playwright/test";
import { cpfCheckDigits, formatCpf } from "../src/lib/brazil/cpf";
import { DEMO, excelCsv, signIn, uniqueSuffix } from "./helpers";

/** A valid CPF from a random 9-digit base, fresh for each run. */
function randomCpf(): string {
  let base = "";
  do base = Array.from({ length: 9 }, () => Math.floor(Math.random() * 10)).join("");
  while (/^(\d)\1{8}$/.test(base));
  return `${base}${cpfCheckDigits(base)}`;
}

test("imports a Windows-1252 ';' file: errors shown, rejected rows downloaded, valid rows imported", async ({ page }) => {
  const run = uniqueSuffix();
  const badCpf = (() => {
    const cpf = randomCpf();
    return `${cpf.slice(0, 10)}${(Number(cpf[10]) + 1) % 10}`;
  })();
  const good = [`Joana Importação ${run}`, `Sérgio Importação ${run}`, `Conceição Importação ${run}`];
  const lines = [
    "Nome;CPF;E-mail;Celular;Data de Nascimento;Cidade",
    `${good[0]};${formatCpf(randomCpf())};joana.${run}@exemplo.com.br;(11) 91234-5678;31/01/1990;São Paulo`,
    `Cliente Dígito Errado ${run};${formatCpf(badCpf)};;(11) 91234-5678;01/01/1980;Campinas`,
    `${good[1]};${formatCpf(randomCpf())};sergio.${run}@exemplo.com.br;(21) 99876-5432;15/05/1985;Niterói`,
    `Cliente Data Errada ${run};${formatCpf(randomCpf())};;;30/02/1990;Santos`,
    `${good[2]};${formatCpf(randomCpf())};;;;Jundiaí`,
  ];

  await signIn(page, DEMO.ana, undefined, "/clientes/importar");
  await expect(page.getByRole("heading", { name: "Importar clientes", level: 1 })).toBeVisible();
  await page.locator('input[type="file"]').setInputFiles({ name: "clientes-excel.csv", mimeType: "text/csv", buffer: excelCsv(lines) });
  await expect(page.getByTestId("import-file-name")).toContainText("clientes-excel.csv");
  await page.getByRole("button", { name: "Continuar" }).click();

  await expect(page.getByTestId("import-detected")).toContainText("Windows-1252, separador “;”");
  await expect(page.getByLabel("CPF/CNPJ")).toHaveValue("1");
  await page.getByRole("button", { name: "Conferir as linhas" }).click();

  await expect(page.getByTestId("count-total")).toHaveText("5");
  await expect(page.getByTestId("count-rejected")).toHaveText("2");
  const errors = page.getByTestId("import-errors");
  await expect(errors.getByRole("row").filter({ hasText: "CPF inválido (dígito verificador)" })).toContainText("3CPF/CNPJ");
  await expect(errors.getByRole("row").filter({ hasText: "Data inválida: use dd/MM/aaaa" })).toContainText("5Data de nascimento/fundação");
  const importButton = page.getByRole("button", { name: "Importar", exact: true });
  await expect(importButton).toBeDisabled();

  const downloadPromise = page.waitForEvent("download");
  await page.getByRole("button", { name: "Baixar linhas rejeitadas" }).click();
  const download = await downloadPromise;
  expect(download.suggestedFilename()).toBe("clientes-excel-rejeitadas.csv");
  const content = await readFile((await download.path())!, "utf8");
  expect(content.startsWith("\uFEFFNome;CPF;E-mail;Celular;Data de Nascimento;Cidade;Motivo da rejeição")).toBe(true);
  expect(content).toContain(`Cliente Dígito Errado ${run}`);
  expect(content).toContain("CPF/CNPJ: CPF inválido (dígito verificador)");
  expect(content).toContain(`Cliente Data Errada ${run}`);
  expect(content).toContain("Data de nascimento/fundação: Data inválida: use dd/MM/aaaa");
  expect(content).not.toContain(good[0]);

  await page.getByLabel("Importar apenas as linhas válidas").check();
  await expect(importButton).toBeEnabled();
  await importButton.click();
  await expect(page.getByTestId("import-summary")).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId("summary-created")).toHaveText("3");
  await expect(page.getByTestId("summary-rejected")).toHaveText("2");

  await page.getByRole("link", { name: "Ver clientes" }).click();
  await expect(page).toHaveURL(/\/clientes(\?|$)/);
  await page.locator("#customers-search").fill(good[1]!);
  await expect(page.getByText(good[1]!)).toBeVisible();
});
