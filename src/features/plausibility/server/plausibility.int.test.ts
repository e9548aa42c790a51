import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { callerFor, makeTeam, makeUser } from "../../../../tests/helpers/actors";
import { createTestDb } from "../../../../tests/helpers/db";
import { failureOf, fieldsOf } from "../../../../tests/helpers/errors";
import { leadRow, makeLead } from "../../../../tests/helpers/leads";
import { auditRowsOf, makeCustomer, makePartner, makeProduct, makeSale, nextCpf, saleRow } from "../../../../tests/helpers/portfolio";
import { appSettings, customers, leads, sales } from "~/server/db/schema";
import type { Db, DbHandle } from "~/server/db/client";
import { DomainError } from "~/server/errors";
import { saoPauloDay } from "~/lib/format";
import { DEFAULT_PLAUSIBILITY_SETTINGS, PLAUSIBILITY_SETTINGS_KEY } from "../plausibility";
import { LEAD_SAMPLE_SIZE, leadValueSamples } from "./plausibility.service";

type User = Awaited<ReturnType<typeof makeUser>>;
type Product = Awaited<ReturnType<typeof makeProduct>>;

let handle: DbHandle;
let db: Db;
let admin: User;
let finance: User;
let seller: User;
let auto: Product;
let autoNew: Product;
let life: Product;
let customer: { id: string };
const today = saoPauloDay(new Date());
const USUAL = 185_000n; // R$ 1.850,00
const TYPO = 1_150_000_085_000n; // R$ 11.500.000.850,00, issue 17

const metaOf = (err: { cause?: unknown }) => (err.cause instanceof DomainError ? err.cause.meta : undefined);

beforeAll(async () => {
  handle = await createTestDb();
  db = handle.db;
  const team = await makeTeam(db);
  admin = await makeUser(db, { role: "admin" });
  finance = await makeUser(db, { role: "finance" });
  seller = await makeUser(db, { role: "seller", teamId: team.id });
  const partner = await makePartner(db);
  auto = await makeProduct(db, partner, { category: "AutoInsurance" });
  autoNew = await makeProduct(db, partner, { category: "AutoInsurance" });
  life = await makeProduct(db, partner, { category: "LifeInsurance" });
  customer = await makeCustomer(db, seller);
  // Five auto premiums around R$ 1.850,00 (median exactly that); life has a single, large one.
  for (const amount of [150_000n, 170_000n, USUAL, 200_000n, 900_000n]) await makeSale(db, { customer, product: auto, seller, baseAmount: amount });
  await makeSale(db, { customer, product: life, seller, baseAmount: 100_000_000n });
});
afterAll(async () => {
  await handle?.close();
});

const newSale = (productId: string, baseAmount: bigint, confirm?: boolean) =>
  callerFor(db, seller).sales.create({ customerId: customer.id, productId, soldOn: today, baseAmount, ...(confirm === undefined ? {} : { confirmUnusualAmount: confirm }) });

