import { eq } from "drizzle-orm";
import { ZodError } from "zod";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { callerFor, makeTeam, makeUser } from "../../../../tests/helpers/actors";
import { createTestDb } from "../../../../tests/helpers/db";
import { failureOf, fieldsOf } from "../../../../tests/helpers/errors";
import { auditRowsOf, customerRow, makeCustomer, nextAlphaCnpj, nextCpf, punctuatedCnpj, punctuatedCpf, withWrongCheckDigit } from "../../../../tests/helpers/portfolio";
import type { Db, DbHandle } from "~/server/db/client";
import { customers } from "~/server/db/schema";
import { DomainError } from "~/server/errors";

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
  const team = await makeTeam(db, "Equipe A");
  const otherTeam = await makeTeam(db, "Equipe B");
  admin = await makeUser(db, { role: "admin" });
  manager = await makeUser(db, { role: "manager", teamId: team.id });
  seller = await makeUser(db, { role: "seller", teamId: team.id, name: "Vera Vendedora" });
  teammate = await makeUser(db, { role: "seller", teamId: team.id });
  outsider = await makeUser(db, { role: "seller", teamId: otherTeam.id });
});
afterAll(async () => {
  await handle?.close();
});

const withDocument = (document: string) => db.select().from(customers).where(eq(customers.document, document));
const unrecognizedKeys = (err: unknown) =>
  err instanceof Error && err.cause instanceof ZodError ? err.cause.issues.flatMap((i) => (i.code === "unrecognized_keys" ? i.keys : [])) : [];
const metaOf = (err: Error) => (err.cause instanceof DomainError ? err.cause.meta : undefined);

