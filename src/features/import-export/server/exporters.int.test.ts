import ExcelJS from "exceljs";
import Papa from "papaparse";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { callerFor, makeTeam, makeUser } from "../../../../tests/helpers/actors";
import { createTestDb } from "../../../../tests/helpers/db";
import { makeCustomer, makePartner, makeProduct, makeSale, nextCnpj, nextCpf } from "../../../../tests/helpers/portfolio";
import type { Actor } from "~/server/actor";
import type { Db, DbHandle } from "~/server/db/client";
import { auditLog, customers } from "~/server/db/schema";
import { DomainError } from "~/server/errors";
import { saoPauloDay } from "~/lib/format";
import { EXPORT_PAGE_SIZE, type ExportListState } from "./exporter";
import { exporterFor, EXPORTERS } from "./exporters";
import { exportToBuffer, startExport, type ExportFormat, type ExportSource } from "./export.service";

type User = Awaited<ReturnType<typeof makeUser>>;
let handle: DbHandle;
let db: Db;
let admin: User;
let manager: User;
let ana: User;
let bia: User;
let carla: User;
let joaoCpf: string;
let anaIds: string[];
let biaFirstId: string;
let pagingIds: Set<string>;

const actor = (u: User): Actor => ({ id: u.id, role: u.role, teamId: u.teamId, requestId: "test-export" });
const filter = (state: ExportListState = {}, extra?: unknown): ExportSource => ({ kind: "filter", state, extra });
const BOM = "\uFEFF";

/** CSV bytes → rows of cells (the header row first), checking the BOM on the way. */
function csvRows(bytes: Buffer): string[][] {
  const text = bytes.toString("utf8");
  expect(text.startsWith(BOM)).toBe(true);
  const parsed = Papa.parse<string[]>(text.slice(1), { delimiter: ";", newline: "\r\n", skipEmptyLines: true });
  expect(parsed.errors).toEqual([]);
  return parsed.data;
}

async function exportCsv(list: string, who: User, source: ExportSource = filter(), format: ExportFormat = "csv") {
  const exporter = exporterFor(list)!;
  return exportToBuffer(db, actor(who), exporter, list, format, source);
}

/** The rows as objects by header. */
function records(rows: string[][]): Record<string, string>[] {
  const [header, ...body] = rows;
  return body.map((cells) => Object.fromEntries(header!.map((h, i) => [h, cells[i] ?? ""])));
}

beforeAll(async () => {
  handle = await createTestDb();
  db = handle.db;
  const sp = await makeTeam(db, "Equipe SP");
  const cps = await makeTeam(db, "Equipe Campinas");
  admin = await makeUser(db, { role: "admin" });
  manager = await makeUser(db, { role: "manager", teamId: sp.id });
  ana = await makeUser(db, { role: "seller", teamId: sp.id, name: "Ana Vendedora" });
  bia = await makeUser(db, { role: "seller", teamId: sp.id });
  carla = await makeUser(db, { role: "seller", teamId: cps.id });
  joaoCpf = nextCpf();
  const joao = await makeCustomer(db, ana, { name: "João Conceição", document: joaoCpf, phones: ["+5511912345678"], emails: ["joao@exemplo.com.br"], tags: ["vip"] });
  await db.update(customers).set({ doNotContact: true, city: "São Paulo", uf: "SP" }).where(eq(customers.id, joao.id));
  const evil = await makeCustomer(db, ana, { name: '=HYPERLINK("http://mal.example","clique")' });
  const plus = await makeCustomer(db, ana, { name: "+5511 contato", kind: "PJ", document: nextCnpj() });
  anaIds = [joao.id, evil.id, plus.id];
  await makeCustomer(db, ana, { name: "Ana Apagado", deletedAt: new Date() });
  await makeCustomer(db, carla, { name: "Cliente de Campinas" });
  // bia's portfolio is larger than one export page, to walk the keyset paging.
  pagingIds = new Set();
  for (let i = 0; i < EXPORT_PAGE_SIZE + 37; i++) {
    const c = await makeCustomer(db, bia, { name: `Bia Cliente ${String(i).padStart(3, "0")}`, kind: i % 2 ? "PJ" : "PF", document: i % 2 ? nextCnpj() : nextCpf() });
    pagingIds.add(c.id);
  }
  biaFirstId = [...pagingIds][0]!;

  const partner = await makePartner(db, { name: "Seguradora Alfa" });
  const product = await makeProduct(db, partner, { category: "AutoInsurance", name: "Auto Total" });
  const today = saoPauloDay(new Date());
  const inDays = (n: number) => saoPauloDay(new Date(Date.parse(`${today}T12:00:00Z`) + n * 86_400_000));
  await makeSale(db, { customer: joao, product, seller: ana, status: "ativa", baseAmount: 123_456n, soldOn: "2026-03-05", vigenciaEnd: inDays(20), contractNumber: "CT-20" });
  await makeSale(db, { customer: joao, product, seller: ana, status: "ativa", baseAmount: 99n, soldOn: "2026-03-06", vigenciaEnd: inDays(50), contractNumber: "CT-50" });
  await makeSale(db, { customer: evil, product, seller: ana, status: "proposta", baseAmount: 100_000_000n, soldOn: "2026-04-01", contractNumber: "-1+1" });
  const carlaCustomer = await makeCustomer(db, carla, { name: "Outro de Campinas" });
  await makeSale(db, { customer: carlaCustomer, product, seller: carla, status: "ativa", soldOn: "2026-03-07", vigenciaEnd: inDays(10), contractNumber: "CT-CARLA" });
});
afterAll(async () => handle.close());

