import { readFile } from "node:fs/promises";
import { expect, test } from "@playwright/test";
import { DEMO, excelCsv, signIn, uniqueSuffix } from "./helpers";

test("a manager imports leads: file and database refusals listed in file order, valid rows imported, the same file again changes nothing", async ({ page }) => {
  const run = uniqueSuffix();
  const mariana = `Mariana Importada ${run}`;
  const roberto = `Roberto Importado ${run}`;
  const file = [
    "Nome;CPF/CNPJ;E-mail;Telefone;Cidade;UF;Origem;Interesses;Valor estimado;Responsável (e-mail)",
    `${mariana};;mariana.${run}@exemplo.com.br;;São Paulo;SP;Site;Seguro auto;1.500,00;${DEMO.ana}`,
    // Refused by the database's answer: Carla is a seller of another team.
    `Outra Equipe ${run};;outra.${run}@exemplo.com.br;;Campinas;SP;Site;;;${DEMO.carla}`,
    // Refused by the file's own checks.
    `E-mail Ruim ${run};;nao-e-email;;;;;;;`,
    // Refused by the database's answer: no such origem.
    `Origem Desconhecida ${run};;origem.${run}@exemplo.com.br;;;;Panfleto;;;`,
    `CPF Ruim ${run};529.982.247-26;;;;;;;;`,
    `${roberto};;roberto.${run}@exemplo.com.br;;Niterói;RJ;Indicação;Consórcio, Plano de saúde;;${DEMO.ana}`,
  ];

  await signIn(page, DEMO.manager, undefined, "/leads/importar");
  await expect(page.getByRole("heading", { name: "Importar leads", level: 1 })).toBeVisible();
  await page.locator('input[type="file"]').setInputFiles({ name: "leads-feira.csv", mimeType: "text/csv", buffer: excelCsv(file) });
  await page.getByRole("button", { name: "Continuar" }).click();
  await expect(page.getByTestId("import-detected")).toContainText("separador “;”");
  await page.getByRole("button", { name: "Conferir as linhas" }).click();

  await expect(page.getByTestId("count-total")).toHaveText("6");
  await expect(page.getByTestId("count-rejected")).toHaveText("4");
  await expect(page.getByTestId("count-created")).toHaveText("2");
  const errorRows = page.getByTestId("import-errors").getByRole("row");
  // The header, then one row per error in the file's order, whoever refused it.
  await expect(errorRows).toHaveText([
    /Linha.*Coluna.*Erro/,
    /^3Responsável \(e-mail\)O responsável precisa ser um usuário ativo da sua equipe\.$/,
    /^4E-mailE-mail inválido/,
    /^5OrigemOrigem desconhecida/,
    /^6CPF\/CNPJCPF inválido \(dígito verificador\)$/,
  ]);

  const downloadPromise = page.waitForEvent("download");
  await page.getByRole("button", { name: "Baixar linhas rejeitadas" }).click();
  const rejected = await readFile((await (await downloadPromise).path())!, "utf8");
  const names = rejected
    .split(/\r?\n/)
    .slice(1)
    .filter(Boolean)
    .map((line) => line.split(";")[0]);
  expect(names).toEqual([`Outra Equipe ${run}`, `E-mail Ruim ${run}`, `Origem Desconhecida ${run}`, `CPF Ruim ${run}`]);

  await page.getByLabel("Importar apenas as linhas válidas").check();
  await page.getByRole("button", { name: "Importar", exact: true }).click();
  await expect(page.getByTestId("import-summary")).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId("summary-created")).toHaveText("2");
  await expect(page.getByTestId("summary-rejected")).toHaveText("4");

  // The same file again: both leads are recognised by their e-mail and left as they are.
  await page.getByRole("button", { name: "Importar outro arquivo" }).click();
  await page.locator('input[type="file"]').setInputFiles({ name: "leads-feira.csv", mimeType: "text/csv", buffer: excelCsv(file) });
  await page.getByRole("button", { name: "Continuar" }).click();
  await page.getByRole("button", { name: "Conferir as linhas" }).click();
  await expect(page.getByTestId("count-created")).toHaveText("0");
  await expect(page.getByTestId("count-skipped")).toHaveText("2");

  await page.getByRole("link", { name: "Voltar aos leads" }).click();
  await expect(page).toHaveURL(/\/leads(\?|$)/);
  await page.getByRole("searchbox").fill(String(run));
  await expect(page.getByRole("link", { name: mariana })).toBeVisible();
  await expect(page.getByRole("link", { name: roberto })).toBeVisible();
  await expect(page.getByRole("link", { name: `CPF Ruim ${run}` })).toHaveCount(0);
});