describe("customers.create", () => {
  it("creates a pessoa física in the seller's own carteira, normalised, searchable without accents, and audited", async () => {
    const cpf = nextCpf();
    const created = await callerFor(db, seller).customers.create({
      kind: "PF",
      document: punctuatedCpf(cpf),
      name: "  João da Conceição ",
      birthDate: "1985-07-21",
      emails: [" Joao@Exemplo.com.br "],
      phones: ["(11) 91234-5678"],
      cep: "01310-100",
      uf: "SP",
      city: "São Paulo",
      tags: ["VIP", "vip", "Indicação"],
      lgpdLegalBasis: "consentimento",
      consentTextVersion: "v3",
      consentAt: new Date("2026-01-10T13:00:00Z"),
      consentChannel: "whatsapp",
    });
    expect(created).toMatchObject({
      kind: "PF",
      document: cpf,
      name: "João da Conceição",
      birthDate: "1985-07-21",
      emails: ["joao@exemplo.com.br"],
      phones: ["+5511912345678"],
      cep: "01310100",
      uf: "SP",
      ownerId: seller.id,
      tags: ["vip", "indicação"],
      doNotContact: false,
      deletedAt: null,
      version: 1,
    });
    const stored = await customerRow(db, created.id);
    expect(stored!.searchText).toContain("joao da conceicao");
    expect(stored!.searchText).toContain(cpf);
    expect(stored!.searchText).toContain("5511912345678");

    const [audit, ...more] = await auditRowsOf(db, created.id);
    expect(more).toHaveLength(0);
    expect(audit).toMatchObject({ actorId: seller.id, action: "customer.create", entity: "customer", entityId: created.id });
    expect(audit!.after).toMatchObject({ document: cpf, name: "João da Conceição", ownerId: seller.id });
  });

  it("creates a pessoa jurídica with a numeric or an alphanumeric CNPJ, stored upper case without punctuation", async () => {
    const numeric = await callerFor(db, seller).customers.create({ kind: "PJ", document: "11.444.777/0001-61", name: "Padaria Pão Quente Ltda." });
    expect(numeric.document).toBe("11444777000161");
    const alpha = nextAlphaCnpj();
    const created = await callerFor(db, seller).customers.create({ kind: "PJ", document: punctuatedCnpj(alpha).toLowerCase(), name: "Startup Ágil S.A." });
    expect(created.document).toBe(alpha);
  });

  it("lets a Gestor put the customer in a teammate's carteira, but not in another team's nor in an inactive user's", async () => {
    const created = await callerFor(db, manager).customers.create({ kind: "PF", document: nextCpf(), name: "Cliente do Time", ownerId: teammate.id });
    expect(created.ownerId).toBe(teammate.id);
    const inactive = await makeUser(db, { role: "seller", teamId: manager.teamId, active: false });
    for (const owner of [outsider, inactive]) {
      const cpf = nextCpf();
      const err = await failureOf(callerFor(db, manager).customers.create({ kind: "PF", document: cpf, name: "Cliente Desviado", ownerId: owner.id }));
      expect(err.code).toBe("FORBIDDEN");
      expect(await withDocument(cpf)).toHaveLength(0);
    }
  });

  it("refuses a Vendedor registering a customer in someone else's carteira with FORBIDDEN; an Administrador may", async () => {
    const cpf = nextCpf();
    expect((await failureOf(callerFor(db, seller).customers.create({ kind: "PF", document: cpf, name: "Cliente Alheio", ownerId: teammate.id }))).code).toBe("FORBIDDEN");
    expect(await withDocument(cpf)).toHaveLength(0);
    const created = await callerFor(db, admin).customers.create({ kind: "PF", document: cpf, name: "Cliente Alheio", ownerId: outsider.id });
    expect(created.ownerId).toBe(outsider.id);
  });

  it("refuses an unknown owner with BAD_REQUEST on ownerId (not a 500)", async () => {
    const cpf = nextCpf();
    const err = await failureOf(callerFor(db, admin).customers.create({ kind: "PF", document: cpf, name: "Cliente Sem Dono", ownerId: "00000000-0000-4000-8000-000000000000" }));
    expect(err.code).toBe("BAD_REQUEST");
    expect(fieldsOf(err)).toEqual(["ownerId"]);
    expect(await withDocument(cpf)).toHaveLength(0);
  });

  const cpf = nextCpf();
  const valid = { kind: "PF", document: cpf, name: "Maria Válida" };
  it.each([
    ["document", { ...valid, document: withWrongCheckDigit(cpf) }],
    ["document", { ...valid, document: "111.111.111-11" }],
    ["document", { ...valid, kind: "PJ", document: "11.444.777/0001-62" }],
    ["document", { ...valid, kind: "PJ", document: cpf }],
    ["kind", { ...valid, kind: "PX" }],
    ["name", { ...valid, name: "M" }],
    ["birthDate", { ...valid, birthDate: "1990-02-30" }],
    ["emails.0", { ...valid, emails: ["maria@"] }],
    ["phones.0", { ...valid, phones: ["(11) 1234"] }],
    ["phones.0", { ...valid, phones: ["(20) 91234-5678"] }],
    ["cep", { ...valid, cep: "0131-100" }],
    ["uf", { ...valid, uf: "XX" }],
    ["tags.0", { ...valid, tags: ["x".repeat(41)] }],
    ["lgpdLegalBasis", { ...valid, lgpdLegalBasis: "porque_sim" }],
    ["consentChannel", { ...valid, consentChannel: "pombo" }],
  ])("bad %s → BAD_REQUEST naming it, nothing saved", async (field, input) => {
    const err = await failureOf(callerFor(db, seller).customers.create(input as never));
    expect(err.code).toBe("BAD_REQUEST");
    expect(fieldsOf(err)).toContain(field);
    expect(await withDocument(cpf)).toHaveLength(0);
  });

  it("refuses an extra key with BAD_REQUEST", async () => {
    const err = await failureOf(callerFor(db, seller).customers.create({ ...valid, searchText: "x" } as never));
    expect(err.code).toBe("BAD_REQUEST");
    expect(unrecognizedKeys(err)).toEqual(["searchText"]);
    expect(await withDocument(cpf)).toHaveLength(0);
  });
});

