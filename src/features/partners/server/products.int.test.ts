import { eq } from "drizzle-orm";
import { ZodError } from "zod";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { callerFor, makeUser } from "../../../../tests/helpers/actors";
import { createTestDb } from "../../../../tests/helpers/db";
import { failureOf, fieldsOf } from "../../../../tests/helpers/errors";
import { auditRowsOf, makePartner, makeProduct, productRow } from "../../../../tests/helpers/portfolio";
import type { Db, DbHandle } from "~/server/db/client";
import { products } from "~/server/db/schema";

// Access (signed out, wrong role) for products.* is in partners.int.test.ts.

type User = Awaited<ReturnType<typeof makeUser>>;
type Partner = Awaited<ReturnType<typeof makePartner>>;

let handle: DbHandle;
let db: Db;
let admin: User;
let finance: User;
let seller: User;

beforeAll(async () => {
  handle = await createTestDb();
  db = handle.db;
  admin = await makeUser(db, { role: "admin" });
  finance = await makeUser(db, { role: "finance" });
  seller = await makeUser(db, { role: "seller" });
});
afterAll(async () => {
  await handle?.close();
});

const UNKNOWN_ID = "00000000-0000-4000-8000-000000000000";
const unrecognizedKeys = (err: unknown) =>
  err instanceof Error && err.cause instanceof ZodError ? err.cause.issues.flatMap((i) => (i.code === "unrecognized_keys" ? i.keys : [])) : [];
const productsOf = (partnerId: string) => db.select().from(products).where(eq(products.partnerId, partnerId));

describe("products.create", () => {
  let partner: Partner;
  beforeAll(async () => {
    partner = await makePartner(db, { name: "Multi Parceiro", categories: ["AutoInsurance", "Consortium", "PlanoSaude", "Investment"] });
  });

  it.each([
    ["AutoInsurance", "Auto Individual", "Prêmio líquido"],
    ["Consortium", "Consórcio Imóvel", "Valor da carta de crédito"],
    ["PlanoSaude", "Saúde Empresarial 30+ vidas", "Mensalidade"],
    ["Investment", "Carteira Administrada", "Patrimônio"],
  ] as const)("%s gets its family's base-amount label by default", async (category, name, label) => {
    const created = await callerFor(db, admin).products.create({ partnerId: partner.id, category, name });
    expect(created).toMatchObject({ partnerId: partner.id, category, name, baseAmountLabel: label, active: true, version: 1 });
    const [audit] = await auditRowsOf(db, created.id, "product.create");
    expect(audit).toMatchObject({ actorId: admin.id, entity: "product", entityId: created.id });
    expect(audit!.after).toMatchObject({ name, category, partnerId: partner.id });
  });

  it("keeps a label given explicitly", async () => {
    const created = await callerFor(db, finance).products.create({ partnerId: partner.id, category: "AutoInsurance", name: "Auto Frota", baseAmountLabel: "Prêmio total da frota" });
    expect(created.baseAmountLabel).toBe("Prêmio total da frota");
  });

  it("refuses a category the partner does not serve with BAD_REQUEST on category", async () => {
    const err = await failureOf(callerFor(db, admin).products.create({ partnerId: partner.id, category: "Exchange", name: "Câmbio Turismo" }));
    expect(err.code).toBe("BAD_REQUEST");
    expect(fieldsOf(err)).toEqual(["category"]);
    expect((await productsOf(partner.id)).map((p) => p.name)).not.toContain("Câmbio Turismo");
  });

  it.each([
    ["category", { category: "Astrologia", name: "Mapa Astral" }],
    ["name", { category: "AutoInsurance", name: "A" }],
    ["baseAmountLabel", { category: "AutoInsurance", name: "Auto Moto", baseAmountLabel: "" }],
  ])("bad %s → BAD_REQUEST naming it", async (field, input) => {
    const err = await failureOf(callerFor(db, admin).products.create({ partnerId: partner.id, ...input } as never));
    expect(err.code).toBe("BAD_REQUEST");
    expect(fieldsOf(err)).toContain(field);
  });

  it("refuses an unknown partner with BAD_REQUEST on partnerId", async () => {
    const err = await failureOf(callerFor(db, admin).products.create({ partnerId: UNKNOWN_ID, category: "AutoInsurance", name: "Órfão" }));
    expect(err.code).toBe("BAD_REQUEST");
    expect(fieldsOf(err)).toEqual(["partnerId"]);
  });

  it("refuses an extra key with BAD_REQUEST", async () => {
    const err = await failureOf(callerFor(db, admin).products.create({ partnerId: partner.id, category: "AutoInsurance", name: "Auto Extra", commission: 10 } as never));
    expect(err.code).toBe("BAD_REQUEST");
    expect(unrecognizedKeys(err)).toEqual(["commission"]);
  });

  it("refuses a second product with the same name (any letter case) at the same partner, but not at another", async () => {
    await callerFor(db, admin).products.create({ partnerId: partner.id, category: "AutoInsurance", name: "Auto Premium" });
    const err = await failureOf(callerFor(db, admin).products.create({ partnerId: partner.id, category: "AutoInsurance", name: "AUTO PREMIUM" }));
    expect(err.code).toBe("CONFLICT");
    expect(fieldsOf(err)).toEqual(["name"]);
    expect((await productsOf(partner.id)).filter((p) => p.name.toLowerCase() === "auto premium")).toHaveLength(1);

    const other = await makePartner(db, { categories: ["AutoInsurance"] });
    await expect(callerFor(db, admin).products.create({ partnerId: other.id, category: "AutoInsurance", name: "Auto Premium" })).resolves.toMatchObject({ partnerId: other.id });
  });
});