describe("sales: an amount far outside the usual asks for confirmation", () => {
  it("refuses R$ 11.500.000.850,00 for a product whose usual premium is R$ 1.850,00, naming the field and the facts", async () => {
    const before = await db.$count(sales);
    const err = await failureOf(newSale(auto.id, TYPO));
    expect(err.code).toBe("BAD_REQUEST");
    expect(fieldsOf(err)).toEqual(["baseAmount"]);
    expect(err.message).toBe("Valor fora do usual: R$\u00a011.500.000.850,00 é mais de 20× o valor usual deste produto (R$\u00a01.850,00). Confirme o valor para salvar.");
    expect(metaOf(err)).toEqual({
      unusualAmounts: [{ field: "baseAmount", reason: "median", amountCents: Number(TYPO), medianCents: Number(USUAL), factor: 20, ceilingCents: DEFAULT_PLAUSIBILITY_SETTINGS.ceilingCents, basis: "product" }],
    });
    expect(await db.$count(sales)).toBe(before);
    // confirmUnusualAmount: false is no confirmation.
    expect((await failureOf(newSale(auto.id, TYPO, false))).code).toBe("BAD_REQUEST");
  });

  it("saves it once confirmed, and the audit entry records the confirmation", async () => {
    const sale = await newSale(auto.id, TYPO, true);
    expect((await saleRow(db, sale.id))!.baseAmount).toBe(TYPO);
    const [entry] = await auditRowsOf(db, sale.id, "sale.create");
    expect(entry!.after).toMatchObject({ baseAmount: TYPO.toString(), unusualAmountsConfirmed: [{ field: "baseAmount", reason: "median", medianCents: Number(USUAL) }] });
    await db.update(sales).set({ deletedAt: new Date() }).where(eq(sales.id, sale.id));
  });

  it("accepts up to 20× the median without asking, and records no confirmation then", async () => {
    const sale = await newSale(auto.id, USUAL * 20n);
    const [entry] = await auditRowsOf(db, sale.id, "sale.create");
    expect(entry!.after).not.toHaveProperty("unusualAmountsConfirmed");
    await db.update(sales).set({ deletedAt: new Date() }).where(eq(sales.id, sale.id));
  });

  it("falls back to the category's median when the product has fewer than 5 sales, and to the ceiling alone without history", async () => {
    const err = await failureOf(newSale(autoNew.id, USUAL * 21n));
    expect(metaOf(err)).toMatchObject({ unusualAmounts: [{ basis: "category", medianCents: Number(USUAL) }] });
    // Life has one sale only (no usable median): R$ 1.000.000,00 then R$ 50.000.000,00 pass, one centavo more does not.
    for (const amount of [100_000_000n, 5_000_000_000n]) await newSale(life.id, amount);
    expect(metaOf(await failureOf(newSale(life.id, 5_000_000_001n)))).toMatchObject({ unusualAmounts: [{ reason: "ceiling", medianCents: null, basis: null }] });
  });

  it("checks an edit that changes the amount (not the sale's own old amount), and not an edit that leaves it", async () => {
    const sale = await makeSale(db, { customer, product: auto, seller, baseAmount: USUAL });
    const caller = callerFor(db, seller);
    const err = await failureOf(caller.sales.update({ id: sale.id, version: sale.version, baseAmount: TYPO }));
    expect(fieldsOf(err)).toEqual(["baseAmount"]);
    const updated = await caller.sales.update({ id: sale.id, version: sale.version, baseAmount: TYPO, confirmUnusualAmount: true });
    const [entry] = await auditRowsOf(db, sale.id, "sale.update");
    expect(entry!.after).toMatchObject({ baseAmount: TYPO.toString(), unusualAmountsConfirmed: [{ field: "baseAmount" }] });
    // The contract number alone: the (confirmed) amount is not questioned again.
    await caller.sales.update({ id: sale.id, version: updated.version, contractNumber: "APL-1" });
    await db.update(sales).set({ deletedAt: new Date() }).where(eq(sales.id, sale.id));
  });
});

describe("leads: estimated values against leads of the same interests", () => {
  beforeAll(async () => {
    for (const value of [1_000_000n, 1_200_000n, 1_500_000n, 2_000_000n, 3_000_000n]) {
      const lead = await makeLead(db, seller, { categories: ["Consortium"] });
      await db.update(leads).set({ estimatedValue: value }).where(eq(leads.id, lead.id));
    }
  });

  it("refuses on create and on edit, saves once confirmed, and audits the confirmation", async () => {
    const caller = callerFor(db, seller);
    const input = { kind: "PF" as const, name: "Lead Valor Alto", source: "Indicação", categories: ["Consortium" as const], estimatedValue: 30_000_001n };
    const err = await failureOf(caller.leads.create(input));
    expect(fieldsOf(err)).toEqual(["estimatedValue"]);
    expect(metaOf(err)).toMatchObject({ unusualAmounts: [{ basis: "leads", medianCents: 1_500_000, factor: 20 }] });
    expect(err.message).toContain("dos leads destes interesses");
    const created = await caller.leads.create({ ...input, confirmUnusualAmount: true });
    const [entry] = await auditRowsOf(db, created.id, "lead.create");
    expect(entry!.after).toMatchObject({ unusualAmountsConfirmed: [{ field: "estimatedValue" }] });

    const usual = await caller.leads.create({ ...input, name: "Lead Valor Normal", estimatedValue: 2_500_000n });
    expect(fieldsOf(await failureOf(caller.leads.update({ id: usual.id, version: usual.version, estimatedValue: 90_000_000n })))).toEqual(["estimatedValue"]);
    await caller.leads.update({ id: usual.id, version: usual.version, estimatedValue: 90_000_000n, confirmUnusualAmount: true });
    expect((await leadRow(db, usual.id)).estimatedValue).toBe(90_000_000n);
  });

  it("takes the usual value from the latest 500 leads with a value in those interests", async () => {
    const row = (value: bigint, daysAgo: number) => ({ kind: "PF" as const, name: "Câmbio", source: "Indicação", status: "Novo" as const, ownerId: seller.id, categories: ["Exchange"], estimatedValue: value, createdAt: new Date(Date.now() - daysAgo * 86_400_000) });
    // 600 older leads worth R$ 1.000.000,00, then the latest 500 worth R$ 1.000,00: the usual value is R$ 1.000,00.
    await db.insert(leads).values(Array.from({ length: 600 }, (_, i) => row(100_000_000n, 400 + i)));
    await db.insert(leads).values(Array.from({ length: LEAD_SAMPLE_SIZE }, (_, i) => row(100_000n, 1 + (i % 300))));
    expect(await leadValueSamples(db, { categories: ["Exchange"] })).toEqual([{ basis: "leads", medianCents: 100_000n, count: LEAD_SAMPLE_SIZE }]);
  });

  it("uses only the ceiling for a lead without interests", async () => {
    await callerFor(db, seller).leads.create({ kind: "PF", name: "Lead Sem Interesse", source: "Indicação", estimatedValue: 4_000_000_000n });
  });
});