describe("customers.create duplicates", () => {
  it("refuses a document already held (typed with punctuation) with CONFLICT on document and the existing customer when visible", async () => {
    const existing = await makeCustomer(db, seller, { name: "Ana Existente" });
    const err = await failureOf(callerFor(db, seller).customers.create({ kind: "PF", document: punctuatedCpf(existing.document), name: "Ana Repetida" }));
    expect(err.code).toBe("CONFLICT");
    expect(fieldsOf(err)).toEqual(["document"]);
    expect(metaOf(err)).toEqual({ existingId: existing.id, existingName: "Ana Existente" });
    expect(await withDocument(existing.document)).toHaveLength(1);
  });

  it("tells a seller the document exists elsewhere without revealing whose customer it is", async () => {
    const existing = await makeCustomer(db, outsider, { name: "Bruno Sigiloso" });
    const err = await failureOf(callerFor(db, seller).customers.create({ kind: "PF", document: existing.document, name: "Bruno Outro" }));
    expect(err.code).toBe("CONFLICT");
    expect(fieldsOf(err)).toEqual(["document"]);
    expect(metaOf(err)).toBeUndefined();
    expect(err.message).not.toContain("Bruno Sigiloso");
    expect(await withDocument(existing.document)).toHaveLength(1);
  });

  it("compares the alphanumeric CNPJ in any letter case", async () => {
    const existing = await makeCustomer(db, seller, { kind: "PJ", document: nextAlphaCnpj(), name: "Empresa Alfa" });
    const err = await failureOf(callerFor(db, manager).customers.create({ kind: "PJ", document: existing.document.toLowerCase(), name: "Empresa Alfa 2" }));
    expect(err.code).toBe("CONFLICT");
    expect(metaOf(err)).toMatchObject({ existingId: existing.id });
  });

  it("lets exactly one of two simultaneous registrations of the same document win", async () => {
    const cpf = nextCpf();
    const results = await Promise.allSettled([
      callerFor(db, seller).customers.create({ kind: "PF", document: cpf, name: "Carla Um" }),
      callerFor(db, teammate).customers.create({ kind: "PF", document: cpf, name: "Carla Dois" }),
    ]);
    const lost = results.flatMap((r) => (r.status === "rejected" ? [r.reason as Error & { code?: string }] : []));
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    expect(lost.map((e) => [e.code, fieldsOf(e)])).toEqual([["CONFLICT", ["document"]]]);
    expect(await withDocument(cpf)).toHaveLength(1);
  });

  it("allows re-registering the document of a deleted customer", async () => {
    const gone = await makeCustomer(db, seller, { deletedAt: new Date() });
    const created = await callerFor(db, seller).customers.create({ kind: "PF", document: gone.document, name: "Cliente Renascido" });
    expect(created.id).not.toBe(gone.id);
  });
});