describe("products.get and products.update", () => {
  let partner: Partner;
  beforeAll(async () => {
    partner = await makePartner(db, { categories: ["LifeInsurance", "SeguroVidaPJ"] });
  });

  it("products.get answers NOT_FOUND for an unknown product", async () => {
    expect((await failureOf(callerFor(db, seller).products.get({ id: UNKNOWN_ID }))).code).toBe("NOT_FOUND");
  });

  it("saves the change, bumps the version and audits only the changed fields", async () => {
    const p = await makeProduct(db, partner, { category: "LifeInsurance", name: "Vida Individual" });
    const updated = await callerFor(db, finance).products.update({ id: p.id, version: p.version, category: "SeguroVidaPJ", name: "Vida Empresarial", active: false });
    expect(updated).toMatchObject({ category: "SeguroVidaPJ", name: "Vida Empresarial", active: false, baseAmountLabel: p.baseAmountLabel, version: p.version + 1 });
    expect(await callerFor(db, seller).products.get({ id: p.id })).toMatchObject({ name: "Vida Empresarial", active: false });
    const [audit] = await auditRowsOf(db, p.id, "product.update");
    expect(audit).toMatchObject({ actorId: finance.id, entity: "product", entityId: p.id });
    expect(audit!.before).toEqual({ category: "LifeInsurance", name: "Vida Individual", active: true });
    expect(audit!.after).toEqual({ category: "SeguroVidaPJ", name: "Vida Empresarial", active: false });
  });

  it("refuses a stale version with CONFLICT and keeps the first save", async () => {
    const p = await makeProduct(db, partner, { name: "Vida Disputada" });
    await callerFor(db, admin).products.update({ id: p.id, version: p.version, name: "Vida Primeira" });
    const err = await failureOf(callerFor(db, finance).products.update({ id: p.id, version: p.version, name: "Vida Segunda" }));
    expect(err.code).toBe("CONFLICT");
    expect(fieldsOf(err)).toContain("version");
    expect(await productRow(db, p.id)).toMatchObject({ name: "Vida Primeira", version: p.version + 1 });
    expect(await auditRowsOf(db, p.id, "product.update")).toHaveLength(1);
  });

  it("refuses a category the partner does not serve with BAD_REQUEST on category", async () => {
    const p = await makeProduct(db, partner, { category: "LifeInsurance" });
    const err = await failureOf(callerFor(db, admin).products.update({ id: p.id, version: p.version, category: "AutoInsurance" }));
    expect(err.code).toBe("BAD_REQUEST");
    expect(fieldsOf(err)).toEqual(["category"]);
    expect(await productRow(db, p.id)).toMatchObject({ category: "LifeInsurance", version: p.version });
  });

  it("refuses renaming onto a sibling's name with CONFLICT on name", async () => {
    await makeProduct(db, partner, { name: "Vida Sênior" });
    const p = await makeProduct(db, partner, { name: "Vida Júnior" });
    const err = await failureOf(callerFor(db, admin).products.update({ id: p.id, version: p.version, name: "vida sênior" }));
    expect(err.code).toBe("CONFLICT");
    expect(fieldsOf(err)).toEqual(["name"]);
    expect(await productRow(db, p.id)).toMatchObject({ name: "Vida Júnior", version: p.version });
  });

  it("refuses moving a product to another partner (extra key) and answers NOT_FOUND for an unknown product", async () => {
    const p = await makeProduct(db, partner);
    const other = await makePartner(db);
    const err = await failureOf(callerFor(db, admin).products.update({ id: p.id, version: p.version, partnerId: other.id } as never));
    expect(err.code).toBe("BAD_REQUEST");
    expect(unrecognizedKeys(err)).toEqual(["partnerId"]);
    expect((await failureOf(callerFor(db, admin).products.update({ id: UNKNOWN_ID, version: 1, name: "Ninguém" }))).code).toBe("NOT_FOUND");
  });
});
