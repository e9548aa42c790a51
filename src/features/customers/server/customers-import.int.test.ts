/**
 * The customers import end to end on the real database: files as Excel pt-BR saves them (Windows-1252, ";"),
 * all-or-nothing commits, idempotent re-imports, the update policy, carteira scope and the remembered mapping.
 */
import { count, eq, and } from "drizzle-orm";
import ExcelJS from "exceljs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeTeam, makeUser } from "../../../../tests/helpers/actors";
import { createTestDb } from "../../../../tests/helpers/db";
import { makeCustomer, punctuatedCpf, withWrongCheckDigit } from "../../../../tests/helpers/portfolio";
import type { Actor } from "~/server/actor";
import type { Db, DbHandle } from "~/server/db/client";
import { auditLog, customers } from "~/server/db/schema";
import { cpfCheckDigits } from "~/lib/brazil";
import { suggestMapping, type ImportMapping } from "~/features/import-export/columns";
import { analyseImport, commitImport, previewImport, rejectedRowsImport } from "~/features/import-export/server/import.service";
import { customerImportColumns, customersImporter } from "./customers.import";

type User = Awaited<ReturnType<typeof makeUser>>;
let handle: DbHandle;
let db: Db;
let seller: User;
let otherSeller: User;
let manager: User;

let cpfSeq = 0;
/** Valid CPFs from a range no other fixture uses. */
const freshCpf = () => {
  const base = String(310_000_000 + ++cpfSeq * 7);
  return `${base}${cpfCheckDigits(base)}`;
};
const actorOf = (u: User): Actor => ({ id: u.id, role: u.role, teamId: u.teamId });
const cp1252 = (text: string) => Uint8Array.from([...text].map((c) => c.charCodeAt(0)));
/** The file in small chunks, as a request body arrives. */
async function* chunks(bytes: Uint8Array, size = 4096): AsyncGenerator<Uint8Array> {
  for (let i = 0; i < bytes.length; i += size) yield bytes.subarray(i, i + size);
}
const HEADER = "Nome;CPF/CNPJ;E-mail;Celular;Data de Nascimento;Cidade";
const excelCsv = (lines: string[]) => cp1252([HEADER, ...lines, ""].join("\r\n"));
const line = (name: string, cpf: string, email = "", birth = "", city = "") => [name, punctuatedCpf(cpf), email, "(11) 91234-5678", birth, city].join(";");
const mappingOf = (bytes: Uint8Array): ImportMapping => suggestMapping(new TextDecoder("latin1").decode(bytes).split("\r\n")[0]!.split(";"), customerImportColumns);
const countCustomers = async (owner: User) => (await db.select({ n: count() }).from(customers).where(eq(customers.ownerId, owner.id)))[0]!.n;

const commit = (actor: User, bytes: Uint8Array, opts: { duplicates?: "skip" | "update"; validOnly?: boolean; mapping?: ImportMapping } = {}) =>
  commitImport(db, actorOf(actor), customersImporter, chunks(bytes), {
    mapping: opts.mapping ?? mappingOf(bytes),
    duplicates: opts.duplicates ?? "skip",
    validOnly: opts.validOnly ?? false,
    fileName: "clientes.csv",
  });

beforeAll(async () => {
  handle = await createTestDb();
  db = handle.db;
  const team = await makeTeam(db, "Equipe Importação");
  seller = await makeUser(db, { role: "seller", teamId: team.id });
  otherSeller = await makeUser(db, { role: "seller", teamId: team.id });
  manager = await makeUser(db, { role: "manager", teamId: team.id });
});
afterAll(async () => {
  await handle?.close();
});

