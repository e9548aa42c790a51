import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { callerFor, makeTeam, makeUser } from "../../../../tests/helpers/actors";
import { createTestDb } from "../../../../tests/helpers/db";
import { failureOf, fieldsOf } from "../../../../tests/helpers/errors";
import { activitiesOf, leadRow, makeLead } from "../../../../tests/helpers/leads";
import { auditRowsOf, makeCustomer, nextCnpj, nextCpf, punctuatedCpf, withWrongCheckDigit } from "../../../../tests/helpers/portfolio";
import type { Db, DbHandle } from "~/server/db/client";

type User = Awaited<ReturnType<typeof makeUser>>;

let handle: DbHandle;
let db: Db;
let admin: User;
let manager: User;
let seller: User;
let teammate: User;
let outsider: User;

beforeAll(async () => {
  handle = await createTestDb();
  db = handle.db;
  const team = await makeTeam(db, "Equipe Leads");
  const other = await makeTeam(db, "Equipe Outra");
  admin = await makeUser(db, { role: "admin" });
  manager = await makeUser(db, { role: "manager", teamId: team.id });
  seller = await makeUser(db, { role: "seller", teamId: team.id });
  teammate = await makeUser(db, { role: "seller", teamId: team.id });
  outsider = await makeUser(db, { role: "seller", teamId: other.id });
});
afterAll(async () => {
  await handle?.close();
});

describe("leads.create", () => {
  it("takes a referrer user, and an unknown referrer id is a field error (not a 500)", async () => {
    const lead = await callerFor(db, seller).leads.create({ kind: "PF", name: "Indicado pelo Gestor", source: "Indicação", referrerId: manager.id });
    expect(lead.referrerId).toBe(manager.id);
    const err = await failureOf(callerFor(db, seller).leads.create({ kind: "PF", name: "Indicado por ninguém", source: "Indicação", referrerId: "00000000-0000-4000-8000-000000000001" }));
    expect(err.code).toBe("BAD_REQUEST");
    expect(fieldsOf(err)).toEqual(["referrerId"]);
    const upd = await failureOf(callerFor(db, seller).leads.update({ id: lead.id, version: lead.version, referrerId: "00000000-0000-4000-8000-000000000001" }));
    expect(fieldsOf(upd)).toEqual(["referrerId"]);
  });

  it("creates a Novo lead owned by the creator, in their team, with search text, a 'created' entry and an audit row", async () => {
    const cpf = nextCpf();
    const created = await callerFor(db, seller).leads.create({
      kind: "PF",
      name: "João da Conceição",
      document: punctuatedCpf(cpf),
      emails: ["JOAO@Exemplo.com.br"],
      phones: ["(11) 91234-5678"],
      uf: "SP",
      source: "Indicação",
      categories: ["AutoInsurance", "AutoInsurance", "LifeInsurance"],
      estimatedValue: 150_000n,
    });
    expect(created).toMatchObject({
      status: "Novo",
      ownerId: seller.id,
      teamId: seller.teamId,
      document: cpf,
      emails: ["joao@exemplo.com.br"],
      phones: ["+5511912345678"],
      categories: ["AutoInsurance", "LifeInsurance"],
      estimatedValue: 150_000n,
      contactAttempts: 0,
      firstContactAt: null,
      version: 1,
      createdById: seller.id,
    });
    expect(created).not.toHaveProperty("searchText");
    const stored = await leadRow(db, created.id);
    expect(stored.searchText).toContain("joao da conceicao");
    expect(stored.searchText).toContain(cpf);
    expect(stored.searchText).toContain("5511912345678");
    expect(await activitiesOf(db, created.id)).toMatchObject([{ kind: "created", authorId: seller.id }]);
    expect(await auditRowsOf(db, created.id, "lead.create")).toHaveLength(1);
  });

  it("lets a Gestor assign within the team or leave the lead in the pool; refuses another team's seller", async () => {
    const toTeammate = await callerFor(db, manager).leads.create({ kind: "PJ", name: "Padaria Ltda.", source: "Site", document: nextCnpj(), ownerId: teammate.id });
    expect(toTeammate).toMatchObject({ ownerId: teammate.id, teamId: teammate.teamId });
    const pool = await callerFor(db, manager).leads.create({ kind: "PF", name: "Lead do Pool", source: "Site", ownerId: null });
    expect(pool).toMatchObject({ ownerId: null, teamId: manager.teamId });
    const err = await failureOf(callerFor(db, manager).leads.create({ kind: "PF", name: "Lead Desviado", source: "Site", ownerId: outsider.id }));
    expect(err.code).toBe("FORBIDDEN");
  });

  it("an Administrador assigns anyone (the lead joins the owner's team); a Vendedor only themself", async () => {
    expect(await callerFor(db, admin).leads.create({ kind: "PF", name: "Lead Externo", source: "Evento", ownerId: outsider.id })).toMatchObject({
      ownerId: outsider.id,
      teamId: outsider.teamId,
    });
    for (const ownerId of [teammate.id, null]) {
      expect((await failureOf(callerFor(db, seller).leads.create({ kind: "PF", name: "Lead Alheio", source: "Site", ownerId }))).code).toBe("FORBIDDEN");
    }
  });

  it("refuses an unknown or inactive owner on ownerId", async () => {
    const inactive = await makeUser(db, { role: "seller", teamId: seller.teamId, active: false });
    for (const ownerId of ["00000000-0000-4000-8000-000000000000", inactive.id]) {
      const err = await failureOf(callerFor(db, admin).leads.create({ kind: "PF", name: "Lead Sem Dono", source: "Site", ownerId }));
      expect(err.code).toBe("BAD_REQUEST");
      expect(fieldsOf(err)).toEqual(["ownerId"]);
    }
  });

  const valid = { kind: "PF", name: "Maria Válida", source: "Site" };
  it.each([
    ["document", { ...valid, document: withWrongCheckDigit(nextCpf()) }],
    ["document", { ...valid, kind: "PJ", document: "11.444.777/0001-62" }],
    ["kind", { ...valid, kind: "PX" }],
    ["name", { ...valid, name: "M" }],
    ["emails.0", { ...valid, emails: ["maria@"] }],
    ["phones.0", { ...valid, phones: ["(11) 1234"] }],
    ["uf", { ...valid, uf: "XX" }],
    ["categories.0", { ...valid, categories: ["Inventada"] }],
    ["estimatedValue", { ...valid, estimatedValue: -1n }],
    ["nextContactOn", { ...valid, nextContactOn: "2026-02-30" }],
    ["source", { ...valid, source: "" }],
    ["lgpdLegalBasis", { ...valid, lgpdLegalBasis: "porque_sim" }],
    ["status", { ...valid, status: "Sem interesse" }],
  ])("refuses a bad %s with BAD_REQUEST naming the field", async (field, input) => {
    const err = await failureOf(callerFor(db, seller).leads.create(input as never));
    expect(err.code).toBe("BAD_REQUEST");
    expect(fieldsOf(err)).toEqual(field === "status" ? [""] : [field]);
  });

  it("refuses a source that is not an active option", async () => {
    const err = await failureOf(callerFor(db, seller).leads.create({ kind: "PF", name: "Lead Sem Origem", source: "Rádio" }));
    expect(err.code).toBe("BAD_REQUEST");
    expect(fieldsOf(err)).toEqual(["source"]);
  });
});

