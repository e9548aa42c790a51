import { readFileSync } from "node:fs";
import { expect, test, type Page } from "@playwright/test";
import { DEMO, hydrated, randomCpf, signIn, uniqueSuffix } from "./helpers";

const PDF = Buffer.from("%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n");
// A 1×1 PNG.
const PNG = Buffer.from("89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201a5f4e1d80000000049454e44ae426082", "hex");

async function mutate<T>(page: Page, path: string, input: Record<string, unknown>): Promise<T> {
  const response = await page.context().request.post(`/api/trpc/${path}`, { data: { json: input }, headers: { "content-type": "application/json" } });
  expect(response.ok(), `${path} → ${response.status()} ${await response.text()}`).toBe(true);
  return ((await response.json()) as { result: { data: { json: T } } }).result.data.json;
}

test("a seller attaches a policy and a photo to her customer, previews and downloads them, deletes and undoes; another team's seller cannot reach them", async ({ page, browser }) => {
  const tag = uniqueSuffix();
  await signIn(page, DEMO.ana);
  const customer = await mutate<{ id: string }>(page, "customers.create", {
    kind: "PF",
    document: randomCpf(),
    name: `Cliente Anexos ${tag}`,
    emails: [],
    phones: [],
    tags: [],
    doNotContact: false,
  });
  await page.goto(`/clientes/${customer.id}`);
  const panel = page.getByTestId("attachments");
  await hydrated(page, '[data-testid="attachments"] button');
  await expect(panel.getByText("Nenhum arquivo anexado.")).toBeVisible();

  // Chosen with the button (the file input behind it).
  await panel.getByLabel("Tipo de documento").selectOption({ label: "Apólice" });
  await panel.getByLabel("Escolher arquivo").setInputFiles({ name: "Apólice 2026.pdf", mimeType: "application/pdf", buffer: PDF });
  await expect(panel.getByTestId("attachment-row").filter({ hasText: "Apólice 2026.pdf" })).toContainText("Apólice");

  // Dropped on the panel.
  const dataTransfer = await page.evaluateHandle((hex) => {
    const bytes = new Uint8Array(hex.match(/../g)!.map((h) => parseInt(h, 16)));
    const dt = new DataTransfer();
    dt.items.add(new File([bytes], "foto.png", { type: "image/png" }));
    return dt;
  }, PNG.toString("hex"));
  await panel.getByTestId("attachments-drop").dispatchEvent("drop", { dataTransfer });
  const photo = panel.getByTestId("attachment-row").filter({ hasText: "foto.png" });
  await expect(photo).toContainText("Ana");

  // A disguised file is refused by its bytes.
  await panel.getByLabel("Escolher arquivo").setInputFiles({ name: "fatura.pdf", mimeType: "application/pdf", buffer: Buffer.from("<html><script>alert(1)</script></html>") });
  await expect(page.getByText(/fatura\.pdf: Tipo de arquivo não aceito/)).toBeVisible();
  await expect(panel.getByTestId("attachment-row")).toHaveCount(2);

  // Preview of the image, then its download with the same bytes.
  await photo.getByRole("button", { name: "Visualizar foto.png" }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByRole("img", { name: "foto.png" })).toBeVisible();
  await expect.poll(() => dialog.getByRole("img", { name: "foto.png" }).evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1);
  await page.keyboard.press("Escape");
  const [download] = await Promise.all([page.waitForEvent("download"), panel.getByRole("link", { name: "Baixar Apólice 2026.pdf" }).click()]);
  expect(download.suggestedFilename()).toBe("Apólice 2026.pdf");
  expect(readFileSync((await download.path())!).equals(PDF)).toBe(true);

  // Delete, then undo from the toast.
  await photo.getByRole("button", { name: "Excluir foto.png" }).click();
  await expect(photo).toHaveCount(0);
  await page.getByRole("button", { name: "Desfazer" }).click();
  await expect(panel.getByTestId("attachment-row").filter({ hasText: "foto.png" })).toHaveCount(1);

  // Another team's seller: neither the list nor the file.
  const href = await panel.getByRole("link", { name: "Baixar Apólice 2026.pdf" }).getAttribute("href");
  const other = await browser.newContext({ baseURL: test.info().project.use.baseURL, locale: "pt-BR" });
  const carla = await other.newPage();
  await signIn(carla, DEMO.carla);
  expect((await carla.request.get(href!)).status()).toBe(404);
  const list = await carla.request.get(`/api/trpc/attachments.list?input=${encodeURIComponent(JSON.stringify({ json: { kind: "customer", id: customer.id } }))}`);
  expect(list.status()).toBe(404);
  await other.close();
});
