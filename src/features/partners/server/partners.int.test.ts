import { eq } from "drizzle-orm";
import { ZodError } from "zod";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { callerFor, makeUser } from "../../../../tests/helpers/actors";
import { createTestDb } from "../../../../tests/helpers/db";
import { failureOf, fieldsOf } from "../../../../tests/helpers/errors";
import {
  auditRowsOf,
  makePartner,
  makeProduct,
  nextAlphaCnpj,
  nextCnpj,
  partnerRow,
  productRow,
  punctuatedCnpj,
  withWrongCheckDigit,
} from "../../../../tests/helpers/portfolio";
import type { Db, DbHandle } from "~/server/db/client";
import { partners, products } from "~/server/db/schema";

type User = Awaited<ReturnType<typeof makeUser>>;
type Caller = ReturnType<typeof callerFor>;
type Partner = Awaited<ReturnType<typeof makePartner>>;
type Product = Awaited<ReturnType<typeof makeProduct>>;

let handle: DbHandle;
let db: Db;
let admin: User;
let finance: User;
let manager: User;
let seller: User;

beforeAll(async () => {
  handle = await createTestDb();
  db = handle.db;
  admin = await makeUser(db, { role: "admin" });
  finance = await makeUser(db, { role: "finance" });
  manager = await makeUser(db, { role: "manager" });
  seller = await makeUser(db, { role: "seller" });
});
afterAll(async () => {
  await handle?.close();
});

const UNKNOWN_ID = "00000000-0000-4000-8000-000000000000";
const unrecognizedKeys = (err: unknown) =>
  err instanceof Error && err.cause instanceof ZodError ? err.cause.issues.flatMap((i) => (i.code === "unrecognized_keys" ? i.keys : [])) : [];
const partnersWithCnpj = (cnpj: string) => db.select().from(partners).where(eq(partners.cnpj, cnpj));
const productsOf = (partnerId: string) => db.select().from(products).where(eq(products.partnerId, partnerId));

describe("partners.* and products.* access", () => {
  let partner: Partner;
  let product: Product;
  beforeAll(async () => {
    partner = await makePartner(db, { name: "Seguradora Intocável" });
    product = await makeProduct(db, partner, { name: "Auto Intocável" });
  });

  const reads: Record<string, (c: Caller) => Promise<unknown>> = {
    "partners.options": (c) => c.partners.options({}),
    "partners.get": (c) => c.partners.get({ id: partner.id }),
    "products.get": (c) => c.products.get({ id: product.id }),
  };
  const writes: Record<string, (c: Caller) => Promise<unknown>> = {
    "partners.create": (c) => c.partners.create({ name: "Banco Intruso", cnpj: "11.444.777/0001-61", categories: ["Banking"] }),
    "partners.update": (c) => c.partners.update({ id: partner.id, version: partner.version, name: "Seguradora Tomada" }),
    "products.create": (c) => c.products.create({ partnerId: partner.id, category: "AutoInsurance", name: "Auto Intruso" }),
    "products.update": (c) => c.products.update({ id: product.id, version: product.version, name: "Auto Tomado" }),
  };

  it.each(Object.keys({ ...reads, ...writes }))("%s: signed out → UNAUTHORIZED", async (name) => {
    const call = reads[name] ?? writes[name]!;
    expect((await failureOf(call(callerFor(db, null)))).code).toBe("UNAUTHORIZED");
  });

  it.each(Object.keys(writes))("%s: seller and manager → FORBIDDEN, and nothing changes", async (name) => {
    for (const user of [seller, manager]) {
      expect((await failureOf(writes[name]!(callerFor(db, user)))).code).toBe("FORBIDDEN");
    }
    expect(await partnersWithCnpj("11444777000161")).toHaveLength(0);
    expect(await partnerRow(db, partner.id)).toMatchObject({ name: "Seguradora Intocável", version: partner.version });
    expect(await productRow(db, product.id)).toMatchObject({ name: "Auto Intocável", version: product.version });
    expect((await productsOf(partner.id)).map((p) => p.name)).toEqual(["Auto Intocável"]);
  });

  it.each(Object.keys(reads))("%s: every role may read", async (name) => {
    for (const user of [admin, finance, manager, seller]) await expect(reads[name]!(callerFor(db, user))).resolves.toBeTruthy();
  });
});