describe("customers.update", () => {
  async function fullCustomer() {
    return callerFor(db, seller).customers.create({
      kind: "PF",
      document: nextCpf(),
      name: "Denise Completa",
      emails: ["denise@exemplo.com.br", "denise.trabalho@exemplo.com.br"],
      phones: ["11 91234-5678"],
      cep: "20040-002",
      uf: "RJ",
      city: "Rio de Janeiro",
      tags: ["vip"],
      notes: "Prefere contato à tarde.",
      lgpdLegalBasis: "execucao_contrato",
      doNotContact: true,
    });
  }

  it("keeps every field not sent, bumps the version, refreshes the search text and audits only the changes", async () => {
    const c = await fullCustomer();
    const updated = await callerFor(db, seller).customers.update({ id: c.id, version: c.version, name: "Denise Ávila", city: "Niterói" });
    expect(updated).toMatchObject({
      name: "Denise Ávila",
      city: "Niterói",
      document: c.document,
      emails: ["denise@exemplo.com.br", "denise.trabalho@exemplo.com.br"],
      phones: ["+5511912345678"],
      cep: "20040002",
      uf: "RJ",
      tags: ["vip"],
      notes: "Prefere contato à tarde.",
      lgpdLegalBasis: "execucao_contrato",
      doNotContact: true,
      ownerId: seller.id,
      version: c.version + 1,
    });
    expect((await customerRow(db, c.id))!.searchText).toContain("denise avila");
    const [audit, ...more] = await auditRowsOf(db, c.id, "customer.update");
    expect(more).toHaveLength(0);
    expect(audit).toMatchObject({ actorId: seller.id, entity: "customer", entityId: c.id });
    expect(audit!.before).toMatchObject({ name: "Denise Completa", city: "Rio de Janeiro" });
    expect(audit!.after).toMatchObject({ name: "Denise Ávila", city: "Niterói" });
    for (const untouched of ["emails", "phones", "tags", "notes", "document", "ownerId"]) expect(audit!.after).not.toHaveProperty(untouched);
  });

  it("clears an optional field sent as null or empty, and replaces lists sent", async () => {
    const c = await fullCustomer();
    const updated = await callerFor(db, seller).customers.update({ id: c.id, version: c.version, notes: "", cep: null, tags: ["Renovação"], emails: [] });
    expect(updated).toMatchObject({ notes: null, cep: null, tags: ["renovação"], emails: [], phones: ["+5511912345678"], uf: "RJ" });
  });

  it("refuses a stale version with CONFLICT and keeps the first save", async () => {
    const c = await fullCustomer();
    await callerFor(db, seller).customers.update({ id: c.id, version: c.version, name: "Denise Primeira" });
    const err = await failureOf(callerFor(db, manager).customers.update({ id: c.id, version: c.version, name: "Denise Segunda" }));
    expect(err.code).toBe("CONFLICT");
    expect(fieldsOf(err)).toContain("version");
    expect(await customerRow(db, c.id)).toMatchObject({ name: "Denise Primeira", version: c.version + 1 });
    expect(await auditRowsOf(db, c.id, "customer.update")).toHaveLength(1);
  });

  it.each([
    ["phones.0", { phones: ["abc"] }],
    ["cep", { cep: "123" }],
    ["uf", { uf: "São Paulo" }],
    ["emails.0", { emails: ["sem-arroba"] }],
    ["name", { name: "" }],
  ])("bad %s → BAD_REQUEST naming it, nothing saved", async (field, change) => {
    const c = await fullCustomer();
    const err = await failureOf(callerFor(db, seller).customers.update({ id: c.id, version: c.version, ...change } as never));
    expect(err.code).toBe("BAD_REQUEST");
    expect(fieldsOf(err)).toContain(field);
    expect((await customerRow(db, c.id))!.version).toBe(c.version);
  });

  it("refuses changing the document or the kind (extra keys) with BAD_REQUEST", async () => {
    const c = await fullCustomer();
    const err = await failureOf(callerFor(db, admin).customers.update({ id: c.id, version: c.version, kind: "PJ", document: "11444777000161" } as never));
    expect(err.code).toBe("BAD_REQUEST");
    expect(unrecognizedKeys(err).sort()).toEqual(["document", "kind"]);
    expect(await customerRow(db, c.id)).toMatchObject({ kind: "PF", document: c.document, version: c.version });
  });

  it("hands the customer over only as the rules allow: Gestor within the team, Vendedor never", async () => {
    const c = await fullCustomer();
    expect((await failureOf(callerFor(db, seller).customers.update({ id: c.id, version: c.version, ownerId: teammate.id }))).code).toBe("FORBIDDEN");
    expect((await failureOf(callerFor(db, manager).customers.update({ id: c.id, version: c.version, ownerId: outsider.id }))).code).toBe("FORBIDDEN");
    expect((await customerRow(db, c.id))!.ownerId).toBe(seller.id);
    const moved = await callerFor(db, manager).customers.update({ id: c.id, version: c.version, ownerId: teammate.id });
    expect(moved.ownerId).toBe(teammate.id);
    const [audit] = await auditRowsOf(db, c.id, "customer.update");
    expect(audit).toMatchObject({ actorId: manager.id, before: { ownerId: seller.id }, after: { ownerId: teammate.id } });
    // The seller no longer sees it.
    expect((await failureOf(callerFor(db, seller).customers.get({ id: c.id }))).code).toBe("NOT_FOUND");
  });

  it("refuses handing the customer to an unknown user with BAD_REQUEST on ownerId (not a 500)", async () => {
    const c = await fullCustomer();
    const err = await failureOf(callerFor(db, admin).customers.update({ id: c.id, version: c.version, ownerId: "00000000-0000-4000-8000-000000000000" }));
    expect(err.code).toBe("BAD_REQUEST");
    expect(fieldsOf(err)).toEqual(["ownerId"]);
    expect(await customerRow(db, c.id)).toMatchObject({ ownerId: seller.id, version: c.version });
  });

  it("answers NOT_FOUND for an unknown or deleted customer", async () => {
    expect((await failureOf(callerFor(db, admin).customers.update({ id: "00000000-0000-4000-8000-000000000000", version: 1, name: "Ninguém" }))).code).toBe("NOT_FOUND");
    const gone = await makeCustomer(db, seller, { deletedAt: new Date() });
    expect((await failureOf(callerFor(db, admin).customers.update({ id: gone.id, version: gone.version, name: "Fantasma" }))).code).toBe("NOT_FOUND");
  });
});
