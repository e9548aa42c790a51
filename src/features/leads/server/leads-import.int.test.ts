/**
 * The leads import end to end on the real database: validation, all-or-nothing, idempotent re-imports,
 * matching by document / e-mail / phone, scope, the team's round-robin and the timeline.
 */
import { and, count, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeTeam, makeUser } from "../../../../tests/helpers/actors";
import { createTestDb } from "../../../../tests/helpers/db";
import { activitiesOf, makeLead } from "../../../../tests/helpers/leads";
import { makeCustomer, nextCpf, punctuatedCpf } from "../../../../tests/helpers/portfolio";
import type { Actor } from "~/server/actor";
import type { Db, DbHandle } from "~/server/db/client";
import { leads, teams } from "~/server/db/schema";
import { suggestMapping, type ImportMapping } from "~/features/import-export/columns";
import { commitImport, previewImport } from "~/features/import-export/server/import.service";
import { BATCH_SIZE } from "~/features/import-export/server/run";
import { leadImportColumns, leadsImporter } from "./leads.import";

type User = Awaited<ReturnType<typeof makeUser>>;
let handle: DbHandle;
let db: Db;
let seller: User;
let teammate: User;
let manager: User;
let rrManager: User;
let rrSellers: User[];

const actorOf = (u: User): Actor => ({ id: u.id, role: u.role, teamId: u.teamId });
async function* chunks(bytes: Uint8Array, size = 4096): AsyncGenerator<Uint8Array> {
  for (let i = 0; i < bytes.length; i += size) yield bytes.subarray(i, i + size);
}
const HEADER = "Nome;CPF/CNPJ;E-mail;Telefone;UF;Origem;Interesses;Valor estimado;Responsável (e-mail)";
const csv = (lines: string[]) => new TextEncoder().encode([HEADER, ...lines, ""].join("\r\n"));
const mappingOf = (bytes: Uint8Array): ImportMapping => suggestMapping(new TextDecoder().decode(bytes).split("\r\n")[0]!.split(";"), leadImportColumns);
const row = (o: { name: string; cpf?: string; email?: string; phone?: string; uf?: string; source?: string; interests?: string; value?: string; owner?: string }) =>
  [o.name, o.cpf ? punctuatedCpf(o.cpf) : "", o.email ?? "", o.phone ?? "", o.uf ?? "", o.source ?? "", o.interests ?? "", o.value ?? "", o.owner ?? ""].join(";");
const commit = (actor: User, bytes: Uint8Array, opts: { duplicates?: "skip" | "update"; validOnly?: boolean } = {}) =>
  commitImport(db, actorOf(actor), leadsImporter, chunks(bytes), { mapping: mappingOf(bytes), duplicates: opts.duplicates ?? "skip", validOnly: opts.validOnly ?? false, fileName: "leads.csv" });
const leadsOf = (owner: User) => db.select().from(leads).where(eq(leads.ownerId, owner.id));

beforeAll(async () => {
  handle = await createTestDb();
  db = handle.db;
  const team = await makeTeam(db, "Equipe Import Leads");
  seller = await makeUser(db, { role: "seller", teamId: team.id });
  teammate = await makeUser(db, { role: "seller", teamId: team.id });
  manager = await makeUser(db, { role: "manager", teamId: team.id });
  const rrTeam = await makeTeam(db, "Equipe Rodízio");
  await db.update(teams).set({ roundRobin: true }).where(eq(teams.id, rrTeam.id));
  rrManager = await makeUser(db, { role: "manager", teamId: rrTeam.id });
  rrSellers = [await makeUser(db, { role: "seller", teamId: rrTeam.id }), await makeUser(db, { role: "seller", teamId: rrTeam.id }), await makeUser(db, { role: "seller", teamId: rrTeam.id })];
  await makeUser(db, { role: "seller", teamId: rrTeam.id, active: false });
});
afterAll(async () => {
  await handle?.close();
});

