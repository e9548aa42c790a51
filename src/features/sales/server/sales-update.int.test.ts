import { ZodError } from "zod";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { callerFor, makeTeam, makeUser } from "../../../../tests/helpers/actors";
import { createTestDb } from "../../../../tests/helpers/db";
import { failureOf, fieldsOf } from "../../../../tests/helpers/errors";
import { auditRowsOf, makeCustomer, makePartner, makeProduct, makeSale, saleEventsOf, saleRow } from "../../../../tests/helpers/portfolio";
import type { Db, DbHandle } from "~/server/db/client";
import { saoPauloDay } from "~/lib/format";

// Access (signed out, wrong role, other owner) for sales.update is in sales.int.test.ts.

type User = Awaited<ReturnType<typeof makeUser>>;
type Customer = Awaited<ReturnType<typeof makeCustomer>>;
type Product = Awaited<ReturnType<typeof makeProduct>>;

let handle: DbHandle;
let db: Db;
let admin: User;
let managerA: User;
let sellerA: User;
let teammateA: User;
let sellerB: User;
let auto: Product;
let consorcio: Product;
let otherConsorcio: Product;

beforeAll(async () => {
  handle = await createTestDb();
  db = handle.db;
  const a = await makeTeam(db, "Equipe A");
  const b = await makeTeam(db, "Equipe B");
  admin = await makeUser(db, { role: "admin" });
  managerA = await makeUser(db, { role: "manager", teamId: a.id });
  sellerA = await makeUser(db, { role: "seller", teamId: a.id });
  teammateA = await makeUser(db, { role: "seller", teamId: a.id });
  sellerB = await makeUser(db, { role: "seller", teamId: b.id });
  const insurer = await makePartner(db, { name: "Seguradora Sul", categories: ["AutoInsurance"] });
  const admConsorcio = await makePartner(db, { name: "Consórcios Brasil", categories: ["Consortium"] });
  auto = await makeProduct(db, insurer, { name: "Auto Individual" });
  consorcio = await makeProduct(db, admConsorcio, { name: "Consórcio Imóvel" });
  otherConsorcio = await makeProduct(db, admConsorcio, { name: "Consórcio Veículo" });
});
afterAll(async () => {
  await handle?.close();
});

const UNKNOWN_ID = "00000000-0000-4000-8000-000000000000";
const unrecognizedKeys = (err: unknown) =>
  err instanceof Error && err.cause instanceof ZodError ? err.cause.issues.flatMap((i) => (i.code === "unrecognized_keys" ? i.keys : [])) : [];