describe("partners.create", () => {
  it.each([
    ["Administrador", () => admin],
    ["Financeiro", () => finance],
  ])("%s creates a partner, stored normalised, and the write is audited", async (_label, who) => {
    const cnpj = nextCnpj();
    const created = await callerFor(db, who()).partners.create({
      name: "  Porto Seguro Cia. ",
      cnpj: punctuatedCnpj(cnpj),
      categories: ["AutoInsurance", "HomeInsurance"],
      contactName: "Marta Guimarães",
      contactEmail: " Marta@Porto.com.br ",
      contactPhone: "(11) 91234-5678",
    });
    expect(created).toMatchObject({
      name: "Porto Seguro Cia.",
      cnpj,
      categories: ["AutoInsurance", "HomeInsurance"],
      contactEmail: "marta@porto.com.br",
      contactPhone: "+5511912345678",
      active: true,
      version: 1,
    });
    const [audit, ...more] = await auditRowsOf(db, created.id);
    expect(more).toHaveLength(0);
    expect(audit).toMatchObject({ actorId: who().id, action: "partner.create", entity: "partner", entityId: created.id, requestId: "test-request" });
    expect(audit!.after).toMatchObject({ cnpj, name: "Porto Seguro Cia." });
  });

  it("accepts the 2026 alphanumeric CNPJ in lower case and stores it upper case", async () => {
    const cnpj = nextAlphaCnpj();
    const created = await callerFor(db, admin).partners.create({ name: "Nova Gestora", cnpj: punctuatedCnpj(cnpj).toLowerCase(), categories: ["Investment"] });
    expect(created.cnpj).toBe(cnpj);
  });

  it("refuses a CNPJ already registered, typed with other punctuation, with CONFLICT on cnpj", async () => {
    const existing = await makePartner(db);
    const err = await failureOf(callerFor(db, admin).partners.create({ name: "Clone", cnpj: punctuatedCnpj(existing.cnpj), categories: ["Banking"] }));
    expect(err.code).toBe("CONFLICT");
    expect(fieldsOf(err)).toEqual(["cnpj"]);
    expect(await partnersWithCnpj(existing.cnpj)).toHaveLength(1);
  });

  const cnpj = nextCnpj();
  const valid = { name: "Banco Válido", cnpj, categories: ["Banking"] };
  it.each([
    ["cnpj", { ...valid, cnpj: withWrongCheckDigit(cnpj) }],
    ["cnpj", { ...valid, cnpj: "11111111111111" }],
    ["name", { ...valid, name: "B" }],
    ["categories", { ...valid, categories: [] }],
    ["categories.0", { ...valid, categories: ["Tarot"] }],
    ["contactPhone", { ...valid, contactPhone: "12345" }],
    ["contactEmail", { ...valid, contactEmail: "nao-e-email" }],
  ])("bad %s → BAD_REQUEST naming it, nothing saved", async (field, input) => {
    const err = await failureOf(callerFor(db, admin).partners.create(input as never));
    expect(err.code).toBe("BAD_REQUEST");
    expect(fieldsOf(err)).toContain(field);
    expect(await partnersWithCnpj(cnpj)).toHaveLength(0);
  });

  it("refuses an extra key with BAD_REQUEST", async () => {
    const err = await failureOf(callerFor(db, admin).partners.create({ ...valid, version: 7 } as never));
    expect(err.code).toBe("BAD_REQUEST");
    expect(unrecognizedKeys(err)).toEqual(["version"]);
    expect(await partnersWithCnpj(cnpj)).toHaveLength(0);
  });
});

describe("partners.get and partners.options", () => {
  it("answers NOT_FOUND for an unknown id and BAD_REQUEST for a malformed one", async () => {
    expect((await failureOf(callerFor(db, seller).partners.get({ id: UNKNOWN_ID }))).code).toBe("NOT_FOUND");
    const err = await failureOf(callerFor(db, seller).partners.get({ id: "abc" }));
    expect(err.code).toBe("BAD_REQUEST");
    expect(fieldsOf(err)).toContain("id");
  });

  it("lists active partners with their active products by name; includeInactive shows everything", async () => {
    const p = await makePartner(db, { name: "Ômega Consórcios", categories: ["Consortium"] });
    await makeProduct(db, p, { name: "Consórcio Veículo" });
    await makeProduct(db, p, { name: "Consórcio Imóvel" });
    await makeProduct(db, p, { name: "Consórcio Antigo", active: false });
    const inactive = await makePartner(db, { name: "Ômega Extinta", active: false });
    await makeProduct(db, inactive, { name: "Produto Extinto" });

    const options = await callerFor(db, seller).partners.options({});
    const omega = options.find((o) => o.id === p.id);
    expect(omega?.products.map((x) => x.name)).toEqual(["Consórcio Imóvel", "Consórcio Veículo"]);
    expect(options.map((o) => o.id)).not.toContain(inactive.id);
    expect(options.every((o) => o.active)).toBe(true);
    // Accent- and case-insensitive order: "Ômega" among the O's, not after "Seguradora".
    const folded = options.map((o) => o.name.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase());
    expect(folded).toEqual([...folded].sort());
    expect(folded.indexOf("omega consorcios")).toBeLessThan(folded.indexOf("seguradora intocavel"));

    const all = await callerFor(db, seller).partners.options({ includeInactive: true });
    expect(all.find((o) => o.id === p.id)?.products.map((x) => x.name)).toEqual(["Consórcio Antigo", "Consórcio Imóvel", "Consórcio Veículo"]);
    expect(all.find((o) => o.id === inactive.id)?.products.map((x) => x.name)).toEqual(["Produto Extinto"]);
  });

  it("lists a partner without products with an empty product list", async () => {
    const lonely = await makePartner(db, { name: "Parceiro Sem Produtos" });
    const options = await callerFor(db, finance).partners.options({});
    expect(options.find((o) => o.id === lonely.id)?.products).toEqual([]);
  });
});