describe("leads.update", () => {
  it("saves, bumps the version, logs each changed field {from, to} with its author, refreshes the search text", async () => {
    const lead = await makeLead(db, seller, { name: "Nome Antigo" });
    const updated = await callerFor(db, seller).leads.update({ id: lead.id, version: lead.version, name: "Ênio Novo", estimatedValue: 90_000n, uf: "RJ" });
    expect(updated).toMatchObject({ name: "Ênio Novo", estimatedValue: 90_000n, uf: "RJ", version: lead.version + 1 });
    expect((await leadRow(db, lead.id)).searchText).toContain("enio novo");
    const entries = await activitiesOf(db, lead.id);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      kind: "fields",
      authorId: seller.id,
      data: { name: { from: "Nome Antigo", to: "Ênio Novo" }, estimatedValue: { from: null, to: "90000" }, uf: { from: null, to: "RJ" } },
    });
    expect(await auditRowsOf(db, lead.id, "lead.update")).toHaveLength(1);
  });

  it("a stale version is a CONFLICT and changes nothing", async () => {
    const lead = await makeLead(db, seller);
    await callerFor(db, seller).leads.update({ id: lead.id, version: lead.version, name: "Primeira Edição" });
    const err = await failureOf(callerFor(db, manager).leads.update({ id: lead.id, version: lead.version, name: "Segunda Edição" }));
    expect(err.code).toBe("CONFLICT");
    expect(fieldsOf(err)).toEqual(["version"]);
    expect((await leadRow(db, lead.id)).name).toBe("Primeira Edição");
  });

  it("refuses a document of the wrong kind, an unknown field and a status change through update", async () => {
    const lead = await makeLead(db, seller);
    const wrongKind = await failureOf(callerFor(db, seller).leads.update({ id: lead.id, version: lead.version, document: nextCnpj() }));
    expect(wrongKind.code).toBe("BAD_REQUEST");
    expect(fieldsOf(wrongKind)).toEqual(["document"]);
    for (const extra of [{ status: "Sem interesse" }, { ownerId: teammate.id }]) {
      const err = await failureOf(callerFor(db, seller).leads.update({ id: lead.id, version: lead.version, ...extra } as never));
      expect(err.code).toBe("BAD_REQUEST");
    }
    expect((await leadRow(db, lead.id)).version).toBe(lead.version);
  });

  it("omitted fields stay as they are (no defaults on update)", async () => {
    const lead = await makeLead(db, seller, { emails: ["fica@exemplo.com.br"], categories: ["Consortium"] });
    await callerFor(db, seller).leads.update({ id: lead.id, version: lead.version, notes: "Só a nota" });
    expect(await leadRow(db, lead.id)).toMatchObject({ emails: ["fica@exemplo.com.br"], categories: ["Consortium"], doNotContact: false, notes: "Só a nota" });
  });
});