describe("customers import", () => {
  it("analyses a Windows-1252 ';' file: encoding, separator, headers and the suggested mapping", async () => {
    const bytes = excelCsv([line("João da Conceição", freshCpf(), "joao@exemplo.com.br", "31/01/1990", "São Paulo")]);
    const result = await analyseImport(db, actorOf(seller), customersImporter, chunks(bytes));
    expect(result.file).toMatchObject({ format: "csv", encoding: "windows-1252", delimiter: ";", rows: 1 });
    expect(result.samples[0]![0]).toBe("João da Conceição");
    expect(result.mappingSource).toBe("suggested");
    expect(result.mapping).toMatchObject({ name: 0, document: 1, email: 2, phone: 3, birthDate: 4, city: 5 });
  });

  it("saves nothing while some rows are bad, then everything once corrected; the same file again adds nothing", async () => {
    const [a, b, c] = [freshCpf(), freshCpf(), freshCpf()];
    const bad = excelCsv([line("Ana", a, "ana@imp.com.br"), line("Beto", withWrongCheckDigit(b)), line("Caio", c, "", "30/02/1990")]);
    const before = await countCustomers(seller);

    const preview = await previewImport(db, actorOf(seller), customersImporter, chunks(bad), { mapping: mappingOf(bad), duplicates: "skip" });
    expect(preview.counts).toMatchObject({ total: 3, valid: 1, rejected: 2, created: 1 });
    expect(preview.errors).toEqual([
      { row: 3, column: "CPF/CNPJ", columnKey: "document", message: "CPF inválido (dígito verificador)" },
      { row: 4, column: "Data de nascimento/fundação", columnKey: "birthDate", message: "Data inválida: use dd/MM/aaaa" },
    ]);

    const refused = await commit(seller, bad);
    expect(refused.committed).toBe(false);
    expect(refused.counts.rejected).toBe(2);
    expect(await countCustomers(seller)).toBe(before);

    const fixed = excelCsv([line("Ana", a, "ana@imp.com.br"), line("Beto", b), line("Caio", c, "", "28/02/1990", "Águas de Lindóia")]);
    const done = await commit(seller, fixed);
    expect(done).toMatchObject({ committed: true, counts: { total: 3, created: 3, rejected: 0 } });
    expect(await countCustomers(seller)).toBe(before + 3);
    const [caio] = await db.select().from(customers).where(eq(customers.document, c));
    expect(caio).toMatchObject({ kind: "PF", name: "Caio", birthDate: "1990-02-28", city: "Águas de Lindóia", phones: ["+5511912345678"], searchText: expect.stringContaining("caio") });
    const [imported] = await db.select({ n: count() }).from(auditLog).where(eq(auditLog.action, "customer.import"));
    expect(imported!.n).toBe(1);

    for (const duplicates of ["skip", "update"] as const) {
      const again = await commit(seller, fixed, { duplicates });
      expect(again.committed).toBe(true);
      expect(again.counts).toMatchObject({ created: 0, updated: 0, rejected: 0, [duplicates === "skip" ? "skipped" : "unchanged"]: 3 });
    }
    expect(await countCustomers(seller)).toBe(before + 3);
    const [reloaded] = await db.select().from(customers).where(eq(customers.document, c));
    expect(reloaded!.version).toBe(caio!.version);
  });

  it("imports only the valid rows when asked, and the rejected-rows file carries every reason", async () => {
    const good = freshCpf();
    const bad = excelCsv([line("Dora", good), line("Eva", withWrongCheckDigit(freshCpf()))]);
    const done = await commit(seller, bad, { validOnly: true });
    expect(done).toMatchObject({ committed: true, counts: { created: 1, rejected: 1 } });
    let csv = "";
    await rejectedRowsImport(db, actorOf(seller), customersImporter, chunks(bad), { mapping: mappingOf(bad), duplicates: "skip", write: (c) => void (csv += c) });
    expect(csv.startsWith("\uFEFFNome;CPF/CNPJ")).toBe(true);
    expect(csv).toContain("Eva;");
    expect(csv).toContain("CPF/CNPJ: CPF inválido (dígito verificador)");
    expect(csv).not.toContain("Dora");
  });

  it("updates a matched customer once with the update policy (by document, else by e-mail)", async () => {
    const existing = await makeCustomer(db, seller, { name: "Fábio Antigo", emails: ["fabio@imp.com.br"] });
    const byEmail = await makeCustomer(db, seller, { name: "Gil", emails: ["gil@imp.com.br"] });
    const file = excelCsv([line("Fábio Novo", existing.document, "", "", "Campinas"), line("Gil", freshCpf(), "gil@imp.com.br", "", "Santos")]);
    const done = await commit(seller, file, { duplicates: "update" });
    expect(done.counts).toMatchObject({ updated: 2, created: 0 });
    const [fabio] = await db.select().from(customers).where(eq(customers.id, existing.id));
    expect(fabio).toMatchObject({ name: "Fábio Novo", city: "Campinas", emails: ["fabio@imp.com.br"], phones: ["+5511912345678"], version: existing.version + 1 });
    expect(fabio!.searchText).toContain("fabio novo");
    const [gil] = await db.select().from(customers).where(eq(customers.id, byEmail.id));
    expect(gil).toMatchObject({ city: "Santos", document: byEmail.document, version: byEmail.version + 1 });
    const again = await commit(seller, file, { duplicates: "update" });
    expect(again.counts).toMatchObject({ updated: 0, unchanged: 2 });
    const [still] = await db.select().from(customers).where(eq(customers.id, existing.id));
    expect(still!.version).toBe(existing.version + 1);
    const audits = await db.select().from(auditLog).where(and(eq(auditLog.entityId, existing.id), eq(auditLog.action, "customer.update")));
    expect(audits).toHaveLength(1);
    expect(audits[0]!.after).toMatchObject({ name: "Fábio Novo", city: "Campinas" });
  });

  it("does not let a seller update another seller's customer, nor import into another carteira", async () => {
    const theirs = await makeCustomer(db, otherSeller, { name: "Helena" });
    const file = excelCsv([line("Helena Alterada", theirs.document)]);
    const refused = await commit(seller, file, { duplicates: "update" });
    expect(refused.committed).toBe(false);
    expect(refused.errors).toEqual([{ row: 2, column: "CPF/CNPJ", columnKey: "document", message: "Este cliente já existe e pertence à carteira de outro vendedor." }]);
    const [row] = await db.select().from(customers).where(eq(customers.id, theirs.id));
    expect(row).toMatchObject({ name: "Helena", version: theirs.version });

    const withOwner = cp1252(`Nome;CPF;Responsável\r\nIvo;${freshCpf()};${otherSeller.email}\r\n`);
    const mapping = { name: 0, document: 1, owner: 2 };
    const sellerTry = await commit(seller, withOwner, { mapping });
    expect(sellerTry.errors[0]).toMatchObject({ columnKey: "owner", message: "Você só pode importar clientes para a sua própria carteira." });
    const managerTry = await commit(manager, withOwner, { mapping });
    expect(managerTry).toMatchObject({ committed: true, counts: { created: 1 } });
    expect(await countCustomers(otherSeller)).toBe(2);
  });

  it("remembers the mapping per user and list", async () => {
    const file = cp1252(`Cliente;Documento;Naturalidade\r\nJúlia;${freshCpf()};Recife\r\n`);
    const mapping = { name: 0, document: 1, city: 2 };
    expect((await analyseImport(db, actorOf(seller), customersImporter, chunks(file))).mapping).not.toMatchObject({ city: 2 });
    await commit(seller, file, { mapping });
    const again = await analyseImport(db, actorOf(seller), customersImporter, chunks(file));
    expect(again).toMatchObject({ mappingSource: "remembered", mapping });
    const someoneElse = await analyseImport(db, actorOf(otherSeller), customersImporter, chunks(file));
    expect(someoneElse.mappingSource).toBe("suggested");
    // A new column in the file is still suggested next to the remembered ones.
    const wider = cp1252(`Cliente;Documento;Naturalidade;E-mail\r\nLia;${freshCpf()};Natal;lia@imp.com.br\r\n`);
    expect((await analyseImport(db, actorOf(seller), customersImporter, chunks(wider))).mapping).toEqual({ ...mapping, email: 3 });
  });

  it("imports an .xlsx (numeric CPF with its leading zero lost, a date cell) and refuses an old .xls", async () => {
    const wb = new ExcelJS.Workbook();
    const ws = wb.addWorksheet("Clientes");
    ws.addRow(["Nome", "CPF/CNPJ", "Data de nascimento", "UF"]);
    ws.addRow(["Karina Planilha", 1234567890, new Date(Date.UTC(1980, 6, 20)), "sp"]);
    ws.getCell("C2").numFmt = "dd/mm/yyyy";
    const bytes = new Uint8Array(await wb.xlsx.writeBuffer());
    const analysis = await analyseImport(db, actorOf(seller), customersImporter, chunks(bytes));
    expect(analysis.file).toMatchObject({ format: "xlsx", encoding: null, delimiter: null, rows: 1 });
    const done = await commit(seller, bytes, { mapping: analysis.mapping });
    expect(done).toMatchObject({ committed: true, counts: { created: 1 } });
    const [karina] = await db.select().from(customers).where(eq(customers.document, "01234567890"));
    expect(karina).toMatchObject({ name: "Karina Planilha", birthDate: "1980-07-20", uf: "SP", kind: "PF" });

    const xls = Uint8Array.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0]);
    await expect(analyseImport(db, actorOf(seller), customersImporter, chunks(xls))).rejects.toThrow(/\.xls \(Excel 97-2003\) não são aceitos/);
  });

  it("imports a 20 000-row file streamed in chunks, with exact counts", async () => {
    const lines = Array.from({ length: 20_000 }, (_, i) => line(`Cliente Volume ${i}`, freshCpf(), `volume${i}@imp.com.br`, "01/01/1980", "São Paulo"));
    const file = excelCsv(lines);
    const done = await commit(seller, file);
    expect(done).toMatchObject({ committed: true, counts: { total: 20_000, created: 20_000, rejected: 0 } });
    const [n] = await db.select({ n: count() }).from(customers).where(eq(customers.city, "São Paulo"));
    expect(n!.n).toBe(20_000);
  }, 120_000);

  it("drops a NUL character found deep in a text file (past the binary check) instead of failing the save", async () => {
    const filler = Array.from({ length: 300 }, () => line(`Cliente ${freshCpf()}`, freshCpf(), "", "", "Campinas"));
    const cpf = freshCpf();
    const bytes = excelCsv([...filler, line("Nu\u0000la da Silva", cpf, "", "", "Rio\u0000 Claro")]);
    const done = await commit(seller, bytes);
    expect(done).toMatchObject({ committed: true, counts: { total: 301, created: 301, rejected: 0 } });
    const [saved] = await db.select({ name: customers.name, city: customers.city }).from(customers).where(eq(customers.document, cpf));
    expect(saved).toEqual({ name: "Nula da Silva", city: "Rio Claro" });
  });
});