describe("sales.update", () => {
  let customer: Customer;
  beforeAll(async () => {
    customer = await makeCustomer(db, sellerA);
  });

  it("an amount change saves, bumps the version, appends amount_changed (from, to, today in São Paulo, actor) and audits money as strings", async () => {
    const sale = await makeSale(db, { customer, product: consorcio, seller: sellerA, baseAmount: 10_000_000n });
    const updated = await callerFor(db, managerA).sales.update({ id: sale.id, version: sale.version, baseAmount: 12_500_050n, contractNumber: "Q-77" });
    expect(updated).toMatchObject({ baseAmount: 12_500_050n, contractNumber: "Q-77", status: "proposta", version: sale.version + 1 });
    expect(await saleEventsOf(db, sale.id)).toEqual([
      expect.objectContaining({ type: "amount_changed", fromAmount: 10_000_000n, toAmount: 12_500_050n, fromStatus: null, toStatus: null, effectiveOn: saoPauloDay(new Date()), actorId: managerA.id }),
    ]);
    const [audit] = await auditRowsOf(db, sale.id, "sale.update");
    expect(audit).toMatchObject({ actorId: managerA.id, entity: "sale", entityId: sale.id });
    expect(audit!.before).toEqual({ baseAmount: "10000000", contractNumber: null });
    expect(audit!.after).toEqual({ baseAmount: "12500050", contractNumber: "Q-77" });
  });

  it("a change that keeps the amount appends no event", async () => {
    const sale = await makeSale(db, { customer, product: consorcio, seller: sellerA, baseAmount: 500n });
    await callerFor(db, sellerA).sales.update({ id: sale.id, version: sale.version, baseAmount: 500n, installments: 12 });
    expect(await saleEventsOf(db, sale.id)).toHaveLength(0);
    expect(await auditRowsOf(db, sale.id, "sale.update")).toHaveLength(1);
  });

  it("refuses a stale version with CONFLICT: no change, no event", async () => {
    const sale = await makeSale(db, { customer, product: consorcio, seller: sellerA, baseAmount: 700n });
    await callerFor(db, sellerA).sales.update({ id: sale.id, version: sale.version, baseAmount: 800n });
    const err = await failureOf(callerFor(db, managerA).sales.update({ id: sale.id, version: sale.version, baseAmount: 900n }));
    expect(err.code).toBe("CONFLICT");
    expect(fieldsOf(err)).toContain("version");
    expect(await saleRow(db, sale.id)).toMatchObject({ baseAmount: 800n, version: sale.version + 1 });
    expect((await saleEventsOf(db, sale.id)).map((e) => e.toAmount)).toEqual([800n]);
  });

  it("changes the product (so partner and category) of a proposta, but not of an active sale", async () => {
    const proposta = await makeSale(db, { customer, product: consorcio, seller: sellerA });
    const moved = await callerFor(db, sellerA).sales.update({ id: proposta.id, version: proposta.version, productId: auto.id });
    expect(moved).toMatchObject({ productId: auto.id, partnerId: auto.partnerId, category: "AutoInsurance" });

    const ativa = await makeSale(db, { customer, product: consorcio, seller: sellerA, status: "ativa" });
    const err = await failureOf(callerFor(db, sellerA).sales.update({ id: ativa.id, version: ativa.version, productId: otherConsorcio.id }));
    expect(err.code).toBe("BAD_REQUEST");
    expect(fieldsOf(err)).toEqual(["productId"]);
    expect(await saleRow(db, ativa.id)).toMatchObject({ productId: consorcio.id, version: ativa.version });
  });

  it("checks the vigência against the stored start when only the end is sent", async () => {
    const sale = await makeSale(db, { customer, product: consorcio, seller: sellerA, vigenciaStart: "2026-06-01", vigenciaEnd: "2027-06-01" });
    const err = await failureOf(callerFor(db, sellerA).sales.update({ id: sale.id, version: sale.version, vigenciaEnd: "2026-05-31" }));
    expect(err.code).toBe("BAD_REQUEST");
    expect(fieldsOf(err)).toEqual(["vigenciaEnd"]);
    expect((await saleRow(db, sale.id))!.vigenciaEnd).toBe("2027-06-01");
  });

  it.each([
    ["baseAmount", { baseAmount: -100n }],
    ["vigenciaEnd", { vigenciaStart: "2026-02-01", vigenciaEnd: "2026-01-01" }],
    ["installments", { installments: 601 }],
  ])("bad %s → BAD_REQUEST naming it", async (field, change) => {
    const sale = await makeSale(db, { customer, product: consorcio, seller: sellerA });
    const err = await failureOf(callerFor(db, sellerA).sales.update({ id: sale.id, version: sale.version, ...change } as never));
    expect(err.code).toBe("BAD_REQUEST");
    expect(fieldsOf(err)).toContain(field);
    expect((await saleRow(db, sale.id))!.version).toBe(sale.version);
  });

  it("refuses changing the status or the customer through update (extra keys)", async () => {
    const sale = await makeSale(db, { customer, product: consorcio, seller: sellerA });
    const err = await failureOf(callerFor(db, sellerA).sales.update({ id: sale.id, version: sale.version, status: "ativa", customerId: UNKNOWN_ID } as never));
    expect(err.code).toBe("BAD_REQUEST");
    expect(unrecognizedKeys(err).sort()).toEqual(["customerId", "status"]);
  });

  it("refuses handing the sale to someone outside the rules with FORBIDDEN", async () => {
    const sale = await makeSale(db, { customer, product: consorcio, seller: sellerA });
    expect((await failureOf(callerFor(db, sellerA).sales.update({ id: sale.id, version: sale.version, sellerId: teammateA.id }))).code).toBe("FORBIDDEN");
    expect((await failureOf(callerFor(db, managerA).sales.update({ id: sale.id, version: sale.version, sellerId: sellerB.id }))).code).toBe("FORBIDDEN");
    expect((await saleRow(db, sale.id))!.sellerId).toBe(sellerA.id);
    await expect(callerFor(db, managerA).sales.update({ id: sale.id, version: sale.version, sellerId: teammateA.id })).resolves.toMatchObject({ sellerId: teammateA.id });
  });

  it.each(["presalesId", "referrerId", "sellerId"])("refuses an unknown %s with BAD_REQUEST naming it (not a 500)", async (field) => {
    const sale = await makeSale(db, { customer, product: consorcio, seller: sellerA });
    const err = await failureOf(callerFor(db, admin).sales.update({ id: sale.id, version: sale.version, [field]: UNKNOWN_ID }));
    expect(err.code).toBe("BAD_REQUEST");
    expect(fieldsOf(err)).toEqual([field]);
    expect((await saleRow(db, sale.id))!.version).toBe(sale.version);
  });

  it("sets and clears the pre-sales rep and the referrer", async () => {
    const sale = await makeSale(db, { customer, product: consorcio, seller: sellerA });
    const set = await callerFor(db, sellerA).sales.update({ id: sale.id, version: sale.version, presalesId: teammateA.id, referrerId: sellerB.id });
    expect(set).toMatchObject({ presalesId: teammateA.id, referrerId: sellerB.id });
    const cleared = await callerFor(db, sellerA).sales.update({ id: sale.id, version: set.version, presalesId: null, referrerId: null });
    expect(cleared).toMatchObject({ presalesId: null, referrerId: null });
  });

  it("refuses a Vendedor taking over someone else's sale (as its pre-sales rep or as the customer's owner) with FORBIDDEN", async () => {
    const owner = await makeUser(db, { role: "seller", teamId: managerA.teamId });
    const ownersCustomer = await makeCustomer(db, owner);
    const sale = await makeSale(db, { customer: ownersCustomer, product: consorcio, seller: sellerA, presales: teammateA });
    for (const taker of [teammateA, owner]) {
      const err = await failureOf(callerFor(db, taker).sales.update({ id: sale.id, version: sale.version, sellerId: taker.id }));
      expect(err.code).toBe("FORBIDDEN");
    }
    expect(await saleRow(db, sale.id)).toMatchObject({ sellerId: sellerA.id, version: sale.version });
    expect(await auditRowsOf(db, sale.id)).toHaveLength(0);
  });

  it("answers NOT_FOUND for an unknown sale", async () => {
    expect((await failureOf(callerFor(db, admin).sales.update({ id: UNKNOWN_ID, version: 1, baseAmount: 1n }))).code).toBe("NOT_FOUND");
  });
});

describe("finished sales", () => {
  it.each(["cancelada", "encerrada"] as const)("a %s sale cannot be edited any more", async (status) => {
    const customer = await makeCustomer(db, sellerA);
    const sale = await makeSale(db, { customer, product: consorcio, seller: sellerA, status });
    const err = await failureOf(callerFor(db, sellerA).sales.update({ id: sale.id, version: sale.version, baseAmount: 1n }));
    expect(err.code).toBe("BAD_REQUEST");
    expect(fieldsOf(err)).toEqual(["status"]);
    expect((await saleRow(db, sale.id))!.baseAmount).toBe(sale.baseAmount);
    expect(await saleEventsOf(db, sale.id)).toHaveLength(0);
  });
});