const names = (rows: Record<string, string>[]) => rows.map((r) => r.Nome).sort();

describe("export of the customers list", () => {
  it("holds only what the seller's list shows them", async () => {
    const { bytes } = await exportCsv("customers", ana);
    const rows = records(csvRows(bytes));
    expect(rows).toHaveLength(3);
    expect(names(rows)).toEqual(["'+5511 contato", `'=HYPERLINK("http://mal.example","clique")`, "João Conceição"]);
    const managerRows = records(csvRows((await exportCsv("customers", manager)).bytes));
    expect(managerRows).toHaveLength(3 + EXPORT_PAGE_SIZE + 37);
    expect(managerRows.some((r) => r.Nome === "Cliente de Campinas")).toBe(false);
  });

  it("starts with the UTF-8 BOM, separates with ';' and writes pt-BR headers and Brazilian values", async () => {
    const { bytes, filename } = await exportCsv("customers", ana, filter({ filters: [{ field: "doNotContact", operand: "eq", value: true }] }));
    expect(filename).toBe(`clientes-${saoPauloDay(new Date())}.csv`);
    const text = bytes.toString("utf8");
    expect(text.split("\r\n")[0]).toBe(`${BOM}Nome;Tipo;CPF/CNPJ;E-mails;Telefones;Cidade;UF;Responsável;Etiquetas;Não contatar;Cadastrado em`);
    const [joao] = records(csvRows(bytes));
    expect(joao).toMatchObject({
      Nome: "João Conceição",
      Tipo: "PF",
      "CPF/CNPJ": `***.${joaoCpf.slice(3, 6)}.${joaoCpf.slice(6, 9)}-**`,
      "E-mails": "joao@exemplo.com.br",
      Telefones: "(11) 91234-5678",
      Cidade: "São Paulo",
      Responsável: "Ana Vendedora",
      Etiquetas: "vip",
      "Não contatar": "Sim",
    });
    expect(joao!["Cadastrado em"]).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/);
    expect(text).not.toContain(joaoCpf);
  });

  it("neutralises cells a spreadsheet would run as formulas", async () => {
    const rows = records(csvRows((await exportCsv("customers", ana, filter({ filters: [{ field: "kind", operand: "eq", value: "PJ" }] }))).bytes));
    expect(rows.map((r) => r.Nome)).toEqual(["'+5511 contato"]);
    expect(rows[0]!["Não contatar"]).toBe("Não");
    expect(rows[0]!["CPF/CNPJ"]).toMatch(/^\d{2}\.\d{3}\.\d{3}\/\d{4}-\d{2}$/);
  });

  it("applies the list's filters, search and sort: the same rows, in the same order, as the list", async () => {
    // (Search reads search_text, which the services fill in and these fixtures do not: filters only here.)
    const state: ExportListState = { filters: [{ field: "kind", operand: "eq", value: "PJ" }, { field: "ownerId", operand: "eq", value: bia.id }], sort: { field: "name", dir: "desc" } };
    const listed: string[] = [];
    let cursor: string | null = null;
    do {
      const page: { items: { name: string }[]; nextCursor: string | null } = await callerFor(db, admin).customers.list({ ...state, cursor, limit: 100 });
      listed.push(...page.items.map((c) => c.name));
      cursor = page.nextCursor;
    } while (cursor);
    const exported = records(csvRows((await exportCsv("customers", admin, filter(state))).bytes)).map((r) => r.Nome);
    expect(listed.length).toBe(Math.floor((EXPORT_PAGE_SIZE + 37) / 2));
    expect(exported).toEqual(listed);
  });

  it("walks every page exactly once", async () => {
    const exporter = exporterFor("customers")!;
    const sizes: number[] = [];
    const seen: string[] = [];
    for await (const page of exporter.pages(db, actor(bia), {}, undefined)) {
      sizes.push(page.length);
      seen.push(...page.map((r) => (r as { id: string }).id));
    }
    expect(sizes).toEqual([EXPORT_PAGE_SIZE, 37]);
    expect(new Set(seen).size).toBe(seen.length);
    expect(new Set(seen)).toEqual(pagingIds);
    const { summary } = await exportCsv("customers", bia);
    expect(summary).toEqual({ rows: EXPORT_PAGE_SIZE + 37, complete: true, capped: false });
  });

  it("a cancelled download stops reading the list and is audited as incomplete", async () => {
    const started = await startExport(db, actor(bia), exporterFor("customers")!, "customers", "xlsx", filter());
    started.body.destroy();
    const summary = await started.done;
    expect(summary.complete).toBe(false);
    expect(summary.rows).toBeLessThanOrEqual(EXPORT_PAGE_SIZE);
    const last = (await db.select().from(auditLog).where(and(eq(auditLog.action, "customer.export"), eq(auditLog.actorId, bia.id))).orderBy(auditLog.id)).at(-1)!;
    expect(last.after).toMatchObject({ format: "xlsx", complete: false, rows: summary.rows });
  });

  it("exports a selection, silently leaving out ids the actor cannot see", async () => {
    const ids = [anaIds[0]!, biaFirstId, "00000000-0000-4000-8000-000000000000"];
    const asAna = records(csvRows((await exportCsv("customers", ana, { kind: "selection", ids, extra: undefined })).bytes));
    expect(asAna.map((r) => r.Nome)).toEqual(["João Conceição"]);
    const asManager = records(csvRows((await exportCsv("customers", manager, { kind: "selection", ids, extra: undefined })).bytes));
    expect(asManager).toHaveLength(2);
    const asCarla = csvRows((await exportCsv("customers", carla, { kind: "selection", ids, extra: undefined })).bytes);
    expect(asCarla).toHaveLength(1); // the header only
  });

  it("writes an XLSX that opens with the header row and typed values", async () => {
    const { bytes, filename } = await exportCsv("customers", ana, filter({ filters: [{ field: "doNotContact", operand: "eq", value: true }] }), "xlsx");
    expect(filename.endsWith(".xlsx")).toBe(true);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(bytes as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    expect(sheet.name).toBe("Clientes");
    expect((sheet.getRow(1).values as unknown[]).slice(1, 4)).toEqual(["Nome", "Tipo", "CPF/CNPJ"]);
    expect(sheet.getRow(2).getCell(1).value).toBe("João Conceição");
    expect(sheet.getRow(2).getCell(10).value).toBe("Sim");
    expect(sheet.getRow(2).getCell(11).value).toBeInstanceOf(Date);
    expect(sheet.rowCount).toBe(2);
  });

  it("records who exported what, and how many rows, in the audit log", async () => {
    const state: ExportListState = { filters: [{ field: "kind", operand: "eq", value: "PF" }] };
    await exportCsv("customers", ana, filter(state));
    const last = (await db.select().from(auditLog).where(and(eq(auditLog.action, "customer.export"), eq(auditLog.actorId, ana.id))).orderBy(auditLog.id)).at(-1)!;
    expect(last.entity).toBe("customer");
    expect(last.requestId).toBe("test-export");
    expect(last.after).toMatchObject({ list: "customers", format: "csv", source: "filter", filters: state.filters, rows: 2, complete: true });
  });

  it("refuses a filter the list does not take, in pt-BR, naming the field", () => {
    const exporter = exporterFor("customers")!;
    let error: unknown;
    try {
      exporter.parseQuery({ "f.salary.gt": "10" });
    } catch (err) {
      error = err;
    }
    expect(error).toBeInstanceOf(DomainError);
    expect((error as DomainError).code).toBe("BAD_REQUEST");
    expect((error as DomainError).message).toMatch(/[a-zà-ú]/);
    expect(exporter.parseQuery({ "f.kind.eq": "PJ", sort: "-createdAt", q: "bia", list: "customers", format: "csv" }).state).toEqual({
      filters: [{ field: "kind", operand: "eq", value: "PJ" }],
      sort: { field: "createdAt", dir: "desc" },
      search: "bia",
    });
  });
});