describe("leads import", () => {
  it("creates Novo leads with categories from labels, the source, the value in centavos, search text and a 'created' entry", async () => {
    const cpf = nextCpf();
    const bytes = csv([row({ name: "Jéssica Importada", cpf, email: "jessica.imp@example.com.br", phone: "(11) 97777-1111", uf: "sp", source: "evento", interests: "Consórcio, seguro auto", value: "R$ 1.234,56" })]);
    const result = await commit(seller, bytes);
    expect(result).toMatchObject({ committed: true, counts: { total: 1, valid: 1, created: 1, rejected: 0 } });
    const [lead] = await db.select().from(leads).where(eq(leads.document, cpf));
    expect(lead).toMatchObject({ name: "Jéssica Importada", kind: "PF", status: "Novo", ownerId: seller.id, teamId: seller.teamId, uf: "SP", source: "Evento", categories: ["Consortium", "AutoInsurance"], estimatedValue: 123_456n, phones: ["+5511977771111"] });
    expect(lead!.searchText).toContain("jessica importada");
    expect(await activitiesOf(db, lead!.id)).toMatchObject([{ kind: "created", authorId: seller.id }]);
  });

  it("saves nothing while a row is bad (unknown source or interest), and the same file twice changes nothing", async () => {
    const [a, b] = [nextCpf(), nextCpf()];
    const bad = csv([row({ name: "Lead A", cpf: a }), row({ name: "Lead B", cpf: b, source: "Rádio" }), row({ name: "Lead C", interests: "Foguete" })]);
    const preview = await previewImport(db, actorOf(seller), leadsImporter, chunks(bad), { mapping: mappingOf(bad), duplicates: "skip" });
    expect(preview.counts).toMatchObject({ total: 3, valid: 1, rejected: 2 });
    expect(preview.errors.map((e) => [e.row, e.columnKey])).toEqual([
      [3, "source"],
      [4, "categories"],
    ]);
    const refused = await commit(seller, bad);
    expect(refused.committed).toBe(false);
    expect(await db.select().from(leads).where(inArray(leads.document, [a, b]))).toHaveLength(0);

    const good = csv([row({ name: "Lead A", cpf: a, email: "lead.a@example.com.br" }), row({ name: "Lead B", cpf: b, phone: "11 98888-0001" })]);
    expect((await commit(seller, good)).counts).toMatchObject({ created: 2 });
    const again = await commit(seller, good, { duplicates: "update" });
    expect(again.counts).toMatchObject({ created: 0, updated: 0, unchanged: 2 });
    expect(await db.select().from(leads).where(inArray(leads.document, [a, b]))).toHaveLength(2);
  });

  it("matches an existing lead by e-mail or phone when the row has no document, and updates only what it adds", async () => {
    const existing = await makeLead(db, seller, { name: "Paulo Fone", phones: ["+5511955554444"], emails: [] });
    const bytes = csv([row({ name: "Paulo Fone", phone: "(11) 95555-4444", email: "paulo.fone@example.com.br", interests: "Plano de saúde" })]);
    const result = await commit(seller, bytes, { duplicates: "update" });
    expect(result.errors).toEqual([]);
    expect(result.counts).toMatchObject({ created: 0, updated: 1 });
    const [after] = await db.select().from(leads).where(eq(leads.id, existing.id));
    expect(after).toMatchObject({ emails: ["paulo.fone@example.com.br"], categories: ["PlanoSaude"], version: existing.version + 1 });
    const entries = await activitiesOf(db, existing.id);
    expect(entries.at(-1)).toMatchObject({ kind: "fields", data: { emails: { from: [], to: ["paulo.fone@example.com.br"] } } });
  });

  it("shows the rows that are already customers (by CPF, e-mail or phone) without blocking them", async () => {
    const byCpf = await makeCustomer(db, teammate);
    const byEmail = await makeCustomer(db, seller, { emails: ["ja.cliente@example.com.br"] });
    await makeCustomer(db, teammate, { phones: ["+5521966665555"] });
    const bytes = csv([
      row({ name: "Cliente por CPF", cpf: byCpf.document }),
      row({ name: "Novo de verdade", cpf: nextCpf() }),
      row({ name: "Cliente por e-mail", email: byEmail.emails[0] }),
      row({ name: "Cliente por telefone", phone: "(21) 96666-5555" }),
    ]);
    const preview = await previewImport(db, actorOf(seller), leadsImporter, chunks(bytes), { mapping: mappingOf(bytes), duplicates: "skip" });
    expect(preview.counts).toMatchObject({ total: 4, created: 4, rejected: 0 });
    expect(preview.noticeCount).toBe(3);
    expect(preview.notices.map((n) => n.row)).toEqual([2, 4, 5]);
    expect(preview.notices[0]!.message).toMatch(/Já é cliente/);
    expect((await commit(seller, bytes)).counts).toMatchObject({ created: 4 });
  });

  it("scope: a seller cannot import for someone else nor update a teammate's lead; the Gestor assigns within the team", async () => {
    const theirs = await makeLead(db, teammate, { document: nextCpf() });
    const forOther = csv([row({ name: "Para outro", owner: teammate.email })]);
    expect((await commit(seller, forOther)).committed).toBe(false);
    const clash = csv([row({ name: "Já é do colega", cpf: theirs.document! })]);
    const refused = await commit(seller, clash, { duplicates: "update" });
    expect(refused.committed).toBe(false);
    expect(refused.errors[0]?.message).toMatch(/outro vendedor/);
    const before = (await leadsOf(teammate)).length;
    expect((await commit(manager, forOther)).counts).toMatchObject({ created: 1 });
    expect(await leadsOf(teammate)).toHaveLength(before + 1);
  });

  it("deals unassigned imported leads in turn among the team's active sellers, fairly, continuing where creates left off", async () => {
    const bytes = csv(Array.from({ length: 7 }, (_, i) => row({ name: `Rodízio ${i}` })));
    expect((await commit(rrManager, bytes)).counts).toMatchObject({ created: 7 });
    const per = await db
      .select({ ownerId: leads.ownerId, n: count() })
      .from(leads)
      .where(and(eq(leads.teamId, rrManager.teamId!), eq(leads.source, "Importação")))
      .groupBy(leads.ownerId);
    expect(per.map((p) => p.n).sort()).toEqual([2, 2, 3]);
    expect(new Set(per.map((p) => p.ownerId))).toEqual(new Set(rrSellers.map((s) => s.id)));
    const [team] = await db.select().from(teams).where(eq(teams.id, rrManager.teamId!));
    expect(rrSellers.map((s) => s.id)).toContain(team!.roundRobinLastUserId);
  });

  it("an upload that breaks off while a batch is being written saves nothing, and the database is left usable", async () => {
    const run = nextCpf();
    const lines = Array.from({ length: 3 * BATCH_SIZE }, (_, i) => row({ name: `Lead Interrompido ${run} ${i}`, email: `interrompido.${run}.${i}@example.com.br` }));
    const bytes = csv(lines);
    // The connection drops once the first batch has been handed to the database and the second is being read.
    async function* breaksOff(): AsyncGenerator<Uint8Array> {
      let sent = 0;
      for await (const chunk of chunks(bytes, 1024)) {
        sent += chunk.byteLength;
        if (sent > bytes.byteLength * 0.5) throw new Error("conexão interrompida");
        yield chunk;
      }
    }
    const started = commitImport(db, actorOf(seller), leadsImporter, breaksOff(), { mapping: mappingOf(bytes), duplicates: "skip", validOnly: false, fileName: "leads.csv" });
    await expect(started).rejects.toThrow("conexão interrompida");
    const written = await db.select({ id: leads.id }).from(leads).where(inArray(leads.name, lines.map((l) => l.split(";")[0]!)));
    expect(written).toHaveLength(0);
    // The same file, whole, then imports every row: nothing of the broken import lingers on the connection.
    const whole = await commit(seller, bytes);
    expect(whole).toMatchObject({ committed: true, counts: { created: 3 * BATCH_SIZE } });
  });
});