describe("leads.delete / restore", () => {
  it("soft-deletes (the lead disappears) and restores, with audit rows", async () => {
    const lead = await makeLead(db, seller);
    expect(await callerFor(db, seller).leads.delete({ ids: [lead.id] })).toEqual({ count: 1 });
    expect((await failureOf(callerFor(db, seller).leads.get({ id: lead.id }))).code).toBe("NOT_FOUND");
    expect(await callerFor(db, seller).leads.restore({ ids: [lead.id] })).toEqual({ count: 1 });
    expect((await callerFor(db, seller).leads.get({ id: lead.id })).id).toBe(lead.id);
    expect((await auditRowsOf(db, lead.id)).map((r) => r.action)).toEqual(["lead.delete", "lead.restore"]);
  });
});

describe("leads.duplicates", () => {
  it("finds leads and customers sharing the document, an e-mail or a phone; one the actor cannot see is only said to exist", async () => {
    const cpf = nextCpf();
    const lead = await makeLead(db, seller, { document: cpf, emails: ["dup@exemplo.com.br"], phones: ["+5511988887777"] });
    const sameEmail = await makeLead(db, seller, { name: "Mesmo E-mail", emails: ["dup@exemplo.com.br"] });
    await makeLead(db, outsider, { name: "Lead Escondido", phones: ["+5511988887777"] });
    const customer = await makeCustomer(db, seller, { document: cpf, name: "Cliente Visível" });
    await makeCustomer(db, outsider, { name: "Cliente Escondido", emails: ["dup@exemplo.com.br"] });
    await makeLead(db, seller, { name: "Sem Relação", emails: ["outro@exemplo.com.br"] });

    const found = await callerFor(db, seller).leads.duplicates({ leadId: lead.id });
    expect(found.leads).toHaveLength(2);
    expect(found.leads).toContainEqual({ visible: true, id: sameEmail.id, name: "Mesmo E-mail", matches: ["email"] });
    expect(found.leads).toContainEqual({ visible: false, matches: ["phone"] });
    expect(found.customers).toHaveLength(2);
    expect(found.customers).toContainEqual({ visible: true, id: customer.id, name: "Cliente Visível", matches: ["document"] });
    expect(found.customers).toContainEqual({ visible: false, matches: ["email"] });
    expect(JSON.stringify(found)).not.toContain("Escondido");

    const typed = await callerFor(db, seller).leads.duplicates({ document: punctuatedCpf(cpf) });
    expect(typed.leads.map((l) => (l.visible ? l.id : null))).toEqual([lead.id]);
  });
});

describe("leads.options", () => {
  it("lists the active sources and lost reasons and the SLA", async () => {
    const options = await callerFor(db, seller).leads.options();
    expect(options.sources).toEqual(["Indicação", "Site", "Evento", "Campanha", "Importação", "Parceiro", "Outro"]);
    expect(options.lostReasons).toContain("Sem orçamento");
    expect(options.slaHours).toBe(24);
  });
});