describe("leads.convert: every proposal's amount, before anything is written", () => {
  it("lists the unusual proposals, writes nothing, then converts once confirmed", async () => {
    const lead = await makeLead(db, seller, { document: nextCpf(), categories: ["AutoInsurance", "LifeInsurance"] });
    const caller = callerFor(db, seller);
    const proposals = [
      { productId: life.id, baseAmount: 100_000n, soldOn: today },
      { productId: auto.id, baseAmount: TYPO, soldOn: today },
    ];
    const customersBefore = await db.$count(customers);
    const err = await failureOf(caller.leads.convert({ id: lead.id, version: lead.version, proposals }));
    expect(fieldsOf(err)).toEqual(["proposals.1.baseAmount"]);
    expect(metaOf(err)).toMatchObject({ unusualAmounts: [{ field: "proposals.1.baseAmount", medianCents: Number(USUAL) }] });
    expect(await db.$count(customers)).toBe(customersBefore);
    expect((await leadRow(db, lead.id)).status).toBe(lead.status);

    const result = await caller.leads.convert({ id: lead.id, version: lead.version, proposals, confirmUnusualAmount: true });
    expect(result.saleIds).toHaveLength(2);
    const [entry] = await auditRowsOf(db, lead.id, "lead.convert");
    expect(entry!.after).toMatchObject({ unusualAmountsConfirmed: [{ field: "proposals.1.baseAmount" }] });
    const [saleEntry] = await auditRowsOf(db, result.saleIds[1]!, "sale.create");
    expect(saleEntry!.after).toMatchObject({ unusualAmountsConfirmed: [{ field: "baseAmount" }] });
  });
});

describe("plausibility.settings", () => {
  it("gives the defaults before any save; Administrador and Financeiro save (versioned, audited); others may not", async () => {
    expect(await callerFor(db, finance).plausibility.settings.get()).toEqual({ settings: DEFAULT_PLAUSIBILITY_SETTINGS, version: null });
    expect((await failureOf(callerFor(db, seller).plausibility.settings.get())).code).toBe("FORBIDDEN");
    expect((await failureOf(callerFor(db, null).plausibility.settings.get())).code).toBe("UNAUTHORIZED");
    const settings = { ceilingCents: 100_000_000, factor: 10, minSample: 3 };
    const saved = await callerFor(db, finance).plausibility.settings.save({ settings });
    expect((await failureOf(callerFor(db, admin).plausibility.settings.save({ settings, version: saved.version + 1 }))).code).toBe("CONFLICT");
    expect((await failureOf(callerFor(db, admin).plausibility.settings.save({ settings }))).code).toBe("CONFLICT");
    const bad = await failureOf(callerFor(db, admin).plausibility.settings.save({ settings: { ...settings, factor: 1 }, version: saved.version }));
    expect(fieldsOf(bad)).toEqual(["settings.factor"]);
    const [entry] = await auditRowsOf(db, PLAUSIBILITY_SETTINGS_KEY, "plausibility_settings.save");
    expect(entry!.after).toEqual({ value: settings });
  });

  it("applies the saved configuration to the next write", async () => {
    // Ceiling R$ 1.000.000,00 and factor 10 from the previous test: 11× the usual auto premium is now unusual.
    expect(metaOf(await failureOf(newSale(auto.id, USUAL * 11n)))).toMatchObject({ unusualAmounts: [{ factor: 10 }] });
    expect(metaOf(await failureOf(newSale(life.id, 100_000_001n)))).toMatchObject({ unusualAmounts: [{ reason: "ceiling", ceilingCents: 100_000_000 }] });
    await db.delete(appSettings).where(eq(appSettings.key, PLAUSIBILITY_SETTINGS_KEY));
  });
});