describe("export of the sales and renewals lists", () => {
  it("writes money as 1.234,56, days as dd/MM/yyyy and labels instead of codes", async () => {
    const rows = records(csvRows((await exportCsv("sales", ana, filter({ sort: { field: "soldOn", dir: "asc" } }))).bytes));
    expect(rows.map((r) => r.Contrato)).toEqual(["CT-20", "CT-50", "'-1+1"]);
    expect(rows[0]).toMatchObject({ Cliente: "João Conceição", Produto: "Auto Total", Parceiro: "Seguradora Alfa", Status: "Ativa", "Valor base (R$)": "1.234,56", "Data da venda": "05/03/2026" });
    expect(rows[0]!.Categoria).not.toBe("AutoInsurance");
    expect(rows[1]!["Valor base (R$)"]).toBe("0,99");
    expect(rows[2]).toMatchObject({ Contrato: "'-1+1", Cliente: `'=HYPERLINK("http://mal.example","clique")`, "Valor base (R$)": "1.000.000,00", Status: "Proposta", "Fim da vigência": "" });
  });

  it("renewals take the window of the tab (dias) and say how many days are left", async () => {
    const exporter = EXPORTERS.renewals;
    const in30 = exporter.parseQuery({ dias: "30" });
    const rows30 = records(csvRows((await exportCsv("renewals", ana, filter(in30.state, in30.extra))).bytes));
    expect(rows30.map((r) => r.Contrato)).toEqual(["CT-20"]);
    expect(rows30[0]!["Dias até o fim"]).toBe("20");
    const in60 = exporter.parseQuery({ dias: "60" });
    const rows60 = records(csvRows((await exportCsv("renewals", manager, filter(in60.state, in60.extra))).bytes));
    expect(rows60.map((r) => r.Contrato)).toEqual(["CT-20", "CT-50"]);
    const { filename } = await exportCsv("renewals", admin, filter(in60.state, in60.extra), "xlsx");
    expect(filename).toMatch(/^renovacoes-\d{4}-\d{2}-\d{2}\.xlsx$/);
    expect(() => exporter.parseQuery({ dias: "45" })).toThrow("Escolha 30, 60 ou 90 dias.");
  });

  it("writes money in the XLSX as a number with the R$ format", async () => {
    const { bytes } = await exportCsv("sales", ana, filter({ search: "CT-20" }), "xlsx");
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(bytes as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    const header = (sheet.getRow(1).values as unknown[]).slice(1);
    const money = sheet.getRow(2).getCell(header.indexOf("Valor base (R$)") + 1);
    expect(money.value).toBe(1234.56);
    expect(money.numFmt).toContain("R$");
    const sold = sheet.getRow(2).getCell(header.indexOf("Data da venda") + 1).value as Date;
    expect(sold.toISOString().slice(0, 10)).toBe("2026-03-05");
  });

  it("a seller's sales export leaves out other teams' sales, also in a selection", async () => {
    const all = records(csvRows((await exportCsv("sales", admin)).bytes));
    expect(all.map((r) => r.Contrato)).toContain("CT-CARLA");
    expect(records(csvRows((await exportCsv("sales", ana)).bytes)).map((r) => r.Contrato)).not.toContain("CT-CARLA");
  });
});

describe("export of the catalogue (partners and products)", () => {
  it("lists every partner and product, with labels and a punctuated CNPJ", async () => {
    const partnersCsv = records(csvRows((await exportCsv("partners", ana)).bytes));
    expect(partnersCsv).toHaveLength(1);
    expect(partnersCsv[0]).toMatchObject({ Nome: "Seguradora Alfa", Produtos: "1", Ativo: "Sim" });
    expect(partnersCsv[0]!.CNPJ).toMatch(/^\d{2}\.\d{3}\.\d{3}\/\d{4}-\d{2}$/);
    const productsCsv = records(csvRows((await exportCsv("products", admin)).bytes));
    expect(productsCsv).toEqual([expect.objectContaining({ Produto: "Auto Total", Parceiro: "Seguradora Alfa", Ativo: "Sim" })]);
    expect(productsCsv[0]!.Categoria).not.toBe("AutoInsurance");
    const { filename } = await exportCsv("products", admin, { kind: "selection", ids: ["00000000-0000-4000-8000-000000000000"], extra: undefined });
    expect(filename).toMatch(/^produtos-/);
  });
});