describe("partners.update", () => {
  it("saves only what was sent, bumps the version and audits only the changed fields", async () => {
    const p = await makePartner(db, { name: "Banco Antigo", categories: ["Banking", "Credit"] });
    const updated = await callerFor(db, finance).partners.update({ id: p.id, version: p.version, name: "Banco Novo", contactPhone: "21 3456-7890" });
    expect(updated).toMatchObject({ name: "Banco Novo", cnpj: p.cnpj, categories: ["Banking", "Credit"], contactPhone: "+552134567890", active: true, version: p.version + 1 });
    const [audit] = await auditRowsOf(db, p.id, "partner.update");
    expect(audit).toMatchObject({ actorId: finance.id, entity: "partner", entityId: p.id });
    expect(audit!.before).toEqual({ name: "Banco Antigo", contactPhone: null });
    expect(audit!.after).toEqual({ name: "Banco Novo", contactPhone: "+552134567890" });
  });

  it("refuses a stale version with CONFLICT and keeps the first save", async () => {
    const p = await makePartner(db, { name: "Banco Disputado" });
    await callerFor(db, admin).partners.update({ id: p.id, version: p.version, name: "Banco Primeiro" });
    const err = await failureOf(callerFor(db, finance).partners.update({ id: p.id, version: p.version, name: "Banco Segundo" }));
    expect(err.code).toBe("CONFLICT");
    expect(fieldsOf(err)).toContain("version");
    expect(await partnerRow(db, p.id)).toMatchObject({ name: "Banco Primeiro", version: p.version + 1 });
    expect(await auditRowsOf(db, p.id, "partner.update")).toHaveLength(1);
  });

  it("refuses another partner's CNPJ with CONFLICT on cnpj", async () => {
    const a = await makePartner(db);
    const b = await makePartner(db);
    const err = await failureOf(callerFor(db, admin).partners.update({ id: b.id, version: b.version, cnpj: punctuatedCnpj(a.cnpj) }));
    expect(err.code).toBe("CONFLICT");
    expect(fieldsOf(err)).toEqual(["cnpj"]);
    expect(await partnerRow(db, b.id)).toMatchObject({ cnpj: b.cnpj, version: b.version });
  });

  it.each([
    ["cnpj", { cnpj: "11.444.777/0001-62" }],
    ["categories.0", { categories: ["Horóscopo"] }],
    ["contactPhone", { contactPhone: "(10) 1234-5678" }],
  ])("bad %s → BAD_REQUEST naming it", async (field, change) => {
    const p = await makePartner(db);
    const err = await failureOf(callerFor(db, admin).partners.update({ id: p.id, version: p.version, ...change } as never));
    expect(err.code).toBe("BAD_REQUEST");
    expect(fieldsOf(err)).toContain(field);
    expect((await partnerRow(db, p.id))!.version).toBe(p.version);
  });

  it("answers NOT_FOUND for an unknown partner", async () => {
    expect((await failureOf(callerFor(db, admin).partners.update({ id: UNKNOWN_ID, version: 1, name: "Ninguém" }))).code).toBe("NOT_FOUND");
  });
});

describe("partners.update and the categories in use", () => {
  it("refuses to drop a category that the partner's products still use, naming the field", async () => {
    const p = await makePartner(db, { name: "Multicategoria S.A.", categories: ["Consortium", "AutoInsurance"] });
    await makeProduct(db, p, { name: "Consórcio Moto" });
    const err = await failureOf(callerFor(db, finance).partners.update({ id: p.id, version: p.version, categories: ["AutoInsurance"] }));
    expect(err.code).toBe("BAD_REQUEST");
    expect(fieldsOf(err)).toEqual(["categories"]);
    const kept = await callerFor(db, finance).partners.update({ id: p.id, version: p.version, categories: ["Consortium"] });
    expect(kept.categories).toEqual(["Consortium"]);
  });
});
